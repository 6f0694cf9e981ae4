import {
  ESTABLISHED_ACCOUNT_DAYS,
  FALSE_REPORTS_MAX,
  FALSE_REPORTS_WINDOW_DAYS,
  type ReportedAd,
  type ReporterStanding,
} from '@carmarket/shared/report';
import { cn } from '../../../lib/cn';

type ReportItem = ReportedAd['items'][number];

/** Why a report did not count toward a hold (decision 109), as staff read it. */
const NOT_COUNTED: Record<Exclude<ReporterStanding, 'counted'>, string> = {
  anonymous: 'visitors never hold an ad',
  unconfirmed: 'e-mail address not confirmed',
  'new-account': `account younger than ${ESTABLISHED_ACCOUNT_DAYS} days`,
  'false-reports': `${FALSE_REPORTS_MAX} or more of their reports dismissed in ${FALSE_REPORTS_WINDOW_DAYS} days`,
  'seller-address': 'registered or reporting from the seller’s address',
  'shared-address': 'same address as another counted reporter',
};

/** "less than a day", "3 days", "4 months", "2 years": an account's age at a glance. */
function accountAge(days: number): string {
  if (days < 1) return 'less than a day';
  const [count, unit] =
    days < 60
      ? [days, 'day']
      : days < 730
        ? [Math.floor(days / 30), 'month']
        : [Math.floor(days / 365), 'year'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Who the reporter was when they reported: anonymous, or an account and its age. */
function reporterLabel(item: ReportItem): string {
  if (item.reporter === 'visitor') return 'Visitor, not signed in';
  const age = item.accountAgeDays === null ? '' : `, ${accountAge(item.accountAgeDays)} old`;
  if (item.standing === null) return `Signed-in account${age}`;
  if (item.standing === 'unconfirmed') return `Unconfirmed account${age}`;
  if (item.standing === 'new-account') return `New account${age}`;
  return `Established account${age}`;
}

/**
 * What the reporter's trust was when they reported, and whether the report counted toward a
 * hold, or why not (decision 109).
 */
export function ReporterTrust({ item }: { item: ReportItem }) {
  const counted = item.standing === 'counted';
  const why =
    item.standing === null
      ? 'filed before reporters were weighed'
      : item.standing === 'counted'
        ? null
        : NOT_COUNTED[item.standing];
  return (
    <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
      <span>{reporterLabel(item)}</span>
      <span
        className={cn(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
          counted
            ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200'
            : 'bg-slate-100 text-slate-700',
        )}
      >
        {counted ? 'Counts toward a hold' : `Not counted: ${why}`}
      </span>
    </p>
  );
}
