import { formatDate } from '@carmarket/shared/date-time';
import { LIFECYCLE_MESSAGES, type ListingActionResponse } from '@carmarket/shared/ad-lifecycle';
import { msg, type Translator } from '@carmarket/shared/i18n/translate';
import { BadgeCheck, CircleCheck, Pencil, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { LoadingBlock } from '../../../components/ui/load-state';
import { editListing, paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { MessageParts, partSlots } from '../../../lib/message-parts';
import { useListingActionPreview, usePerformListingAction } from '../api/listing-action';
import { SoldPriceField } from './sold-price-field';

function Outcome({ done }: { done: ListingActionResponse }) {
  const { t, language } = useT();
  let said: string;
  switch (done.action) {
    case 'renew':
      said = `${t(LIFECYCLE_MESSAGES.renewed)} ${t('“{title}” is live until {date}.', {
        title: done.title,
        date: done.expiresAt ? formatDate(done.expiresAt, 'medium', language) : '',
      })}`;
      break;
    case 'available':
      said = t('Thank you. “{title}” now shows buyers it was confirmed available today.', {
        title: done.title,
      });
      break;
    case 'price-changed':
      said = t('Opening the edit form of “{title}”…', { title: done.title });
      break;
    case 'sold':
      said = `${t(LIFECYCLE_MESSAGES.markedSold)} ${t('“{title}” no longer shows in search.', {
        title: done.title,
      })}`;
  }
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>{said}</p>
      {done.action === 'price-changed' && <Navigate to={editListing(done.adId)} replace />}
    </div>
  );
}

/** What a link will do, in a sentence naming the ad; `{title}` is the ad's title, in bold. */
function questionOf(preview: ListingActionResponse, { t, language }: Translator): string {
  switch (preview.action) {
    case 'renew':
      return preview.expiresAt
        ? t(
            'Renew {title}? It goes live again for its package’s full period, counted from {date} or today, whichever is later. Nothing else about the ad changes.',
            { ...partSlots('title'), date: formatDate(preview.expiresAt, 'medium', language) },
          )
        : t(
            'Renew {title}? It goes live again for its package’s full period. Nothing else about the ad changes.',
            partSlots('title'),
          );
    case 'available':
      return t(
        'Is {title} still for sale? Confirm it, and buyers see it was confirmed available today.',
        partSlots('title'),
      );
    case 'price-changed':
      return t(
        'Has the price of {title} changed? Set the new price in the edit form; a lower price shows at once.',
        partSlots('title'),
      );
    case 'sold':
      return t(
        'Mark {title} as sold? It leaves search at once and buyers can no longer send offers.',
        partSlots('title'),
      );
  }
}

const ACTION_BUTTONS = {
  renew: { label: msg('Renew Ad'), Icon: RefreshCw },
  available: { label: msg('Still available'), Icon: CircleCheck },
  'price-changed': { label: msg('Change the price'), Icon: Pencil },
  sold: { label: msg('Mark as Sold'), Icon: BadgeCheck },
} as const;

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
 * The landing of the one-tap links of the expiry reminder (decision 081) and of the weekly
 * "still available?" check (issue 37): opening the link only shows what it will do (mail
 * scanners open links too); the seller's tap on the button does it. Sold asks, optionally, what
 * the car sold for; Price changed answers the check and opens the edit form.
 */
export function ListingActionPanel({ token }: { token: string }) {
  const translator = useT();
  const { t } = translator;
  const preview = useListingActionPreview(token);
  const perform = usePerformListingAction();
  const [soldPrice, setSoldPrice] = useState('');

  let body;
  if (perform.data) body = <Outcome done={perform.data} />;
  else if (token === '') body = <Refused message={t(LIFECYCLE_MESSAGES.tokenRequired)} />;
  else if (preview.isPending)
    body = <LoadingBlock label={t('Checking the link')} className="h-32" />;
  else if (preview.isError) body = <Refused message={preview.error.message} />;
  else {
    const { action, title } = preview.data;
    const { label, Icon } = ACTION_BUTTONS[action];
    body = (
      <div className="space-y-5">
        <p className="text-slate-700">
          <MessageParts
            text={questionOf(preview.data, translator)}
            parts={{ title: <strong className="text-slate-900">“{title}”</strong> }}
          />
        </p>
        {action === 'sold' && (
          <SoldPriceField
            value={soldPrice}
            onChange={setSoldPrice}
            error={perform.isError ? perform.error.message : undefined}
          />
        )}
        {perform.isError && action !== 'sold' && <Refused message={perform.error.message} />}
        <button
          type="button"
          disabled={perform.isPending}
          onClick={() =>
            perform.mutate({ token, ...(action === 'sold' && soldPrice ? { soldPrice } : {}) })
          }
          className={buttonStyles({ size: 'lg' })}
        >
          <Icon aria-hidden className="size-4" />
          {t(label)}
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
