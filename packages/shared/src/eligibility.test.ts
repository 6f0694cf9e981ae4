import { describe, expect, it } from 'vitest';
import {
  checkEligibility,
  CREDIT_SCORE_BANDS,
  ELIGIBILITY_REQUIREMENTS,
  ELIGIBILITY_RULES,
  type EligibilityInput,
} from './eligibility';

/** Income 12,000 a year is 1,000 a month, so the payment reads directly as tenths of a percent. */
const base: EligibilityInput = {
  creditBand: '750+',
  annualIncome: 12_000,
  monthlyPayment: 300,
  isAdult: true,
};

describe('eligibility constants', () => {
  it('lists the five bands of spec section 9, best first, with a rating each', () => {
    expect(CREDIT_SCORE_BANDS.map((band) => [band.id, band.rating])).toEqual([
      ['750+', 'Excellent'],
      ['700-749', 'Good'],
      ['650-699', 'Fair'],
      ['600-649', 'Poor'],
      ['under 600', 'Very poor'],
    ]);
  });

  it('states the three requirements and the default income', () => {
    expect(ELIGIBILITY_REQUIREMENTS).toEqual([
      'At least 18 years old',
      'Minimum credit score of 600',
      'Debt-to-income ratio below 50%',
    ]);
    expect(ELIGIBILITY_RULES.defaultAnnualIncome).toBe(60_000);
  });
});

describe('checkEligibility', () => {
  it('lets the band decide how strong a passing verdict is', () => {
    const verdicts = CREDIT_SCORE_BANDS.map(
      (band) => checkEligibility({ ...base, creditBand: band.id }).verdict,
    );
    expect(verdicts).toEqual(['approved', 'likely', 'likely', 'review', 'declined']);
  });

  it('approves the best band with a title, an explanation and no reasons', () => {
    const result = checkEligibility(base);
    expect(result).toMatchObject({ eligible: true, verdict: 'approved', reasons: [] });
    expect(result.title).toBe('You are likely to be approved');
    expect(result.explanation).not.toBe('');
    expect(result.debtToIncomePercent).toBeCloseTo(30, 10);
  });

  it('passes 600-649 (a score of 600) and declines under 600 (599)', () => {
    expect(checkEligibility({ ...base, creditBand: '600-649' })).toMatchObject({
      eligible: true,
      verdict: 'review',
    });
    expect(checkEligibility({ ...base, creditBand: 'under 600' })).toMatchObject({
      eligible: false,
      verdict: 'declined',
      reasons: ['A credit score of at least 600 is required.'],
    });
  });

  it('accepts a debt-to-income of 49.9 % and declines 50 %', () => {
    const below = checkEligibility({ ...base, monthlyPayment: 499 });
    expect(below.debtToIncomePercent).toBeCloseTo(49.9, 10);
    expect(below.eligible).toBe(true);

    const at = checkEligibility({ ...base, monthlyPayment: 500 });
    expect(at.debtToIncomePercent).toBe(50);
    expect(at).toMatchObject({
      eligible: false,
      verdict: 'declined',
      title: 'You do not meet the requirements yet',
      reasons: ['Your debt-to-income ratio of 50% must be below 50%.'],
    });
  });

  it('counts other monthly debts with the loan payment', () => {
    const result = checkEligibility({ ...base, monthlyPayment: 300, monthlyDebts: 200 });
    expect(result.debtToIncomePercent).toBe(50);
    expect(result.eligible).toBe(false);
  });

  it('uses a yearly income over twelve months', () => {
    const result = checkEligibility({ ...base, annualIncome: 60_000, monthlyPayment: 447.43 });
    expect(result.debtToIncomePercent).toBeCloseTo(8.9486, 4);
  });

  it('declines someone under 18', () => {
    expect(checkEligibility({ ...base, isAdult: false })).toMatchObject({
      eligible: false,
      verdict: 'declined',
      reasons: ['You must be at least 18 years old.'],
    });
  });

  it('declines an income of zero (or an emptied field) without dividing by it', () => {
    for (const annualIncome of [0, -1, Number.NaN]) {
      expect(checkEligibility({ ...base, annualIncome })).toMatchObject({
        eligible: false,
        verdict: 'declined',
        debtToIncomePercent: null,
        reasons: ['Enter an annual income above zero.'],
      });
    }
  });

  it('gives one reason for each failed requirement, in the requirements order', () => {
    const result = checkEligibility({
      creditBand: 'under 600',
      annualIncome: 12_000,
      monthlyPayment: 900,
      isAdult: false,
    });
    expect(result.reasons).toEqual([
      'You must be at least 18 years old.',
      'A credit score of at least 600 is required.',
      'Your debt-to-income ratio of 90% must be below 50%.',
    ]);
  });
});
