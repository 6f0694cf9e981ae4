import { formatDate } from '@carmarket/shared/date-time';
import { LIFECYCLE_MESSAGES, type ListingActionResponse } from '@carmarket/shared/ad-lifecycle';
import { BadgeCheck, CircleCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { LoadingBlock } from '../../../components/ui/load-state';
import { paths } from '../../../config/paths';
import { useListingActionPreview, usePerformListingAction } from '../api/listing-action';

function Outcome({ done }: { done: ListingActionResponse }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        {done.action === 'renew'
          ? `${LIFECYCLE_MESSAGES.renewed} “${done.title}” is live until ${done.expiresAt ? formatDate(done.expiresAt) : ''}.`
          : `${LIFECYCLE_MESSAGES.markedSold} “${done.title}” no longer shows in search.`}
      </p>
    </div>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl bg-rose-50 p-4 text-rose-900">
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>{message} You can renew or mark your ads as sold on My Listings after signing in.</p>
    </div>
  );
}

/**
 * The landing of the expiry reminder's one-tap links (decision 081): opening the link only shows
 * what it will do (mail scanners open links too); the seller's tap on the button does it.
 */
export function ListingActionPanel({ token }: { token: string }) {
  const preview = useListingActionPreview(token);
  const perform = usePerformListingAction();

  let body;
  if (perform.data) body = <Outcome done={perform.data} />;
  else if (token === '') body = <Refused message={LIFECYCLE_MESSAGES.tokenRequired} />;
  else if (preview.isPending) body = <LoadingBlock label="Checking the link" className="h-32" />;
  else if (preview.isError) body = <Refused message={preview.error.message} />;
  else {
    const { action, title, expiresAt } = preview.data;
    const renew = action === 'renew';
    body = (
      <div className="space-y-5">
        <p className="text-slate-700">
          {renew ? (
            <>
              Renew <strong className="text-slate-900">“{title}”</strong>? It goes live again for
              its package’s full period
              {expiresAt
                ? `, counted from ${formatDate(expiresAt)} or today, whichever is later`
                : ''}
              . Nothing else about the ad changes.
            </>
          ) : (
            <>
              Mark <strong className="text-slate-900">“{title}”</strong> as sold? It leaves search
              at once and buyers can no longer send offers.
            </>
          )}
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
          {renew ? 'Renew Ad' : 'Mark as Sold'}
        </button>
      </div>
    );
  }

  return (
    <div className="max-w-xl rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) sm:p-8">
      {body}
      <Link to={paths.listings} className={buttonStyles({ variant: 'ghost', className: 'mt-6' })}>
        Go to My Listings
      </Link>
    </div>
  );
}
