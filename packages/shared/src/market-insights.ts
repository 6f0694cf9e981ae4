import { z } from 'zod';
import { msg } from './i18n/translate';
import { DEAL_RATINGS, MARKET_RULES } from './market-rules';

// Issue 37: what the site's own market data tells a buyer about an ad — is the price fair
// (a band from comparable cars, a deal rating), is the car still there (days on market, the
// seller's weekly confirmation), is the ad genuine (the originality panel) — and the buyer's
// recently viewed cars and comparison. The rules and thresholds are decision 133.

export {
  DEAL_RATING_LABELS,
  DEAL_RATINGS,
  dealRatingOf,
  MARKET_MESSAGES,
  MARKET_RULES,
  type DealRating,
} from './market-rules';
/** Search's filters of issue 37 (`SearchQuerySchema` carries them). */
export { CONFIRMED_WITHIN_DAYS, LISTED_WITHIN_DAYS } from './search-days';
export const DealRatingSchema = z.enum(DEAL_RATINGS);

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

/** POST /api/me/listings/:id/resume: the paused ad is live again, confirmed available now. */
export const ResumeResponseSchema = z.object({ id: z.number().int(), confirmedAt: z.string() });
export type ResumeResponse = z.infer<typeof ResumeResponseSchema>;

/**
 * The query of GET /api/vehicles/compare is `./compare-query` (the API alone reads it), the ids
 * of a compare link `compareIdsOf` in `./market-rules` (without zod: the compare page reads it).
 */

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
