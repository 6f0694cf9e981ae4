import { msg } from '@carmarket/shared/i18n/translate';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** The advance scam in one line (issue 18): what a buyer must not do before they see the car. */
export const SAFETY_REMINDER = msg(
  'Never pay an advance before you’ve seen the car and its papers.',
);

/**
 * The one-line reminder in Make an Offer and Contact Seller. Its link opens the safety tips in a
 * new tab, so an offer being typed is not lost. Loaded with the offer form, never in the car
 * page's first load.
 */
export function SafetyReminder({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <p
      className={cn(
        'flex gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm leading-snug text-slate-800 ring-1 ring-amber-200',
        className,
      )}
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <span>
        {t(SAFETY_REMINDER)}{' '}
        <Link
          to={paths.safetyTips}
          target="_blank"
          rel="noopener"
          className={cn(
            'rounded font-semibold whitespace-nowrap text-brand-800 underline',
            focusRing,
          )}
        >
          {t('Safety tips')}
          <span className="sr-only"> {t('(opens in a new tab)')}</span>
        </Link>
      </span>
    </p>
  );
}
