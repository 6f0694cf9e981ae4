import { describe, expect, it } from 'vitest';
import { describeWait } from './describe-wait';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('describeWait', () => {
  it('says seconds under a minute, minutes up to an hour and a half, then hours', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(30 * SECOND)).toBe('30 seconds');
    expect(describeWait(61 * SECOND)).toBe('2 minutes');
    expect(describeWait(90 * MINUTE)).toBe('90 minutes');
    expect(describeWait(90 * MINUTE + SECOND)).toBe('2 hours');
    // A day's limit: "24 hours", never "1,437 minutes".
    expect(describeWait(1_437 * MINUTE)).toBe('24 hours');
  });
});
