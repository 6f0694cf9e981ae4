import { formatDate } from '@carmarket/shared/date-time';
import type { MyListingCar } from '@carmarket/shared/ad';
import { RENEW_WINDOW_DAYS } from '@carmarket/shared/ad-lifecycle';
import { MARKET_MESSAGES } from '@carmarket/shared/market-insights';
import { formatListingPrice, formatMileage } from '@carmarket/shared/format';
import type { Translator } from '@carmarket/shared/i18n/translate';
import { BadgeCheck, Eye, Pencil, PhoneCall, Play, RefreshCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { CarImage } from '../../../components/ui/car-image';
import { PackageBadge } from '../../../components/ui/package-badge';
import { carDetail, editListing } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

function stateLine(car: MyListingCar, { t, language }: Translator): string {
  const date = (at: string) => formatDate(at, 'medium', language);
  switch (car.status) {
    case 'active':
      // Two weekly "still available?" e-mails went unanswered (issue 37): out of search.
      if (car.paused) return t(MARKET_MESSAGES.paused);
      return car.expiresAt ? t('Live until {date}', { date: date(car.expiresAt) }) : t('Live');
    case 'pending':
      // A live ad held after reports (decision 094) waits for staff again, not for a first look.
      if (car.underReview) return t('Under review');
      return t('Sent for review on {date}', { date: date(car.createdAt) });
    case 'expired':
      return car.expiresAt ? t('Expired on {date}', { date: date(car.expiresAt) }) : t('Expired');
    case 'sold':
      return t('Sold');
    case 'rejected':
      return t('Not approved');
  }
}

/**
 * How many people revealed the number of a VIP ad (decision 107); only a VIP ad shows one, so
 * the line is there only for those, and for an ad that has had viewers since.
 */
function phoneViewersLine(car: MyListingCar, { t }: Translator): string | null {
  if (car.phoneViewers === 0) {
    return car.User.package === 'vip' && car.status === 'active'
      ? t('No one has viewed your number yet')
      : null;
  }
  return t(
    '{count, plural, one {# person viewed your number} other {# people viewed your number}}',
    { count: car.phoneViewers },
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Renew shows on every expired ad, and on a live one in its last days (the reminder's window,
 * decision 081); earlier, renewing would only add months the seller may not need.
 */
function mayRenew(car: MyListingCar, now: number): boolean {
  if (car.status === 'expired') return true;
  return (
    car.status === 'active' &&
    car.expiresAt !== null &&
    new Date(car.expiresAt).getTime() - now <= RENEW_WINDOW_DAYS * DAY_MS
  );
}

/** One of the seller's own ads, with what they can do to it in its state. */
export function MyListingCard({
  car,
  onMarkSold,
  onRenew,
  onResume,
  onDelete,
  busy,
  now,
  justSubmitted = false,
}: {
  car: MyListingCar;
  /** The time the list was read, for "expires soon". */
  now: number;
  onRenew: () => void;
  /** Puts a paused ad back in search (issue 37). */
  onResume: () => void;
  /** The ad the seller has just sent for review: ringed and labelled. */
  justSubmitted?: boolean;
  onMarkSold: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const translator = useT();
  const { t } = translator;
  const image = car.VehicleImages[0];
  const phoneViewers = phoneViewersLine(car, translator);
  return (
    <article
      aria-labelledby={`my-listing-${car.id}`}
      className={cn(
        'flex flex-col overflow-hidden rounded-(--radius-card) border bg-white shadow-(--shadow-card) sm:flex-row',
        justSubmitted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      <div className="relative sm:w-56 sm:shrink-0">
        <CarImage
          src={image?.path}
          srcSet={image?.srcSet}
          sizes="(min-width: 640px) 224px, 100vw"
          alt={car.title}
          className="h-full"
        />
        <PackageBadge pkg={car.User.package} className="absolute top-3 left-3" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div>
          {justSubmitted && (
            <p className="mb-2 inline-flex rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              {t('Just submitted')}
            </p>
          )}
          <h3 id={`my-listing-${car.id}`} className="font-semibold wrap-anywhere text-slate-900">
            {car.title}
          </h3>
          {/* A figure, not a paragraph: bold, it would read as a heading (axe p-as-heading). */}
          <div className="mt-1 text-lg font-bold text-brand-700">
            {formatListingPrice(car.price)}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {car.yom} · {formatMileage(car.mileage)} · {car.city}
          </p>
          <p className="mt-1 text-sm font-medium text-slate-700">{stateLine(car, translator)}</p>
          {phoneViewers && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <PhoneCall aria-hidden className="size-4 shrink-0" />
              {phoneViewers}
            </p>
          )}
        </div>
        {car.status === 'active' && car.paused && (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t(
              'Buyers cannot find this ad: we asked twice whether the car is still available and had no answer. Resume it to put it back in search.',
            )}
          </p>
        )}
        {car.status === 'active' && car.edit?.status === 'pending' && (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span className="font-semibold">{t('Edit waiting for review.')}</span>{' '}
            {t('Buyers see the ad as it was until our team approves your changes.')}
          </p>
        )}
        {car.status === 'active' && car.edit?.status === 'rejected' && (
          <p className="rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900">
            <span className="font-semibold">{t('Your edit was not approved:')}</span>{' '}
            {car.edit.rejectionReason}
          </p>
        )}
        {car.status === 'rejected' && car.rejectionReason && (
          <p className="rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900">
            <span className="font-semibold">{t('Reason from our team:')}</span>{' '}
            {car.rejectionReason}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2">
          {(car.status === 'active' || car.status === 'pending') && (
            <Link
              to={carDetail(car)}
              aria-label={t('View {title}', { title: car.title })}
              className={buttonStyles({ variant: 'secondary' })}
            >
              <Eye aria-hidden className="size-4" />
              {t('View')}
            </Link>
          )}
          {(car.status === 'active' || car.status === 'pending') && (
            <Link
              to={editListing(car.id)}
              aria-label={t('Edit {title}', { title: car.title })}
              className={buttonStyles({ variant: 'secondary' })}
            >
              <Pencil aria-hidden className="size-4" />
              {t('Edit')}
            </Link>
          )}
          {car.status === 'active' && car.paused && (
            <button
              type="button"
              disabled={busy}
              onClick={onResume}
              aria-label={t('Resume {title}', { title: car.title })}
              className={buttonStyles({ variant: 'primary' })}
            >
              <Play aria-hidden className="size-4" />
              {t('Resume')}
            </button>
          )}
          {mayRenew(car, now) && (
            <button
              type="button"
              disabled={busy}
              onClick={onRenew}
              aria-label={t('Renew {title}', { title: car.title })}
              className={buttonStyles({ variant: 'primary' })}
            >
              <RefreshCw aria-hidden className="size-4" />
              {t('Renew')}
            </button>
          )}
          {car.status === 'active' && (
            <button
              type="button"
              disabled={busy}
              onClick={onMarkSold}
              aria-label={t('Mark as Sold: {title}', { title: car.title })}
              className={buttonStyles({ variant: 'secondary' })}
            >
              <BadgeCheck aria-hidden className="size-4" />
              {t('Mark as Sold')}
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={onDelete}
            aria-label={t('Delete {title}', { title: car.title })}
            className={buttonStyles({
              variant: 'ghost',
              className: 'text-rose-700 hover:bg-rose-50',
            })}
          >
            <Trash2 aria-hidden className="size-4" />
            {t('Delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
