import { msg, type MessageValues } from '@carmarket/shared/i18n/translate';
import { ELIGIBILITY_RULES } from '@carmarket/shared/eligibility';
import { FaqList } from '../../../components/ui/faq-list';
import { useT } from '../../../lib/i18n';

const QUESTIONS: ReadonlyArray<{ question: string; answer: string; values?: MessageValues }> = [
  {
    question: msg('What credit score do I need?'),
    answer: msg(
      'We finance applicants with a credit score of {minimum} or more. Scores from 700 up usually get the best rates; between {minimum} and 649 our team reviews each application.',
    ),
    values: { minimum: ELIGIBILITY_RULES.minimumCreditScore },
  },
  {
    question: msg('How quickly will I get an answer?'),
    answer: msg(
      'Most applications are approved the same day. You will always have a decision within 24 hours of sending us your documents.',
    ),
  },
  {
    question: msg('How much should I put down?'),
    answer: msg(
      'A down payment of at least 10% of the price is required, and we recommend 20%: it lowers your monthly payment and the interest you pay over the term.',
    ),
  },
  {
    question: msg('What if I change my mind?'),
    answer: msg(
      'Cars bought with CarMarket finance come with a 7-day money-back guarantee. Return the car in the condition you received it within 7 days for a full refund.',
    ),
  },
  {
    question: msg('Does checking my eligibility affect my credit score?'),
    answer: msg(
      'No. The checker on this page runs in your browser and sends nothing to us or to a credit bureau. A full application is only made when you apply.',
    ),
  },
];

export function FinanceFaq({ className }: { className?: string }) {
  const { t } = useT();
  const items = QUESTIONS.map(({ question, answer, values }) => ({
    question: t(question),
    answer: t(answer, values),
  }));
  return <FaqList items={items} className={className} />;
}
