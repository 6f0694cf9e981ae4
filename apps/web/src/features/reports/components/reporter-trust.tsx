import {
  ESTABLISHED_ACCOUNT_DAYS,
  FALSE_REPORTS_MAX,
  FALSE_REPORTS_WINDOW_DAYS,
  type ReportedAd,
  type ReporterStanding,
} from '@carmarket/shared/report';
import { msg, type Translator } from '@carmarket/shared/i18n/translate';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

type ReportItem = ReportedAd['items'][number];

/** Why a report did not count toward a hold (decision 109), as staff read it. */
const NOT_COUNTED: Record<Exclude<ReporterStanding, 'counted'>, string> = {
  anonymous: msg('visitors never hold an ad'),
  unconfirmed: msg('e-mail address not confirmed'),
  'new-account': msg('account younger than {days} days'),
  'false-reports': msg('{max} or more of their reports dismissed in {days} days'),
  'seller-address': msg('registered or reporting from the seller’s address'),
  'shared-address': msg('same address as another counted reporter'),
};

/** The numbers NOT_COUNTED's sentences name. */
const NOT_COUNTED_VALUES: Partial<Record<ReporterStanding, { days: number; max?: number }>> = {
  'new-account': { days: ESTABLISHED_ACCOUNT_DAYS },
  'false-reports': { days: FALSE_REPORTS_WINDOW_DAYS, max: FALSE_REPORTS_MAX },
};

/** "less than a day", "3 days", "4 months", "2 years": an account's age at a glance. */
function accountAge(t: Translator['t'], days: number): string {
  if (days < 1) return t('less than a day');
  if (days < 60) return t('{count, plural, one {# day} other {# days}}', { count: days });
  if (days < 730) {
    return t('{count, plural, one {# month} other {# months}}', { count: Math.floor(days / 30) });
  }
  return t('{count, plural, one {# year} other {# years}}', { count: Math.floor(days / 365) });
}

/** Who the reporter was when they reported: anonymous, or an account and its age. */
function reporterLabel(t: Translator['t'], item: ReportItem): string {
  if (item.reporter === 'visitor') return t('Visitor, not signed in');
  const account =
    item.standing === null
      ? t('Signed-in account')
      : item.standing === 'unconfirmed'
        ? t('Unconfirmed account')
        : item.standing === 'new-account'
          ? t('New account')
          : t('Established account');
  if (item.accountAgeDays === null) return account;
  return t('{account}, {age} old', { account, age: accountAge(t, item.accountAgeDays) });
}

/**
 * What the reporter's trust was when they reported, and whether the report counted toward a
 * hold, or why not (decision 109).
 */
export function ReporterTrust({ item }: { item: ReportItem }) {
  const { t } = useT();
  const counted = item.standing === 'counted';
  const why =
    item.standing === null
      ? t('filed before reporters were weighed')
      : item.standing === 'counted'
        ? null
        : t(NOT_COUNTED[item.standing], NOT_COUNTED_VALUES[item.standing]);
  return (
    <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
      <span>{reporterLabel(t, item)}</span>
      <span
        className={cn(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
          counted
            ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200'
            : 'bg-slate-100 text-slate-700',
        )}
      >
        {counted ? t('Counts toward a hold') : t('Not counted: {why}', { why: why ?? '' })}
      </span>
    </p>
  );
}
