import { CONTACT_SUBJECTS } from '@carmarket/shared/contact';
import { FaqList, type FaqItem } from '../../../components/ui/faq-list';
import { CONTACT } from '../../../config/site';

const supportLabel = CONTACT_SUBJECTS.find((subject) => subject.id === 'support')?.label;

const QUESTIONS: readonly FaqItem[] = [
  {
    question: 'How soon will you reply?',
    answer:
      'We answer every message within one business day. For anything urgent about a car you are about to buy, call us during opening hours.',
  },
  {
    question: 'How do I report a suspicious ad?',
    answer:
      'Send us a message with the link to the ad and what worried you. Our team checks it the same day and removes ads that break our rules.',
  },
  {
    question: 'How do I change or remove my ad?',
    answer:
      'Sign in and open My Listings in your account. From there you can mark a car as sold or delete the ad at any time.',
  },
  {
    question: 'How do I delete my account?',
    answer: `Write to ${CONTACT.privacyEmail} or send this form with the subject ${supportLabel}. We delete the account and its data within 30 days.`,
  },
];

export function ContactFaq({ className }: { className?: string }) {
  return <FaqList items={QUESTIONS} className={className} />;
}
