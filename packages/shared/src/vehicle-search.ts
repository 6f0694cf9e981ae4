import { z } from 'zod';
import { PriceSchema } from './money';
import { PACKAGE_NAMES } from './packages';

/** Cars per page of search results (api.md: `limit` is 12). */
export const SEARCH_PAGE_SIZE = 12;

/** Spec section 2, "Buy car": the sort selector's options, by their API value. */
export const SEARCH_SORTS = [
  { value: 0, label: 'Relevance' },
  { value: 1, label: 'Price: Low to High' },
  { value: 2, label: 'Price: High to Low' },
  { value: 3, label: 'Newest Listings' },
  { value: 4, label: 'Lowest Mileage' },
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number]['value'];

export const SEARCH_LIMITS = {
  /** Longer than any make, model and keyword together; a longer text is a mistake or an attack. */
  queryLength: 100,
  /** Deep enough for 120,000 live ads; past the end answers an empty page with the true count. */
  maxPage: 10_000,
  /** More ids than any reference list holds. */
  maxIds: 50,
  maxPrice: 9_999_999_999.99,
} as const;

/** Query strings arrive as text; an empty value means "not given". */
const optionalText = z
  .string({ error: 'Each search parameter may be given once, as text' })
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

function wholeNumber(message: string, min: number, max: number) {
  return optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .pipe(z.number().int().min(min, message).max(max, message))
      .optional(),
  );
}

function price(message: string) {
  return optionalText.pipe(PriceSchema(message).optional());
}

function idList(what: string) {
  const message = `${what} must be a comma-separated list of ids, like 3,7`;
  return optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/, message)
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .pipe(
        z
          .array(z.number())
          .max(SEARCH_LIMITS.maxIds, `${what} may list at most ${SEARCH_LIMITS.maxIds} ids`),
      )
      .optional(),
  );
}

/**
 * GET /api/vehicles/search (api.md). Keys are in the order the rules are checked; unknown keys
 * are ignored. Every message is a sentence a person can act on.
 */
export const SearchQuerySchema = z
  .object({
    query: optionalText.pipe(
      z
        .string()
        .max(SEARCH_LIMITS.queryLength, 'The search text is too long (100 characters at most)')
        .optional(),
    ),
    sort: optionalText.pipe(
      z
        .enum(['0', '1', '2', '3', '4'], {
          error:
            'Sort must be 0 (relevance), 1 (price low to high), 2 (price high to low), 3 (newest) or 4 (lowest mileage)',
        })
        .transform((value) => Number(value) as SearchSort)
        .optional(),
    ),
    page: wholeNumber(
      `Page must be a whole number from 1 to ${SEARCH_LIMITS.maxPage.toLocaleString('en-US')}`,
      1,
      SEARCH_LIMITS.maxPage,
    ),
    min: price('The minimum price must be a number with up to 2 decimals'),
    max: price('The maximum price must be a number with up to 2 decimals'),
    brands: idList('Brands'),
    conditions: idList('Conditions'),
    fuelTypes: idList('Fuel types'),
    vehicleTypes: idList('Vehicle types'),
    transmissions: idList('Transmissions'),
    // 0 is the city selector's "All Cities" (spec section 3).
    cityId: wholeNumber('The city must be a city id', 0, 999_999_999).transform((id) =>
      id === 0 ? undefined : id,
    ),
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    message: 'The minimum price cannot be above the maximum price',
    path: ['min'],
  });

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
  createdAt: z.string(),
  Transmission: NameSchema,
  FuelType: NameSchema,
  Condition: NameSchema,
  User: z.object({ package: z.enum(PACKAGE_NAMES) }),
  /** At most one: the card image (the whole gallery is on the detail page). */
  VehicleImages: z.array(CardImageSchema),
});
export type SearchResultCar = z.infer<typeof SearchResultCarSchema>;

export const SearchResponseSchema = z.object({
  cars: z.array(SearchResultCarSchema),
  carsCount: z.number().int(),
  limit: z.number().int(),
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
