import { describe, expect, it } from 'vitest';
import { AD_UPLOAD_LIMITS } from '@carmarket/shared/ad';
import { formatMegabytes } from '@carmarket/shared/media';
import { UPLOAD_MESSAGES } from './ad-upload';

describe('the upload’s sentences', () => {
  it('write the whole upload’s cap as the limit says (a catalog key, so written out)', () => {
    expect(UPLOAD_MESSAGES.requestTooLarge).toBe(
      `The upload is larger than ${formatMegabytes(AD_UPLOAD_LIMITS.requestBytes)} in all. Please send fewer or smaller files.`,
    );
  });
});
