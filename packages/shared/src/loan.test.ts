import { describe, expect, it } from 'vitest';
import {
  calculateLoan,
  clampDownPayment,
  LOAN_CALCULATOR,
  maxDownPayment,
  roundCents,
} from './loan';

describe('LOAN_CALCULATOR', () => {
  it('holds the limits and defaults of spec section 9', () => {
    expect(LOAN_CALCULATOR).toEqual({
      price: { min: 5_000, max: 150_000, step: 1_000, default: 30_000 },
      downPayment: { min: 0, maxShareOfPrice: 0.5, step: 500, default: 6_000 },
      annualRatePercent: { min: 1, max: 20, step: 0.1, default: 4.5 },
      termMonths: { min: 12, max: 84, step: 12, default: 60 },
    });
  });

  it('has a default down payment the default price allows', () => {
    const { price, downPayment } = LOAN_CALCULATOR;
    expect(downPayment.default).toBeLessThanOrEqual(maxDownPayment(price.default));
  });
});

describe('maxDownPayment', () => {
  it('is half the price at both ends of the price slider', () => {
    expect(maxDownPayment(5_000)).toBe(2_500);
    expect(maxDownPayment(30_000)).toBe(15_000);
    expect(maxDownPayment(150_000)).toBe(75_000);
  });

  it('floors half the price to the 500 step', () => {
    expect(maxDownPayment(5_999)).toBe(2_500); // half is 2,999.5
    expect(maxDownPayment(6_000)).toBe(3_000);
    expect(maxDownPayment(0)).toBe(0);
  });
});

describe('clampDownPayment', () => {
  it('keeps a down payment that fits', () => {
    expect(clampDownPayment(30_000, 6_000)).toBe(6_000);
    expect(clampDownPayment(30_000, 15_000)).toBe(15_000);
  });

  it('lowers the down payment when the price drops below twice of it', () => {
    expect(clampDownPayment(10_000, 6_000)).toBe(5_000);
    expect(clampDownPayment(5_000, 75_000)).toBe(2_500);
  });

  it('never goes below zero', () => {
    expect(clampDownPayment(30_000, -500)).toBe(0);
  });
});

describe('calculateLoan', () => {
  it('answers the default inputs: 24,000 at 4.5 % over 60 months is 447.43 a month', () => {
    // By hand: r = 4.5 / 12 / 100 = 0.00375; (1.00375)^60 = 1.2517958205;
    // payment = 24,000 × 0.00375 / (1 − 1 / 1.2517958205) = 90 / 0.2011475 = 447.4324618 (bc -l).
    // Interest = 447.4324618 × 60 − 24,000 = 2,845.9477; cost = 6,000 + 26,845.9477.
    const result = calculateLoan({
      price: 30_000,
      downPayment: 6_000,
      annualRatePercent: 4.5,
      termMonths: 60,
    });
    expect(result.loanAmount).toBe(24_000);
    expect(result.monthlyPayment).toBeCloseTo(447.4324618, 6);
    expect(roundCents(result.monthlyPayment)).toBe(447.43);
    expect(roundCents(result.totalInterest)).toBe(2_845.95);
    expect(roundCents(result.totalCost)).toBe(32_845.95);
  });

  it('keeps full precision: totals come from the unrounded payment', () => {
    const result = calculateLoan({
      price: 30_000,
      downPayment: 6_000,
      annualRatePercent: 4.5,
      termMonths: 60,
    });
    // 447.43 × 60 − 24,000 would be 2,845.80.
    expect(result.totalInterest).toBeCloseTo(2_845.9477078, 6);
  });

  it('splits the loan evenly at 0 %', () => {
    const result = calculateLoan({
      price: 30_000,
      downPayment: 6_000,
      annualRatePercent: 0,
      termMonths: 60,
    });
    expect(result).toEqual({
      loanAmount: 24_000,
      monthlyPayment: 400,
      totalInterest: 0,
      totalCost: 30_000,
    });
  });

  it('handles the slider ends', () => {
    // Cheapest, shortest, lowest rate: 5,000 − 0 at 1 % over 12 months.
    // r = 0.01 / 12; payment = 5,000 × r / (1 − (1 + r)^−12) = 418.9271 (python, independent).
    const low = calculateLoan({
      price: 5_000,
      downPayment: 0,
      annualRatePercent: 1,
      termMonths: 12,
    });
    expect(roundCents(low.monthlyPayment)).toBe(418.93);

    // Dearest, longest, highest rate with the largest down payment: 75,000 at 20 % over 84 months.
    // r = 0.2 / 12; payment = 1,665.4649 (python); interest = 1,665.4649 × 84 − 75,000.
    const high = calculateLoan({
      price: 150_000,
      downPayment: 75_000,
      annualRatePercent: 20,
      termMonths: 84,
    });
    expect(roundCents(high.monthlyPayment)).toBe(1_665.46);
    expect(roundCents(high.totalInterest)).toBe(64_899.06);
    expect(roundCents(high.totalCost)).toBe(214_899.06);
  });

  it('owes nothing when the down payment covers the price', () => {
    const result = calculateLoan({
      price: 5_000,
      downPayment: 5_000,
      annualRatePercent: 4.5,
      termMonths: 60,
    });
    expect(result).toEqual({
      loanAmount: 0,
      monthlyPayment: 0,
      totalInterest: 0,
      totalCost: 5_000,
    });
  });

  it('refuses a term that is not a positive whole number of months', () => {
    const input = { price: 30_000, downPayment: 6_000, annualRatePercent: 4.5 };
    expect(() => calculateLoan({ ...input, termMonths: 0 })).toThrow(RangeError);
    expect(() => calculateLoan({ ...input, termMonths: 12.5 })).toThrow(RangeError);
  });
});

describe('roundCents', () => {
  it('rounds half up to cents', () => {
    expect(roundCents(447.4324618)).toBe(447.43);
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.499)).toBe(2.5);
  });
});
