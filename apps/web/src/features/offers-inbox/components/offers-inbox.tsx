import { formatDate } from '@carmarket/shared/date-time';
import { formatListingPrice } from '@carmarket/shared/format';
import { msg } from '@carmarket/shared/i18n/translate';
import type { OfferState, OfferView } from '@carmarket/shared/offers-inbox';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { CarImage } from '../../../components/ui/car-image';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { carDetail } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useAnswerOffer, useOffersInbox } from '../api/offers-inbox';

const STATE: Record<OfferState, { label: string; className: string }> = {
  open: { label: msg('Waiting for an answer'), className: 'bg-amber-50 text-amber-900' },
  accepted: { label: msg('Accepted'), className: 'bg-emerald-50 text-emerald-800' },
  declined: { label: msg('Declined'), className: 'bg-slate-100 text-slate-800' },
};

function OfferCard({ offer, side }: { offer: OfferView; side: 'received' | 'sent' }) {
  const { t, language } = useT();
  const answer = useAnswerOffer();
  const state = STATE[offer.state];
  // After Accept and Decline, for screen readers: which offer they answer.
  const offerOf = t('the offer of {amount} for {title}', {
    amount: formatListingPrice(offer.amount),
    title: offer.car.title,
  });
  const image = offer.car.VehicleImages[0];
  const reply = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { id: offer.id, answer: choice },
      {
        onSuccess: () =>
          toast.success(
            choice === 'accept'
              ? t('Offer accepted. The buyer will see your answer.')
              : t('Offer declined.'),
          ),
      },
    );
  return (
    <article
      aria-labelledby={`offer-${offer.id}`}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-slate-200 bg-white p-4 shadow-(--shadow-card) sm:flex-row"
    >
      <div className="overflow-hidden rounded-xl sm:w-40 sm:shrink-0">
        <CarImage src={image?.path} srcSet={image?.srcSet} sizes="160px" alt={offer.car.title} />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`offer-${offer.id}`} className="font-semibold wrap-anywhere text-slate-900">
            <Link
              to={carDetail(offer.car)}
              className="rounded hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {offer.car.title}
            </Link>
          </h3>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', state.className)}>
            {t(state.label)}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {t(
            side === 'received'
              ? msg('From {name} on {date} · listed at {price}')
              : msg('To {name} on {date} · listed at {price}'),
            {
              name: side === 'received' ? offer.buyer.name : offer.seller.name,
              date: formatDate(offer.createdAt, 'medium', language),
              price: formatListingPrice(offer.car.price),
            },
          )}
        </p>
        {/* A figure, not a paragraph: bold, it would read as a heading (axe p-as-heading). */}
        <div className="mt-2 text-xl font-bold text-brand-700">
          <span className="sr-only">{t('Offer:')} </span>
          {formatListingPrice(offer.amount)}
        </div>
        {offer.message && (
          <p className="mt-2 rounded-xl bg-slate-50 px-3 py-2 text-sm wrap-anywhere text-slate-800">
            “{offer.message}”
          </p>
        )}
        {side === 'received' && offer.state === 'open' && (
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={answer.isPending}
              onClick={() => reply('accept')}
              className={buttonStyles()}
            >
              <Check aria-hidden className="size-4" />
              {t('Accept')}
              <span className="sr-only"> {offerOf}</span>
            </button>
            <button
              type="button"
              disabled={answer.isPending}
              onClick={() => reply('decline')}
              className={buttonStyles({ variant: 'secondary', className: 'text-rose-700' })}
            >
              <X aria-hidden className="size-4" />
              {t('Decline')}
              <span className="sr-only"> {offerOf}</span>
            </button>
          </div>
        )}
      </div>
    </article>
  );
}

/** Offers on the user's ads (to accept or decline) and offers the user made (with the answer). */
export function OffersInbox() {
  const { t } = useT();
  const [chosen, setSide] = useState<'received' | 'sent' | null>(null);
  const inbox = useOffersInbox();
  // Until the user picks a tab: the one with offers. Sent only for someone who has sent
  // offers and received none (a buyer); with offers on both sides, or none, Received.
  const side =
    chosen ??
    (inbox.data && inbox.data.received.length === 0 && inbox.data.sent.length > 0
      ? 'sent'
      : 'received');
  const offers = inbox.data?.[side] ?? [];
  return (
    <div>
      <Tabs
        id="offers"
        label={t('Offers')}
        items={[
          { value: 'received', label: t('Received'), count: inbox.data?.received.length },
          { value: 'sent', label: t('Sent'), count: inbox.data?.sent.length },
        ]}
        selected={side}
        onSelect={setSide}
      />
      <TabPanel id="offers" selected={side} className="mt-6">
        {inbox.isPending ? (
          <LoadingBlock label={t('Loading offers')} className="h-40" />
        ) : inbox.isError ? (
          <LoadError>{inbox.error.message}</LoadError>
        ) : offers.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
            {side === 'received'
              ? t('No offers on your ads yet.')
              : t('You have not made any offers yet.')}
          </p>
        ) : (
          <ul className="space-y-4">
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} side={side} />
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
    </div>
  );
}
