import {
  calculateLoan,
  clampDownPayment,
  LOAN_CALCULATOR,
  maxDownPayment,
  type LoanInput,
  type LoanResult,
} from '@carmarket/shared/loan';
import { useMemo, useState } from 'react';

export interface LoanCalculator {
  input: LoanInput;
  result: LoanResult;
  /** The down payment slider's current upper limit: half the price. */
  downPaymentMax: number;
  setPrice: (price: number) => void;
  setDownPayment: (downPayment: number) => void;
  setAnnualRatePercent: (rate: number) => void;
  setTermMonths: (months: number) => void;
}

const DEFAULT_INPUT: LoanInput = {
  price: LOAN_CALCULATOR.price.default,
  downPayment: LOAN_CALCULATOR.downPayment.default,
  annualRatePercent: LOAN_CALCULATOR.annualRatePercent.default,
  termMonths: LOAN_CALCULATOR.termMonths.default,
};

/**
 * The calculator's four values and their result. Lowering the price pulls the down payment back
 * under its new maximum; the maths is the shared `calculateLoan`, never redone here.
 */
export function useLoanCalculator(): LoanCalculator {
  const [input, setInput] = useState<LoanInput>(DEFAULT_INPUT);
  const result = useMemo(() => calculateLoan(input), [input]);

  return {
    input,
    result,
    downPaymentMax: maxDownPayment(input.price),
    setPrice: (price) =>
      setInput((current) => ({
        ...current,
        price,
        downPayment: clampDownPayment(price, current.downPayment),
      })),
    setDownPayment: (downPayment) =>
      setInput((current) => ({
        ...current,
        downPayment: clampDownPayment(current.price, downPayment),
      })),
    setAnnualRatePercent: (annualRatePercent) =>
      setInput((current) => ({ ...current, annualRatePercent })),
    setTermMonths: (termMonths) => setInput((current) => ({ ...current, termMonths })),
  };
}
