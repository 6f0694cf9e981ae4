import { msg } from '@carmarket/shared/i18n/translate';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { contactWithSubject } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const OPTIONS = [
  {
    name: msg('Standard Loan'),
    summary: msg('Own the car from day one with fixed monthly payments.'),
    points: [
      msg('Fixed rate for the whole term'),
      msg('Terms from 12 to 84 months'),
      msg('From 10% down'),
    ],
    isRecommended: false,
  },
  {
    name: msg('Lease Program'),
    summary: msg('Lower monthly payments and a newer car, with the option to buy at the end.'),
    points: [
      msg('Lowest monthly payment'),
      msg('Maintenance plans available'),
      msg('Buy, renew or return'),
    ],
    isRecommended: true,
  },
  {
    name: msg('Balloon Payment'),
    summary: msg('Smaller payments during the term and one larger final payment.'),
    points: [
      msg('Reduced monthly payments'),
      msg('One lump sum at the end'),
      msg('Refinance or sell to settle'),
    ],
    isRecommended: false,
  },
] as const;

/** The three option cards; Apply Now opens the contact form with the Billing subject chosen. */
export function LoanOptions() {
  const { t } = useT();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {OPTIONS.map((option) => (
        <li
          key={option.name}
          className={cn(
            'relative flex flex-col rounded-3xl border bg-white p-6 shadow-(--shadow-card) sm:p-7',
            option.isRecommended ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
          )}
        >
          {option.isRecommended && (
            <span className="absolute -top-3 left-6 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold tracking-wide text-slate-900 uppercase">
              {t('Recommended')}
            </span>
          )}
          <h3 className="text-xl font-bold text-slate-900">{t(option.name)}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(option.summary)}</p>
          <ul className="mt-5 flex-1 space-y-2.5">
            {option.points.map((point) => (
              <li key={point} className="flex gap-2.5 text-sm text-slate-700">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {t(point)}
              </li>
            ))}
          </ul>
          <Link
            to={contactWithSubject('billing')}
            aria-label={t('Apply Now for the {option}', { option: t(option.name) })}
            className={buttonStyles({
              variant: option.isRecommended ? 'primary' : 'secondary',
              className: 'mt-7 w-full',
            })}
          >
            {t('Apply Now')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
