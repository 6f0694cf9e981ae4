import { PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { NEW_ADS_PER_DAY, POSTING_LIMIT_MESSAGES } from '@carmarket/shared/posting-limits';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

/**
 * Step 1's line: the package's new ads a day and how many are left (decision 098). The words of
 * POSTING_LIMIT_MESSAGES.allowance, as a message with its values.
 */
export function PostingAllowanceLine({ tier, left }: { tier: PackageName; left: number }) {
  const { t } = useT();
  return (
    <p className="mb-6 flex gap-2.5 rounded-xl bg-brand-50 px-4 py-3 text-sm leading-snug text-slate-800 ring-1 ring-brand-100">
      <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        {t(
          '{package} package: you can post {count, plural, one {# new ad} other {# new ads}} a day. {left} left today.',
          { package: t(PACKAGE_TIERS[tier].title), count: NEW_ADS_PER_DAY[tier], left },
        )}
      </span>
    </p>
  );
}

/**
 * In place of the wizard when no new ads are left today: said before the seller fills three
 * steps, with the same sentence the API answers a new ad with (POSTING_LIMIT_MESSAGES.reached).
 */
export function PostingLimitReached({ tier }: { tier: PackageName }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="posting-limit-title"
      className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) sm:p-8"
    >
      <h2
        id="posting-limit-title"
        className="flex items-start gap-3 text-xl font-bold text-slate-900 sm:text-2xl"
      >
        <CalendarClock aria-hidden className="mt-1 size-6 shrink-0 text-brand-700" />
        {t(POSTING_LIMIT_MESSAGES.noneLeftTitle)}
      </h2>
      <p className="mt-3 text-base leading-relaxed text-slate-700">
        {t(
          'You can post {count, plural, one {# new ad} other {# new ads}} a day with the {package} package. You can post again after midnight (Sri Lanka time).',
          { count: NEW_ADS_PER_DAY[tier], package: t(PACKAGE_TIERS[tier].title) },
        )}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.listings} className={buttonStyles({ size: 'lg' })}>
          {t('Go to My Listings')}
        </Link>
        {tier !== 'vip' && (
          <Link to={paths.package} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
            {t('See packages')}
          </Link>
        )}
      </div>
    </section>
  );
}
