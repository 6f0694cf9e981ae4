import {
  ELIGIBILITY_RULES,
  type CreditScoreBand,
  type EligibilityResult,
  type EligibilityVerdict,
} from '@carmarket/shared/eligibility';
import { msg, type MessageValues, type Translator } from '@carmarket/shared/i18n/translate';

/**
 * The eligibility checker's sentences in the page's language (issue 32). The shared checker
 * (packages/shared/src/eligibility.ts) decides and says why in English; these are the same
 * sentences as messages, so a catalog can hold them. eligibility-text.test.ts keeps the English
 * of both word for word the same; a sentence the shared checker changes shows in English until
 * it is changed here too, never wrong.
 */
type T = Translator['t'];

const { minimumAge, minimumCreditScore, maximumDebtToIncomePercent } = ELIGIBILITY_RULES;

const VERDICT_TEXT: Record<EligibilityVerdict, { title: string; explanation: string }> = {
  approved: {
    title: msg('You are likely to be approved'),
    explanation: msg('Your excellent credit score and income qualify you for our best rates.'),
  },
  likely: {
    title: msg('You are likely eligible'),
    explanation: msg('Your credit score and income meet our requirements.'),
  },
  review: {
    title: msg('You may be eligible'),
    explanation: msg(
      'You meet the minimum requirements; our team will review your application. A larger down payment can help.',
    ),
  },
  declined: {
    title: msg('You do not meet the requirements yet'),
    explanation: msg(
      'See the reasons below. A larger down payment or a longer term lowers the payment.',
    ),
  },
};

/** The verdict's heading and explanation. */
export function verdictText(t: T, verdict: EligibilityVerdict) {
  const { title, explanation } = VERDICT_TEXT[verdict];
  return { title: t(title), explanation: t(explanation) };
}

/** The requirements list of the finance page, in the shared list's order. */
export function eligibilityRequirements(t: T): string[] {
  return [
    t('At least {age} years old', { age: minimumAge }),
    t('Minimum credit score of {score}', { score: minimumCreditScore }),
    t('Debt-to-income ratio below {percent}%', { percent: maximumDebtToIncomePercent }),
  ];
}

/** Each reason the shared checker can give, as a message and its values. */
function reasonMessages(
  debtToIncomePercent: number | null,
): ReadonlyArray<[string, MessageValues]> {
  return [
    [msg('You must be at least {age} years old.'), { age: minimumAge }],
    [msg('A credit score of at least {score} is required.'), { score: minimumCreditScore }],
    [msg('Enter an annual income above zero.'), {}],
    [
      msg('Your debt-to-income ratio of {ratio}% must be below {percent}%.'),
      {
        // As the checker writes it: one decimal, no grouping.
        ratio: String(Math.round((debtToIncomePercent ?? 0) * 10) / 10),
        percent: maximumDebtToIncomePercent,
      },
    ],
  ];
}

/**
 * The checker's reasons in the page's language: each is matched by its English (`english` is the
 * English translator) and shown translated; one this file does not know stays as written.
 */
export function reasonTexts(t: T, english: T, result: EligibilityResult): string[] {
  const known = reasonMessages(result.debtToIncomePercent);
  return result.reasons.map((reason) => {
    const match = known.find(([message, values]) => english(message, values) === reason);
    return match ? t(match[0], match[1]) : reason;
  });
}

/** A credit band's label ("750+", "Under 600") and rating ("Excellent"). */
export function creditBandText(t: T, tc: Translator['tc'], band: CreditScoreBand) {
  const ratings: Record<CreditScoreBand['rating'], string> = {
    Excellent: tc('credit score', 'Excellent'),
    Good: tc('credit score', 'Good'),
    Fair: tc('credit score', 'Fair'),
    Poor: tc('credit score', 'Poor'),
    'Very poor': tc('credit score', 'Very poor'),
  };
  return {
    label: band.id === 'under 600' ? t('Under {score}', { score: 600 }) : band.label,
    rating: ratings[band.rating],
  };
}
