import { englishMessage, message, type Message } from './i18n/message';
import { msg } from './i18n/translate';

/** The finance page's eligibility checker (spec section 9). An estimate shown in the browser only. */
export const ELIGIBILITY_RULES = {
  minimumAge: 18,
  minimumCreditScore: 600,
  /** Debt-to-income must stay below this, in percent. */
  maximumDebtToIncomePercent: 50,
  defaultAnnualIncome: 60_000,
} as const;

/** The requirements list of the finance page, in the spec's order. */
export const ELIGIBILITY_REQUIREMENTS = [
  msg('At least 18 years old'),
  msg('Minimum credit score of 600'),
  msg('Debt-to-income ratio below 50%'),
] as const;

export const CREDIT_SCORE_BAND_IDS = [
  '750+',
  '700-749',
  '650-699',
  '600-649',
  'under 600',
] as const;
export type CreditScoreBandId = (typeof CREDIT_SCORE_BAND_IDS)[number];

export type EligibilityVerdict = 'approved' | 'likely' | 'review' | 'declined';

export interface CreditScoreBand {
  id: CreditScoreBandId;
  label: string;
  rating: 'Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very poor';
  /** What the band alone earns; debt-to-income, age or income can still decline. */
  verdict: EligibilityVerdict;
}

/** Best first, as the selector lists them. */
export const CREDIT_SCORE_BANDS: readonly CreditScoreBand[] = [
  { id: '750+', label: '750+', rating: msg('Excellent'), verdict: 'approved' },
  { id: '700-749', label: '700-749', rating: msg('Good'), verdict: 'likely' },
  { id: '650-699', label: '650-699', rating: msg('Fair'), verdict: 'likely' },
  { id: '600-649', label: '600-649', rating: msg('Poor'), verdict: 'review' },
  { id: 'under 600', label: msg('Under 600'), rating: msg('Very poor'), verdict: 'declined' },
];

export interface EligibilityInput {
  creditBand: CreditScoreBandId;
  annualIncome: number;
  /** The loan calculator's monthly payment. */
  monthlyPayment: number;
  /** Other monthly debt payments (cards, other loans); none when left out. */
  monthlyDebts?: number;
  isAdult: boolean;
}

export interface EligibilityResult {
  eligible: boolean;
  verdict: EligibilityVerdict;
  title: string;
  explanation: string;
  /** Unrounded; null when there is no income to divide by. */
  debtToIncomePercent: number | null;
  /** Why the check declined, one sentence per failed requirement; empty otherwise. */
  reasons: string[];
  /** The same reasons as messages, for a page in another language (translateMessage). */
  reasonMessages: Message[];
}

const TITLES: Record<EligibilityVerdict, string> = {
  approved: msg('You are likely to be approved'),
  likely: msg('You are likely eligible'),
  review: msg('You may be eligible'),
  declined: msg('You do not meet the requirements yet'),
};

const EXPLANATIONS: Record<EligibilityVerdict, string> = {
  approved: msg('Your excellent credit score and income qualify you for our best rates.'),
  likely: msg('Your credit score and income meet our requirements.'),
  review: msg(
    'You meet the minimum requirements; our team will review your application. A larger down payment can help.',
  ),
  declined: msg(
    'See the reasons below. A larger down payment or a longer term lowers the payment.',
  ),
};

export function findCreditScoreBand(id: CreditScoreBandId): CreditScoreBand {
  const band = CREDIT_SCORE_BANDS.find((candidate) => candidate.id === id);
  if (!band) throw new RangeError(`Unknown credit score band: ${id}`);
  return band;
}

export function checkEligibility(input: EligibilityInput): EligibilityResult {
  const band = findCreditScoreBand(input.creditBand);
  const { minimumAge, minimumCreditScore, maximumDebtToIncomePercent } = ELIGIBILITY_RULES;
  // NaN from an emptied input is not above zero either.
  const hasIncome = input.annualIncome > 0;
  const monthlyDebts = Math.max(0, input.monthlyDebts ?? 0);
  const debtToIncomePercent = hasIncome
    ? ((input.monthlyPayment + monthlyDebts) / (input.annualIncome / 12)) * 100
    : null;

  const reasonMessages: Message[] = [];
  if (!input.isAdult) {
    reasonMessages.push(
      message(msg('You must be at least {age} years old.'), { age: String(minimumAge) }),
    );
  }
  if (band.verdict === 'declined') {
    reasonMessages.push(
      message(msg('A credit score of at least {score} is required.'), {
        score: String(minimumCreditScore),
      }),
    );
  }
  if (!hasIncome) reasonMessages.push(message(msg('Enter an annual income above zero.')));
  else if (debtToIncomePercent !== null && debtToIncomePercent >= maximumDebtToIncomePercent) {
    reasonMessages.push(
      message(msg('Your debt-to-income ratio of {ratio}% must be below {maximum}%.'), {
        ratio: String(Math.round(debtToIncomePercent * 10) / 10),
        maximum: String(maximumDebtToIncomePercent),
      }),
    );
  }
  const reasons = reasonMessages.map(englishMessage);

  const verdict: EligibilityVerdict = reasons.length > 0 ? 'declined' : band.verdict;
  return {
    eligible: verdict !== 'declined',
    verdict,
    title: TITLES[verdict],
    explanation: EXPLANATIONS[verdict],
    debtToIncomePercent,
    reasons,
    reasonMessages,
  };
}
