import { msg } from '@carmarket/shared/i18n/translate';
import {
  BadgeCheck,
  Clock,
  Headset,
  HandCoins,
  RotateCcw,
  Scale,
  type LucideIcon,
} from 'lucide-react';
import { containerClasses } from '../../../components/layout/page-container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const POINTS: ReadonlyArray<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: BadgeCheck,
    title: msg('Every ad reviewed'),
    text: msg(
      'A person on our team checks each listing before it goes live, so you see real cars from real sellers.',
    ),
  },
  {
    Icon: Scale,
    title: msg('Honest, clear prices'),
    text: msg(
      'Prices are shown up front and you can compare similar cars side by side before you call.',
    ),
  },
  {
    Icon: RotateCcw,
    title: msg('7-day money-back guarantee'),
    text: msg(
      'On cars bought through our finance programme, change your mind within 7 days and get your money back.',
    ),
  },
  {
    Icon: Clock,
    title: msg('Same-day finance approval'),
    text: msg('Most loan applications are approved the same day, and every one within 24 hours.'),
  },
  {
    Icon: HandCoins,
    title: msg('Flexible down payments'),
    text: msg('Start from 10% down; we recommend 20% to keep your monthly payment comfortable.'),
  },
  {
    Icon: Headset,
    title: msg('Help when you need it'),
    text: msg('Call, write or chat with our support team whenever a question comes up.'),
  },
];

export function WhyBuyFromUs() {
  const { t } = useT();
  return (
    <section aria-labelledby="home-why-title" className={cn(containerClasses, 'py-16 sm:py-20')}>
      <SectionHeading
        id="home-why-title"
        eyebrow={t('Why Buy From Us')}
        title={t('Peace of mind comes standard')}
        intro={t(
          'Buying a used car is a big decision. These promises are there to make it an easy one.',
        )}
      />
      <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
        {POINTS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-100 text-accent-600">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="text-base font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
