import { formatRelative } from '@carmarket/shared/date-time';
import { VEHICLE_FACT_LABELS, type Registration } from '@carmarket/shared/vehicle-facts-text';
import { formatCompactPriceRange } from '@carmarket/shared/compact-price';
import { msg } from '@carmarket/shared/i18n/translate';
import type { OfferInsight, Originality, PriceBand } from '@carmarket/shared/market-insights';
import { DEAL_RATING_LABELS, MARKET_RULES, type DealRating } from '@carmarket/shared/market-rules';
import type { VehicleDetail } from '@carmarket/shared/vehicle-detail';
import { BadgeCheck, CircleCheck, Scale, ThumbsUp, TrendingUp } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { usePageNow } from '../../../lib/page-clock';

// Issue 37's badges and panels, in one module loaded on demand (market-signals-lazy.ts).

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
  const now = usePageNow();
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

/** The card's part of issue 37: its deal badge and its seller's confirmation, either or both. */
export function CardMarketSignals({
  car: { dealRating, confirmedAt, registration },
}: {
  /** Issue 38 adds `registration`: an unregistered car (a reconditioned import) says so. */
  car: {
    dealRating: DealRating | null;
    confirmedAt: string | null;
    registration: Registration | null;
  };
}) {
  const { t } = useT();
  return (
    <>
      {registration === 'unregistered' && (
        <p className="mt-1 self-start rounded bg-amber-50 px-1.5 text-[0.8125rem] font-medium text-amber-900 sm:text-sm">
          {t(VEHICLE_FACT_LABELS.unregistered)}
        </p>
      )}
      <DealRatingBadge rating={dealRating} className="mt-1 self-start" />
      <ConfirmedAvailable confirmedAt={confirmedAt} className="mt-1 text-[0.8125rem] sm:text-sm" />
    </>
  );
}

const TYPICAL_PRICE = msg('Typical price {range}');
const BASED_ON = msg('based on {count, plural, one {# similar car} other {# similar cars}}');
const POSITION: Record<DealRating, string> = {
  great: msg('This price is below the typical range.'),
  good: msg('This price is in the lower half of the typical range.'),
  fair: msg('This price is in the upper half of the typical range.'),
  high: msg('This price is above the typical range.'),
};
const OFFERS = msg('Offers on similar cars were accepted at {low}–{high}% of the asking price');

// The band takes the middle of the bar; the ends hold prices below and above it.
const BAND_START = 20;
const BAND_END = 80;

/** Where `price` sits on the bar, as a share of its width (0–100). */
export function markerPosition(price: number, band: PriceBand): number {
  const span = Math.max(band.high - band.low, 1);
  const inBand = BAND_START + ((price - band.low) / span) * (BAND_END - BAND_START);
  return Math.min(97, Math.max(3, inBand));
}

/**
 * Issue 37: "Typical price Rs. 6.2M – 6.9M (based on 34 similar cars)" with a marker for this
 * ad's price (the sentence under the bar says where it sits: the bar is not the only way), and
 * the accepted-offer insight. Nothing without a band or insight: never a guess.
 */
export function PriceBandPanel({
  price,
  band,
  rating,
  offerInsight,
}: {
  price: number;
  band: PriceBand | null;
  rating: DealRating | null;
  offerInsight: OfferInsight | null;
}) {
  const { t } = useT();
  if (!band && !offerInsight) return null;
  return (
    <section
      aria-label={t('Market price')}
      className="mt-4 rounded-(--radius-card) bg-white p-4 ring-1 ring-slate-200"
    >
      {band && (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="font-semibold text-slate-900 tabular-nums">
              {t(TYPICAL_PRICE, { range: formatCompactPriceRange(band.low, band.high) })}
            </p>
            <DealRatingBadge rating={rating} />
          </div>
          <p className="text-sm text-slate-600">({t(BASED_ON, { count: band.count })})</p>
          <div aria-hidden className="relative mt-4 mb-2 h-2 rounded-full bg-slate-200">
            <div
              className="absolute inset-y-0 rounded-full bg-emerald-600"
              style={{ left: `${BAND_START}%`, right: `${100 - BAND_END}%` }}
            />
            <div
              data-testid="price-marker"
              className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-800 shadow"
              style={{ left: `${markerPosition(price, band)}%` }}
            />
          </div>
          {rating && <p className="text-sm text-slate-700">{t(POSITION[rating])}</p>}
        </>
      )}
      {offerInsight && (
        <p className="mt-2 text-sm text-slate-700">
          {t(OFFERS, { low: offerInsight.lowPct, high: offerInsight.highPct })}
        </p>
      )}
    </section>
  );
}

const LISTED = msg('Listed {when}');
const REDUCED = msg('price reduced {count, plural, one {once} other {# times}}');

/** Issue 37: "Listed 18 days ago · price reduced once", beside the price history. */
export function DaysOnMarket({ listedAt, priceDrops }: { listedAt: string; priceDrops: number }) {
  const { t, language } = useT();
  const now = usePageNow();
  const listed = t(LISTED, { when: formatRelative(listedAt, now, language) });
  return (
    <p className="mt-1 text-sm text-slate-600">
      {priceDrops > 0 ? `${listed} · ${t(REDUCED, { count: priceDrops })}` : listed}
    </p>
  );
}

const PHOTOS_UNIQUE = msg('Photos not found on other ads');
const PHONE_ADS = msg('Phone used on {count, plural, one {# ad} other {# ads}}');
const PRICE_IN_BAND = msg('Price within the market band');

/** The originality panel's lines that the data supports (decision 133); [] for none. */
export function originalityLines(originality: Originality): string[] {
  return [
    ...(originality.photosUnique === true ? [PHOTOS_UNIQUE] : []),
    ...(originality.phoneAdCount !== null && originality.phoneAdCount > 0 ? [PHONE_ADS] : []),
    ...(originality.priceInBand === true ? [PRICE_IN_BAND] : []),
  ];
}

/** Issue 37: is the ad genuine. Each line only when its data supports it; no lines, no panel. */
export function OriginalityPanel({ originality }: { originality: Originality }) {
  const { t } = useT();
  const lines = originalityLines(originality);
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="originality-title"
      className="mt-4 rounded-(--radius-card) bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="originality-title" className="text-base font-bold text-slate-900">
        {t('About this ad')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {lines.map((line) => (
          <li key={line} className="flex items-start gap-2">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            <span className="min-w-0 wrap-anywhere">
              {t(line, { count: originality.phoneAdCount ?? 0 })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Issue 38: the row of local facts under the price (registration, year of registration,
 * previous owners, town), with what the seller said; none when they said nothing. Here, in the
 * page's lazy chunk, so the car page's first load pays nothing for it.
 */
function LocalFacts({
  car,
}: {
  car: Pick<VehicleDetail, 'registration' | 'registrationYear' | 'owners' | 'town'>;
}) {
  const { t } = useT();
  const L = VEHICLE_FACT_LABELS;
  const facts = (
    [
      [L.registration, car.registration && t(L[car.registration])],
      [L.registrationYear, car.registrationYear],
      [L.owners, car.owners],
      [L.town, car.town && t(car.town)],
    ] as const
  ).filter(([, value]) => value != null);
  if (facts.length === 0) return null;
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-600">{t(label)}</dt>
          <dd className="mt-1 text-sm font-semibold wrap-anywhere text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Under the ad's price: how long it has been listed (and how often its price came down, as the
 * price history above counts them), its confirmation, its band and offers, and the originality
 * panel.
 */
export function AdMarketInsights({
  car,
  priceDrops,
}: {
  priceDrops: number;
  car: Pick<
    VehicleDetail,
    | 'price'
    | 'listedAt'
    | 'confirmedAt'
    | 'priceBand'
    | 'dealRating'
    | 'offerInsight'
    | 'originality'
    | 'registration'
    | 'registrationYear'
    | 'owners'
    | 'town'
  >;
}) {
  return (
    <>
      <LocalFacts car={car} />
      <DaysOnMarket listedAt={car.listedAt} priceDrops={priceDrops} />
      <ConfirmedAvailable confirmedAt={car.confirmedAt} className="mt-1 text-sm" />
      <PriceBandPanel
        price={car.price}
        band={car.priceBand}
        rating={car.dealRating}
        offerInsight={car.offerInsight}
      />
      <OriginalityPanel originality={car.originality} />
    </>
  );
}

/**
 * The module's one entry (market-signals-lazy.ts): the card's signals, or the ad page's insights.
 * One component keeps the lazy loading code that every page carries to a minimum.
 */
export default function MarketSignals(
  props:
    | ({ where: 'card' } & ComponentProps<typeof CardMarketSignals>)
    | ({ where: 'ad' } & ComponentProps<typeof AdMarketInsights>),
) {
  return props.where === 'card' ? (
    <CardMarketSignals {...props} />
  ) : (
    <AdMarketInsights {...props} />
  );
}
