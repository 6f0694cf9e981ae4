import { clampDownPayment, LOAN_CALCULATOR, type LoanInput } from '@carmarket/shared/loan';

export const DEFAULT_LOAN_INPUT: LoanInput = {
  price: LOAN_CALCULATOR.price.default,
  downPayment: LOAN_CALCULATOR.downPayment.default,
  annualRatePercent: LOAN_CALCULATOR.annualRatePercent.default,
  termMonths: LOAN_CALCULATOR.termMonths.default,
};

/**
 * The calculator's values after one slider moves. The down payment always stays within its
 * limit, so lowering the price pulls it back under half the new price.
 */
export function changeLoanInput(current: LoanInput, change: Partial<LoanInput>): LoanInput {
  const next = { ...current, ...change };
  return { ...next, downPayment: clampDownPayment(next.price, next.downPayment) };
}
