import { msg } from './i18n/translate';
import { CONFIRMED_WITHIN_DAYS_MESSAGE, LISTED_WITHIN_DAYS_MESSAGE } from './search-days';

// Issue 37's rules, ratings and sentences, without zod: the Buy Car page and the car page read
// them on the first screen (decision 091). `./market-insights` re-exports them all.

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
  /** Cards and the page say "Confirmed available 2 days ago" for this many days after it. */
  confirmedShownDays: 14,
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
export type DealRating = (typeof DEAL_RATINGS)[number];

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

export const MARKET_MESSAGES = {
  listedWithinDays: LISTED_WITHIN_DAYS_MESSAGE,
  confirmedWithinDays: CONFIRMED_WITHIN_DAYS_MESSAGE,
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

/**
 * The ids a compare link asks for, in its order: each id once, at most `max`
 * (`MARKET_RULES.compareMax`); `problem`
 * says why some were left out (more than 3, repeated, or not an id), the first that applies.
 * The API reads these; the page builds its links with them, so both agree.
 */
export function compareIdsOf(
  text: string,
  max: number,
): {
  ids: number[];
  problem: 'tooMany' | 'repeated' | 'notIds' | null;
} {
  const tokens = text
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  const numeric = tokens.filter((token) => /^[1-9]\d{0,8}$/.test(token)).map(Number);
  const distinct = [...new Set(numeric)];
  const problem =
    distinct.length > max
      ? 'tooMany'
      : distinct.length < numeric.length
        ? 'repeated'
        : numeric.length < tokens.length
          ? 'notIds'
          : null;
  return { ids: distinct.slice(0, max), problem };
}
