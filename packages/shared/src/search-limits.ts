import { msg } from './i18n/translate';

// The search's limits, sorts and sentences, without zod schemas: the Buy Car page reads its
// address with them on the first screen (decision 091). `./vehicle-search` re-exports them all.

/** Cars per page of search results (api.md: `limit` is 12). */
export const SEARCH_PAGE_SIZE = 12;

/** Spec section 2, "Buy car": the sort selector's options, by their API value. */
export const SEARCH_SORTS = [
  { value: 0, label: msg('Relevance') },
  { value: 1, label: msg('Price: Low to High') },
  { value: 2, label: msg('Price: High to Low') },
  { value: 3, label: msg('Newest Listings') },
  { value: 4, label: msg('Lowest Mileage') },
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number]['value'];

export const SEARCH_LIMITS = {
  /** Longer than any make, model and keyword together; a longer text is a mistake or an attack. */
  queryLength: 100,
  /**
   * How far a search can be paged: the first 10,000 cars of a search by list filters (counted
   * exactly), the first 1,000 of a search by words or ranges (counted that far,
   * docs/decisions/050-search-v2.md). Nobody pages further; the count line tells them to narrow
   * the search instead.
   */
  maxResults: 10_000,
  maxTextResults: 1_000,
  maxPage: Math.ceil(10_000 / SEARCH_PAGE_SIZE),
  maxTextPage: Math.ceil(1_000 / SEARCH_PAGE_SIZE),
  /** More ids than any reference list holds. */
  maxIds: 50,
  maxPrice: 9_999_999_999.99,
  /** Years of manufacture a search may name: 1950 to next year. */
  minYear: 1950,
  maxMileage: 9_999_999,
} as const;

/** The latest year of manufacture an ad or a search may name: next year's models are sold now. */
export function latestModelYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

/** Page past the deep-page bound of a search by filters (the API says the same for free text). */
export const DEEP_PAGE_MESSAGE = msg(
  'Only the first 10,000 cars of a search can be shown (page 834); narrow the search with filters to see others',
);
export const DEEP_TEXT_PAGE_MESSAGE = msg(
  'Only the first 1,000 cars of a search by words or by a price, year or mileage range can be shown (page 84); narrow the search to see others',
);

/** "1,234 cars found", or "1,000+ cars found" when the count is a lower bound. */
export function describeCarsCount(count: number, exact: boolean): string {
  // The spec's count line is '{n} cars found', whatever n is.
  return CARS_FOUND.replace('{count}', carsCountValue(count, exact));
}

/** The count line's sentence: `t(CARS_FOUND, { count: carsCountValue(count, exact) })`. */
export const CARS_FOUND = msg('{count} cars found');

export function carsCountValue(count: number, exact: boolean): string {
  return `${count.toLocaleString('en-US')}${exact ? '' : '+'}`;
}
