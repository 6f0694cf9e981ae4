import { ELIGIBILITY_RULES } from '@carmarket/shared/eligibility';
import { FaqList, type FaqItem } from '../../../components/ui/faq-list';

const QUESTIONS: readonly FaqItem[] = [
  {
    question: 'What credit score do I need?',
    answer: `We finance applicants with a credit score of ${ELIGIBILITY_RULES.minimumCreditScore} or more. Scores from 700 up usually get the best rates; between ${ELIGIBILITY_RULES.minimumCreditScore} and 649 our team reviews each application.`,
  },
  {
    question: 'How quickly will I get an answer?',
    answer:
      'Most applications are approved the same day. You will always have a decision within 24 hours of sending us your documents.',
  },
  {
    question: 'How much should I put down?',
    answer:
      'A down payment of at least 10% of the price is required, and we recommend 20%: it lowers your monthly payment and the interest you pay over the term.',
  },
  {
    question: 'What if I change my mind?',
    answer:
      'Cars bought with CarMarket finance come with a 7-day money-back guarantee. Return the car in the condition you received it within 7 days for a full refund.',
  },
  {
    question: 'Does checking my eligibility affect my credit score?',
    answer:
      'No. The checker on this page runs in your browser and sends nothing to us or to a credit bureau. A full application is only made when you apply.',
  },
];

export function FinanceFaq({ className }: { className?: string }) {
  return <FaqList items={QUESTIONS} className={className} />;
}
