/** Limits and defaults of the finance page's loan calculator (spec section 9). */
export const LOAN_CALCULATOR = {
  price: { min: 5_000, max: 150_000, step: 1_000, default: 30_000 },
  /** The upper limit moves with the price: see `maxDownPayment`. */
  downPayment: { min: 0, maxShareOfPrice: 0.5, step: 500, default: 6_000 },
  annualRatePercent: { min: 1, max: 20, step: 0.1, default: 4.5 },
  termMonths: { min: 12, max: 84, step: 12, default: 60 },
} as const;

export interface LoanInput {
  price: number;
  downPayment: number;
  /** 4.5 means 4.5 % a year. */
  annualRatePercent: number;
  termMonths: number;
}

/** Unrounded amounts: round with `roundCents` only when showing them. */
export interface LoanResult {
  loanAmount: number;
  monthlyPayment: number;
  totalInterest: number;
  /** Down payment plus every monthly payment. */
  totalCost: number;
}

/** Half the price, floored to the slider's step so the slider can reach its own maximum. */
export function maxDownPayment(price: number): number {
  const { maxShareOfPrice, step } = LOAN_CALCULATOR.downPayment;
  return Math.max(0, Math.floor((price * maxShareOfPrice) / step) * step);
}

/** Keeps a down payment within 0 and `maxDownPayment(price)`, e.g. after the price is lowered. */
export function clampDownPayment(price: number, downPayment: number): number {
  return Math.min(Math.max(downPayment, LOAN_CALCULATOR.downPayment.min), maxDownPayment(price));
}

/**
 * Standard amortisation: payment = P·r / (1 − (1 + r)^−n) with r the monthly rate; at 0 % the loan
 * is simply split over the months.
 */
export function calculateLoan(input: LoanInput): LoanResult {
  const { price, downPayment, annualRatePercent, termMonths } = input;
  if (!Number.isInteger(termMonths) || termMonths <= 0) {
    throw new RangeError('termMonths must be a positive whole number of months');
  }
  const loanAmount = Math.max(0, price - downPayment);
  const monthlyRate = annualRatePercent / 12 / 100;
  const monthlyPayment =
    monthlyRate === 0
      ? loanAmount / termMonths
      : (loanAmount * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths);
  const totalPaid = monthlyPayment * termMonths;
  return {
    loanAmount,
    monthlyPayment,
    totalInterest: totalPaid - loanAmount,
    totalCost: downPayment + totalPaid,
  };
}

/** Rounds to cents for display (the `EPSILON` keeps 1.005 from rounding down to 1.00). */
export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
