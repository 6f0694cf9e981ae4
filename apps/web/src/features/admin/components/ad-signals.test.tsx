import { SIGNAL_TEXTS } from '@carmarket/shared/ad-signals';
import { createTranslator } from '@carmarket/shared/i18n/translate';
import { describe, expect, it } from 'vitest';
import ta from '../../../i18n/ta';
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

  it('count accounts and ads in Tamil, one and many', () => {
    const texts = signalTexts(createTranslator('ta', ta).t);
    expect(texts.phoneUse(1, 3)).toBe('இந்த எண் 1 கணக்கு மற்றும் 3 விளம்பரங்களில் பயன்படுத்தப்படுகிறது');
  });
});
