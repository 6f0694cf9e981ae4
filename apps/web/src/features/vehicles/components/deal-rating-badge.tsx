import { formatRelative } from '@carmarket/shared/date-time';
import { DEAL_RATING_LABELS, MARKET_RULES, type DealRating } from '@carmarket/shared/market-rules';
import { msg } from '@carmarket/shared/i18n/translate';
import { BadgeCheck, CircleCheck, Scale, ThumbsUp, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

// Words, icon and colour each say the rating; every pair of text and background passes AA.
const STYLES: Record<DealRating, { className: string; Icon: typeof ThumbsUp }> = {
  great: { className: 'bg-emerald-700 text-white', Icon: BadgeCheck },
  good: { className: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200', Icon: ThumbsUp },
  fair: { className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-200', Icon: Scale },
  high: { className: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200', Icon: TrendingUp },
};

/** Issue 37: where the price sits against comparable cars. Nothing without a band. */
export function DealRatingBadge({
  rating,
  className,
}: {
  rating: DealRating | null;
  className?: string;
}) {
  const { t } = useT();
  if (!rating) return null;
  const { className: colours, Icon } = STYLES[rating];
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        colours,
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      <span className="min-w-0 wrap-anywhere">{t(DEAL_RATING_LABELS[rating])}</span>
    </span>
  );
}

const CONFIRMED = msg('Confirmed available {when}');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Confirmed available 2 days ago" (issue 37), for `confirmedShownDays` after the seller's
 * answer; nothing before the first answer or after that.
 */
export function ConfirmedAvailable({
  confirmedAt,
  className,
}: {
  confirmedAt: string | null;
  className?: string;
}) {
  const { t, language } = useT();
  const [now] = useState(() => new Date());
  if (!confirmedAt) return null;
  if (now.getTime() - new Date(confirmedAt).getTime() > MARKET_RULES.confirmedShownDays * DAY_MS) {
    return null;
  }
  return (
    <p className={cn('flex min-w-0 items-start gap-1 text-emerald-800', className)}>
      <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 wrap-anywhere">
        {t(CONFIRMED, { when: formatRelative(confirmedAt, now, language) })}
      </span>
    </p>
  );
}
