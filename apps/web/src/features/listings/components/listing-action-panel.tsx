import { formatDate } from '@carmarket/shared/date-time';
import { LIFECYCLE_MESSAGES, type ListingActionResponse } from '@carmarket/shared/ad-lifecycle';
import { BadgeCheck, CircleCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { LoadingBlock } from '../../../components/ui/load-state';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { MessageParts, partSlots } from '../../../lib/message-parts';
import { useListingActionPreview, usePerformListingAction } from '../api/listing-action';

function Outcome({ done }: { done: ListingActionResponse }) {
  const { t, language } = useT();
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        {done.action === 'renew'
          ? `${t(LIFECYCLE_MESSAGES.renewed)} ${t('“{title}” is live until {date}.', {
              title: done.title,
              date: done.expiresAt ? formatDate(done.expiresAt, 'medium', language) : '',
            })}`
          : `${t(LIFECYCLE_MESSAGES.markedSold)} ${t('“{title}” no longer shows in search.', {
              title: done.title,
            })}`}
      </p>
    </div>
  );
}

function Refused({ message }: { message: string }) {
  const { t } = useT();
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl bg-rose-50 p-4 text-rose-900">
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        {message} {t('You can renew or mark your ads as sold on My Listings after signing in.')}
      </p>
    </div>
  );
}

/**
 * The landing of the expiry reminder's one-tap links (decision 081): opening the link only shows
 * what it will do (mail scanners open links too); the seller's tap on the button does it.
 */
export function ListingActionPanel({ token }: { token: string }) {
  const { t, language } = useT();
  const preview = useListingActionPreview(token);
  const perform = usePerformListingAction();

  let body;
  if (perform.data) body = <Outcome done={perform.data} />;
  else if (token === '') body = <Refused message={t(LIFECYCLE_MESSAGES.tokenRequired)} />;
  else if (preview.isPending)
    body = <LoadingBlock label={t('Checking the link')} className="h-32" />;
  else if (preview.isError) body = <Refused message={preview.error.message} />;
  else {
    const { action, title, expiresAt } = preview.data;
    const renew = action === 'renew';
    body = (
      <div className="space-y-5">
        <p className="text-slate-700">
          <MessageParts
            text={
              !renew
                ? t(
                    'Mark {title} as sold? It leaves search at once and buyers can no longer send offers.',
                    partSlots('title'),
                  )
                : expiresAt
                  ? t(
                      'Renew {title}? It goes live again for its package’s full period, counted from {date} or today, whichever is later. Nothing else about the ad changes.',
                      { ...partSlots('title'), date: formatDate(expiresAt, 'medium', language) },
                    )
                  : t(
                      'Renew {title}? It goes live again for its package’s full period. Nothing else about the ad changes.',
                      partSlots('title'),
                    )
            }
            parts={{ title: <strong className="text-slate-900">“{title}”</strong> }}
          />
        </p>
        {perform.isError && <Refused message={perform.error.message} />}
        <button
          type="button"
          disabled={perform.isPending}
          onClick={() => perform.mutate(token)}
          className={buttonStyles({ size: 'lg' })}
        >
          {renew ? (
            <RefreshCw aria-hidden className="size-4" />
          ) : (
            <BadgeCheck aria-hidden className="size-4" />
          )}
          {renew ? t('Renew Ad') : t('Mark as Sold')}
        </button>
      </div>
    );
  }

  return (
    <div className="max-w-xl rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) sm:p-8">
      {body}
      <Link to={paths.listings} className={buttonStyles({ variant: 'ghost', className: 'mt-6' })}>
        {t('Go to My Listings')}
      </Link>
    </div>
  );
}
