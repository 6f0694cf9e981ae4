import { msg } from '@carmarket/shared/i18n/translate';
import { FaqList, type FaqItem } from '../../../components/ui/faq-list';
import { CONTACT } from '../../../config/site';
import { useT } from '../../../lib/i18n';
import { contactSubjectLabel } from '../subject-label';

const QUESTIONS: readonly FaqItem[] = [
  {
    question: msg('How soon will you reply?'),
    answer: msg(
      'We answer every message within one business day. For anything urgent about a car you are about to buy, call us during opening hours.',
    ),
  },
  {
    question: msg('How do I report a suspicious ad?'),
    answer: msg(
      'Send us a message with the link to the ad and what worried you. Our team checks it the same day and removes ads that break our rules.',
    ),
  },
  {
    question: msg('How do I change or remove my ad?'),
    answer: msg(
      'Sign in and open My Listings in your account. From there you can mark a car as sold or delete the ad at any time.',
    ),
  },
  {
    question: msg('How do I delete my account?'),
    answer: msg(
      'Write to {email} or send this form with the subject {subject}. We delete the account and its data within 30 days.',
    ),
  },
];

export function ContactFaq({ className }: { className?: string }) {
  const { t } = useT();
  const values = { email: CONTACT.privacyEmail, subject: t(contactSubjectLabel('support')) };
  const items = QUESTIONS.map(({ question, answer }) => ({
    question: t(question),
    answer: t(answer, values),
  }));
  return <FaqList items={items} className={className} />;
}
