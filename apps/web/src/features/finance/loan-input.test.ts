import { calculateLoan, LOAN_CALCULATOR } from '@carmarket/shared/loan';
import { describe, expect, it } from 'vitest';
import { changeLoanInput, DEFAULT_LOAN_INPUT } from './loan-input';

describe('DEFAULT_LOAN_INPUT', () => {
  it('starts at the spec defaults, with a result to show', () => {
    expect(DEFAULT_LOAN_INPUT).toEqual({
      price: 30_000,
      downPayment: 6_000,
      annualRatePercent: 4.5,
      termMonths: 60,
    });
    expect(calculateLoan(DEFAULT_LOAN_INPUT).loanAmount).toBe(24_000);
  });
});

describe('changeLoanInput', () => {
  it('pulls the down payment under half of a lowered price', () => {
    expect(
      changeLoanInput({ ...DEFAULT_LOAN_INPUT, downPayment: 15_000 }, { price: 20_000 }),
    ).toEqual({ ...DEFAULT_LOAN_INPUT, price: 20_000, downPayment: 10_000 });
  });

  it('leaves a down payment that still fits when the price changes', () => {
    expect(changeLoanInput(DEFAULT_LOAN_INPUT, { price: LOAN_CALCULATOR.price.max })).toEqual({
      ...DEFAULT_LOAN_INPUT,
      price: LOAN_CALCULATOR.price.max,
    });
  });

  it('caps a down payment above half the price', () => {
    expect(changeLoanInput(DEFAULT_LOAN_INPUT, { downPayment: 20_000 }).downPayment).toBe(15_000);
  });

  it('changes the rate and the term without touching the rest', () => {
    expect(changeLoanInput(DEFAULT_LOAN_INPUT, { annualRatePercent: 7.2 })).toEqual({
      ...DEFAULT_LOAN_INPUT,
      annualRatePercent: 7.2,
    });
    expect(changeLoanInput(DEFAULT_LOAN_INPUT, { termMonths: 84 }).termMonths).toBe(84);
  });
});
