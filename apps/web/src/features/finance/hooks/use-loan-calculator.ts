import {
  calculateLoan,
  maxDownPayment,
  type LoanInput,
  type LoanResult,
} from '@carmarket/shared/loan';
import { useMemo, useState } from 'react';
import { changeLoanInput, DEFAULT_LOAN_INPUT } from '../loan-input';

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

/**
 * The calculator's four values and their result. The rules for a change live in
 * `changeLoanInput`; the maths is the shared `calculateLoan`, never redone here.
 */
export function useLoanCalculator(): LoanCalculator {
  const [input, setInput] = useState<LoanInput>(DEFAULT_LOAN_INPUT);
  const result = useMemo(() => calculateLoan(input), [input]);
  const change = (values: Partial<LoanInput>) =>
    setInput((current) => changeLoanInput(current, values));

  return {
    input,
    result,
    downPaymentMax: maxDownPayment(input.price),
    setPrice: (price) => change({ price }),
    setDownPayment: (downPayment) => change({ downPayment }),
    setAnnualRatePercent: (annualRatePercent) => change({ annualRatePercent }),
    setTermMonths: (termMonths) => change({ termMonths }),
  };
}
