import { z } from 'zod';
import {
  CONFIRMED_WITHIN_DAYS,
  DealRatingSchema,
  LISTED_WITHIN_DAYS,
  MARKET_MESSAGES,
} from './market-insights';
import { PriceSchema } from './money';
import { PACKAGE_NAMES } from './packages';
import {
  DEEP_PAGE_MESSAGE,
  latestModelYear,
  SEARCH_LIMITS,
  type SearchSort,
} from './search-limits';
import { searchText } from './text';
import { zodSentence } from './i18n/message';
import { msg } from './i18n/translate';
import { REGISTRATIONS, VEHICLE_FACT_MESSAGES } from './vehicle-facts';

export {
  DEEP_PAGE_MESSAGE,
  DEEP_TEXT_PAGE_MESSAGE,
  describeCarsCount,
  latestModelYear,
  SEARCH_LIMITS,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchSort,
} from './search-limits';

/** Query strings arrive as text; an empty value means "not given". */
const optionalText = searchText({
  label: msg('The search'),
  error: msg('Each search parameter may be given once, as text'),
})
  .optional()
  .transform((value) => (value ? value : undefined));

type Sentence = ReturnType<typeof zodSentence>;

function wholeNumber(sentence: Sentence, min: number, max: number) {
  return optionalText.pipe(
    z
      .string()
      .refine((text) => /^\d{1,9}$/.test(text), sentence)
      .transform(Number)
      .pipe(
        z
          .number()
          .refine((value) => Number.isInteger(value) && value >= min && value <= max, sentence),
      )
      .optional(),
  );
}

/** `what` (a field's name, "The earliest year") goes into the sentence as a message of its own. */
const named = (what: string) => ({ source: what });

/** A year of manufacture from 1950 to next year, checked when the search is read. */
function year(what: string) {
  return optionalText.pipe(
    z
      .string()
      .refine(
        (text) => /^\d{4}$/.test(text),
        zodSentence(msg('{what} must be a year like 2016'), { what: named(what) }),
      )
      .transform(Number)
      .superRefine((value, context) => {
        const latest = latestModelYear();
        if (value < SEARCH_LIMITS.minYear || value > latest) {
          context.addIssue({
            code: 'custom',
            ...zodSentence(msg('{what} must be a year from {min} to {max}'), {
              what: named(what),
              min: String(SEARCH_LIMITS.minYear),
              max: String(latest),
            }),
          });
        }
      })
      .optional(),
  );
}

function mileage(what: string) {
  return wholeNumber(
    zodSentence(msg('{what} must be a whole number of miles from 0 to {max}'), {
      what: named(what),
      max: SEARCH_LIMITS.maxMileage.toLocaleString('en-US'),
    }),
    0,
    SEARCH_LIMITS.maxMileage,
  );
}

function price(message: string) {
  return optionalText.pipe(PriceSchema(message).optional());
}

function idList(what: string) {
  const notAList = zodSentence(msg('{what} must be a comma-separated list of ids, like 3,7'), {
    what: named(what),
  });
  const tooMany = zodSentence(msg('{what} may list at most {max} ids'), {
    what: named(what),
    max: SEARCH_LIMITS.maxIds,
  });
  return optionalText.pipe(
    z
      .string()
      .refine((text) => /^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/.test(text), notAList)
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .pipe(z.array(z.number()).refine((ids) => ids.length <= SEARCH_LIMITS.maxIds, tooMany))
      .optional(),
  );
}

/**
 * The words typed into the search box: also what GET /api/vehicles/suggest reads as `q`, so both
 * refuse the same text with the same sentence.
 */
export const SearchKeywordSchema = optionalText.pipe(
  z
    .string()
    .max(SEARCH_LIMITS.queryLength, msg('The search text is too long (100 characters at most)'))
    .optional(),
);

/** One of `days` (`'7'`), as a number; anything else is refused with `message`. */
function withinDays(days: readonly number[], message: string) {
  return optionalText.pipe(
    z
      .string()
      .refine((value) => days.map(String).includes(value), { message })
      .transform(Number)
      .optional(),
  );
}

/**
 * GET /api/vehicles/search (api.md). Keys are in the order the rules are checked; unknown keys
 * are ignored. Every message is a sentence a person can act on.
 */
export const SearchQuerySchema = z
  .object({
    query: SearchKeywordSchema,
    sort: optionalText.pipe(
      z
        .enum(['0', '1', '2', '3', '4'], {
          error: msg(
            'Sort must be 0 (relevance), 1 (price low to high), 2 (price high to low), 3 (newest) or 4 (lowest mileage)',
          ),
        })
        .transform((value) => Number(value) as SearchSort)
        .optional(),
    ),
    page: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,9}$/, msg('Page must be a whole number, like 2'))
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, msg('Page must be a whole number, like 2'))
            .max(SEARCH_LIMITS.maxPage, DEEP_PAGE_MESSAGE),
        )
        .optional(),
    ),
    min: price(msg('The minimum price must be a number with up to 2 decimals')),
    max: price(msg('The maximum price must be a number with up to 2 decimals')),
    brands: idList(msg('Brands')),
    conditions: idList(msg('Conditions')),
    fuelTypes: idList(msg('Fuel types')),
    vehicleTypes: idList(msg('Vehicle types')),
    transmissions: idList(msg('Transmissions')),
    // 0 is the city selector's "All Cities" (spec section 3).
    cityId: wholeNumber(zodSentence(msg('The city must be a city id')), 0, 999_999_999).transform(
      (id) => (id === 0 ? undefined : id),
    ),
    models: idList(msg('Models')),
    yomMin: year(msg('The earliest year')),
    yomMax: year(msg('The latest year')),
    mileageMin: mileage(msg('The lowest mileage')),
    mileageMax: mileage(msg('The highest mileage')),
    /** "Verified sellers" (issue 36): only ads whose seller has verified their mobile number. */
    verifiedOnly: optionalText.pipe(
      z
        .enum(['true', 'false'], { error: msg('Verified sellers must be true or false') })
        .transform((value) => value === 'true')
        .optional(),
    ),
    /** "Listed in the last 7 days" (issue 37): ads that went live within this many days. */
    listedWithinDays: withinDays(LISTED_WITHIN_DAYS, MARKET_MESSAGES.listedWithinDays),
    /** "Confirmed this week" (issue 37): ads whose seller confirmed them within this many days. */
    confirmedWithinDays: withinDays(CONFIRMED_WITHIN_DAYS, MARKET_MESSAGES.confirmedWithinDays),
    /** Registered or unregistered cars only (issue 38). */
    registration: optionalText.pipe(
      z.enum(REGISTRATIONS, { error: VEHICLE_FACT_MESSAGES.registrationInvalid }).optional(),
    ),
    /** One town's cars only (issue 38); 0 is "All towns". */
    townId: wholeNumber(zodSentence(msg('The town must be a town id')), 0, 999_999_999).transform(
      (id) => (id === 0 ? undefined : id),
    ),
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    message: msg('The minimum price cannot be above the maximum price'),
    path: ['min'],
  })
  .refine((q) => q.yomMin === undefined || q.yomMax === undefined || q.yomMin <= q.yomMax, {
    message: msg('The earliest year cannot be after the latest year'),
    path: ['yomMin'],
  })
  .refine(
    (q) => q.mileageMin === undefined || q.mileageMax === undefined || q.mileageMin <= q.mileageMax,
    {
      message: msg('The lowest mileage cannot be above the highest mileage'),
      path: ['mileageMin'],
    },
  );

export type SearchQueryInput = z.input<typeof SearchQuerySchema>;
export type SearchQuery = z.output<typeof SearchQuerySchema>;

const NameSchema = z.object({ name: z.string() });

/** One card image: a small WebP and the widths the browser may pick from. */
export const CardImageSchema = z.object({
  path: z.string(),
  /** `url 320w, url 640w`, for `<img srcset>`. */
  srcSet: z.string(),
});

/** A car in search results and on the home lists (api.md, "Search result car"). */
export const SearchResultCarSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  yom: z.number().int(),
  mileage: z.number().int(),
  city: z.string(),
  /** The town within `city` (issue 38); null when the seller did not name one. */
  town: z.string().nullable(),
  /** Registered or unregistered (issue 38): the card says "Unregistered"; null when not said. */
  registration: z.enum(REGISTRATIONS).nullable(),
  createdAt: z.string(),
  Transmission: NameSchema,
  FuelType: NameSchema,
  Condition: NameSchema,
  User: z.object({ package: z.enum(PACKAGE_NAMES) }),
  /** Whether the seller has verified their mobile number by SMS (issue 36). */
  phoneVerified: z.boolean(),
  /** Where the price sits against comparable cars (issue 37); null without a band. */
  dealRating: DealRatingSchema.nullable(),
  /** When the seller last confirmed the car is still available (ISO); null if never. */
  confirmedAt: z.string().nullable(),
  /** At most one: the card image (the whole gallery is on the detail page). */
  VehicleImages: z.array(CardImageSchema),
});
export type SearchResultCar = z.infer<typeof SearchResultCarSchema>;

export const SearchResponseSchema = z.object({
  cars: z.array(SearchResultCarSchema),
  /** How many cars match; a lower bound when `carsCountExact` is false ("1,000+ cars found"). */
  carsCount: z.number().int(),
  carsCountExact: z.boolean(),
  limit: z.number().int(),
  /** Pages that can be opened: never past the deep-page bound (`SEARCH_LIMITS`). */
  pageCount: z.number().int(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const CarsResponseSchema = z.object({ cars: z.array(SearchResultCarSchema) });
export type CarsResponse = z.infer<typeof CarsResponseSchema>;

/** GET /api/vehicles/home: the two lists of the home page. */
export const HomeListingsResponseSchema = z.object({
  recommended: z.array(SearchResultCarSchema),
  recent: z.array(SearchResultCarSchema),
});
export type HomeListingsResponse = z.infer<typeof HomeListingsResponseSchema>;

/** GET /api/vehicles/models: the model catalogue, optionally of some makes only. */
export const ModelsQuerySchema = z.object({ brands: idList(msg('Brands')) });
export type ModelsQueryInput = z.input<typeof ModelsQuerySchema>;

export const VehicleModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  makeId: z.number().int(),
  /** Live ads of this model now (an addition to api.md's shape: the Model filter shows it). */
  count: z.number().int(),
});
export type VehicleModel = z.infer<typeof VehicleModelSchema>;

export const ModelsResponseSchema = z.object({ models: z.array(VehicleModelSchema) });
export type ModelsResponse = z.infer<typeof ModelsResponseSchema>;

/** GET /api/vehicles/search/nearby (issue 38): the searches one filter wider that have cars. */
/** The filters a nearby search may leave out, one at a time, by their address names. */
export const NEARBY_DROPS = [
  'model',
  'price',
  'year',
  'mileage',
  'town',
  'city',
  'q',
  'brand',
  'fuelType',
  'condition',
  'types',
  'transmission',
  'registration',
  'verifiedOnly',
  'listedWithinDays',
  'confirmedWithinDays',
] as const;
export type NearbyDrop = (typeof NEARBY_DROPS)[number];

export const NearbySearchSchema = z.object({
  /** The filter left out. */
  dropped: z.enum(NEARBY_DROPS),
  /** The search's address parameters (`/buy-car?…`), without the dropped filter. */
  params: z.record(z.string(), z.string()),
  /** Its cars, counted no further than 1,000. */
  count: z.number().int(),
});
export const NearbySearchesResponseSchema = z.object({ searches: z.array(NearbySearchSchema) });
export type NearbySearchesResponse = z.infer<typeof NearbySearchesResponseSchema>;
