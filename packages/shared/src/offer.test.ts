import { describe, expect, it } from 'vitest';
import { OfferSchema } from './offer';

const firstMessage = (input: unknown) => OfferSchema.safeParse(input).error?.issues[0]?.message;

describe('OfferSchema', () => {
  it('takes the amount as a number or the form text, and the message as optional', () => {
    expect(OfferSchema.parse({ amount: '4250000.50' })).toEqual({
      amount: 4_250_000.5,
      message: '',
    });
    expect(OfferSchema.parse({ amount: 1, message: '  Can I see it on Sunday? ' })).toEqual({
      amount: 1,
      message: 'Can I see it on Sunday?',
    });
  });

  it('answers each rule with its sentence', () => {
    expect(firstMessage({})).toBe('Please enter your offer amount');
    expect(firstMessage({ amount: ' ' })).toBe('Please enter your offer amount');
    expect(firstMessage({ amount: '0' })).toBe('Your offer must be at least 1');
    expect(firstMessage({ amount: 0.5 })).toBe('Your offer must be at least 1');
    expect(firstMessage({ amount: '12.345' })).toBe(
      'Enter the amount in numbers, with up to 2 decimals',
    );
    expect(firstMessage({ amount: '-5' })).toBe(
      'Enter the amount in numbers, with up to 2 decimals',
    );
    expect(firstMessage({ amount: 5, message: 'x'.repeat(1_001) })).toBe(
      'Your message is too long (1,000 characters at most)',
    );
  });
});
