import { z } from 'zod';
import { msg } from './i18n/translate';

// Issue 37: what the site's own market data tells a buyer about an ad — is the price fair
// (a band from comparable cars, a deal rating), is the car still there (days on market, the
// seller's weekly confirmation), is the ad genuine (the originality panel) — and the buyer's
// recently viewed cars and comparison. The rules and thresholds are decision 133.

/** The rules of the price band and the seller's weekly availability check (decision 133). */
export const MARKET_RULES = {
  /** No band, no rating, never a guess, below this many comparable cars. */
  minComparables: 10,
  /** Comparable: the same make and model, its year of manufacture within ± this many years. */
  yomWindow: 1,
  /**
   * Comparable: mileage within ± this share of the ad's mileage, and never narrower than
   * `minMileageWindow` miles (a car with 3,000 miles compares with cars up to 23,000).
   */
  mileageShare: 0.3,
  minMileageWindow: 20_000,
  /** Comparable: live now, or sold within this many days. */
  lookbackDays: 365,
  /**
   * Comparable: per year of manufacture, at most this many nearest in mileage at or above the
   * ad's, and as many below it, so a crowded model's band costs no more than a rare one's.
   */
  nearestPerSide: 30,
  /** The band is these percentiles of the comparables' prices. */
  bandLowPercentile: 0.1,
  bandHighPercentile: 0.9,
  /** The wizard warns (never blocks) when the asking price is this share outside the band. */
  wizardWarnShare: 0.3,
  /** "Offers on similar cars were accepted at …" needs at least this many accepted offers. */
  minAcceptedOffers: 10,
  /** Accepted offers count from this many days back. */
  offerLookbackDays: 365,
  /** A live ad's seller is asked whether the car is still available every this many days. */
  confirmEveryDays: 7,
  /** After this many checks in a row go unanswered, the ad is paused. */
  unansweredChecksBeforePause: 2,
  /** Recently viewed cars kept, for visitors (in the browser) and accounts (on the server). */
  recentlyViewedMax: 12,
  /** Cars side by side on /compare. */
  compareMax: 3,
} as const;

/**
 * Where an ad's price sits against its band. `great`: below the band's low end; `good`: from the
 * low end to the median; `fair`: from the median to the high end; `high`: above the band.
 * Computed when read from the ad's current price and its stored band, so a price change shows at
 * once (decision 133).
 */
export const DEAL_RATINGS = ['great', 'good', 'fair', 'high'] as const;
export const DealRatingSchema = z.enum(DEAL_RATINGS);
export type DealRating = z.infer<typeof DealRatingSchema>;

/**
 * The rating of `price` against a band (`bandLow`…`bandHigh` around `bandMedian`); null without
 * a band.
 */
export function dealRatingOf(
  price: number,
  band: { bandLow: number | null; bandMedian: number | null; bandHigh: number | null },
): DealRating | null {
  const { bandLow, bandMedian, bandHigh } = band;
  if (bandLow === null || bandMedian === null || bandHigh === null) return null;
  if (price < bandLow) return 'great';
  if (price <= bandMedian) return 'good';
  if (price <= bandHigh) return 'fair';
  return 'high';
}

/** The card's and the page's words for each rating. */
export const DEAL_RATING_LABELS: Record<DealRating, string> = {
  great: msg('Great price'),
  good: msg('Good price'),
  fair: msg('Fair'),
  high: msg('Above market'),
};

/** The typical price of comparable cars: `low`–`high` from `count` of them. */
export const PriceBandSchema = z.object({
  low: z.number(),
  high: z.number(),
  count: z.number().int(),
});
export type PriceBand = z.infer<typeof PriceBandSchema>;

/** Accepted offers on comparable cars, as whole percentages of the asking price. */
export const OfferInsightSchema = z.object({
  lowPct: z.number().int(),
  highPct: z.number().int(),
  count: z.number().int(),
});
export type OfferInsight = z.infer<typeof OfferInsightSchema>;

/** A price the ad has had, from `changedAt` (the first is the price it was listed at). */
export const PriceHistoryEntrySchema = z.object({ price: z.number(), changedAt: z.string() });
export type PriceHistoryEntry = z.infer<typeof PriceHistoryEntrySchema>;

/**
 * The originality panel: each line is null when the data does not support saying it.
 * `photosUnique`: true when none of the ad's photos matches another seller's ad (the duplicate
 * photo hashes of issue 18); null while its photos are unhashed. `phoneAdCount`: live ads with
 * this ad's phone number, this one included; null for a number shown on no ad. `priceInBand`:
 * true when the price is within the band; null without a band.
 */
export const OriginalitySchema = z.object({
  photosUnique: z.boolean().nullable(),
  phoneAdCount: z.number().int().nullable(),
  priceInBand: z.boolean().nullable(),
});
export type Originality = z.infer<typeof OriginalitySchema>;

/** The fields issue 37 adds to GET /api/vehicles/:id. */
export const MarketInsightFieldsSchema = z.object({
  priceBand: PriceBandSchema.nullable(),
  dealRating: DealRatingSchema.nullable(),
  offerInsight: OfferInsightSchema.nullable(),
  /** When the ad went live (ISO): "Listed 18 days ago". */
  listedAt: z.string(),
  /** Newest first; the last entry is the price the ad was listed at. */
  priceHistory: z.array(PriceHistoryEntrySchema),
  /** When the seller last confirmed the car is still available (ISO); null if never. */
  confirmedAt: z.string().nullable(),
  originality: OriginalitySchema,
});

/** The fields issue 37 adds to every search card. */
export const MarketCardFieldsSchema = z.object({
  dealRating: DealRatingSchema.nullable(),
  confirmedAt: z.string().nullable(),
});

/** GET /api/vehicles/price-band: the band for the car being entered in the sell wizard. */
export const PriceBandQuerySchema = z.object({
  makeId: z.coerce
    .number({ error: msg('Choose a make') })
    .int()
    .positive({ error: msg('Choose a make') }),
  modelId: z.coerce
    .number({ error: msg('Choose a model') })
    .int()
    .positive({ error: msg('Choose a model') }),
  yom: z.coerce
    .number({ error: msg('Enter the year of manufacture') })
    .int()
    .min(1950, { error: msg('Enter the year of manufacture') })
    .max(2100, { error: msg('Enter the year of manufacture') }),
  mileage: z.coerce
    .number({ error: msg('Enter the mileage') })
    .int()
    .min(0, { error: msg('Enter the mileage') })
    .max(10_000_000, { error: msg('Enter the mileage') }),
});
export type PriceBandQuery = z.infer<typeof PriceBandQuerySchema>;
export const PriceBandResponseSchema = z.object({ band: PriceBandSchema.nullable() });
export type PriceBandResponse = z.infer<typeof PriceBandResponseSchema>;

/** The seller's answers to "Is your car still available?" (signed one-tap links). */
export const AVAILABILITY_ANSWERS = ['available', 'sold', 'price-changed'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

/** Search's filters of issue 37 (`SearchQuerySchema` carries them). */
export const LISTED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;
export const CONFIRMED_WITHIN_DAYS = [7] as const;

export const MARKET_MESSAGES = {
  listedWithinDays: msg('Listed within must be 1, 3, 7, 14 or 30 days'),
  confirmedWithinDays: msg('Confirmed within must be 7 days'),
  compareIds: msg('Choose up to 3 cars to compare'),
  compareSomeMissing: msg('Some of the cars you asked for are no longer listed.'),
  compareTooMany: msg('You can compare up to 3 cars. The first 3 are shown.'),
  linkInvalid: msg('This link does not work. It may be old, or it was changed.'),
  linkUsed: msg('This link was already used.'),
  paused: msg('Paused'),
  soldPriceInvalid: msg('Enter the price it sold for in rupees, like 4500000, or leave it empty'),
  cannotResume: msg('Only a paused ad can be resumed.'),
  resumed: msg('Your ad is live again.'),
} as const;

/** POST /api/me/listings/:id/resume: the paused ad is live again, confirmed available now. */
export const ResumeResponseSchema = z.object({ id: z.number().int(), confirmedAt: z.string() });
export type ResumeResponse = z.infer<typeof ResumeResponseSchema>;

/**
 * GET /api/vehicles/compare?ids=1,2,3: the cars that can be compared, in the order asked, and a
 * sentence when some ids were unknown, repeated or past 3 (never a 4xx for those: the page shows
 * what it can).
 */
export const CompareCarSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  yom: z.number().int(),
  mileage: z.number().int(),
  engineCapacity: z.number().int(),
  fuelType: z.string(),
  transmission: z.string(),
  /** The ad's features as the ad page names them (Air condition, Power steering, …). */
  features: z.array(z.string()),
  priceBand: PriceBandSchema.nullable(),
  dealRating: DealRatingSchema.nullable(),
  /** The card image's URL, or null. */
  image: z.string().nullable(),
});
export type CompareCar = z.infer<typeof CompareCarSchema>;
export const CompareResponseSchema = z.object({
  cars: z.array(CompareCarSchema),
  message: z.string().nullable(),
});
export type CompareResponse = z.infer<typeof CompareResponseSchema>;

/** PUT /api/me/recently-viewed/:vehicleId records; POST …/merge brings a visitor's list in. */
export const RecentlyViewedMergeSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .max(MARKET_RULES.recentlyViewedMax, { error: msg('At most 12 cars') }),
});
