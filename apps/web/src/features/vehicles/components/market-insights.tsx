import { formatRelative } from '@carmarket/shared/date-time';
import { formatCompactPriceRange, priceDropsOf } from '@carmarket/shared/format';
import { msg } from '@carmarket/shared/i18n/translate';
import type {
  DealRating,
  OfferInsight,
  Originality,
  PriceBand,
  PriceHistoryEntry,
} from '@carmarket/shared/market-insights';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { DealRatingBadge } from './deal-rating-badge';

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
export function DaysOnMarket({
  listedAt,
  priceHistory,
}: {
  listedAt: string;
  priceHistory: PriceHistoryEntry[];
}) {
  const { t, language } = useT();
  const [now] = useState(() => new Date());
  const drops = priceDropsOf(priceHistory).length;
  const listed = t(LISTED, { when: formatRelative(listedAt, now, language) });
  return (
    <p className="mt-1 text-sm text-slate-600">
      {drops > 0 ? `${listed} · ${t(REDUCED, { count: drops })}` : listed}
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
      className="rounded-(--radius-card) bg-white p-5 ring-1 ring-slate-200"
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
