import { SIGNAL_TEXTS } from '@carmarket/shared/ad-signals';
import { createTranslator } from '@carmarket/shared/i18n/translate';
import { describe, expect, it } from 'vitest';
import { signalTexts } from './ad-signals';

describe('the signals’ sentences', () => {
  it('read in English exactly as the shared SIGNAL_TEXTS the journeys look for', () => {
    const texts = signalTexts(createTranslator('en', {}).t);
    for (const [accounts, ads] of [
      [1, 1],
      [4, 6],
      [2, 1],
    ] as const) {
      expect(texts.phoneUse(accounts, ads)).toBe(SIGNAL_TEXTS.phoneUse(accounts, ads));
      expect(texts.editPhoneUse(accounts, ads)).toBe(SIGNAL_TEXTS.editPhoneUse(accounts, ads));
    }
    expect(texts.photoMatch(1234)).toBe(SIGNAL_TEXTS.photoMatch(1234));
  });
});
