import { MONEY_PATTERN } from '@carmarket/shared/money-pattern';
import {
  CONFIRMED_WITHIN_DAYS,
  CONFIRMED_WITHIN_DAYS_MESSAGE,
  LISTED_WITHIN_DAYS,
  LISTED_WITHIN_DAYS_MESSAGE,
} from '@carmarket/shared/search-days';
import {
  DEEP_PAGE_MESSAGE,
  latestModelYear,
  SEARCH_LIMITS,
  type SearchSort,
} from '@carmarket/shared/search-limits';
import { isSingleLineText, TEXT_MESSAGES } from '@carmarket/shared/text-rules';
import type { Registration } from '@carmarket/shared/vehicle-facts-text';
import type { SearchQuery } from '@carmarket/shared/vehicle-search';

/**
 * GET /api/vehicles/search's query rules (SearchQuerySchema), by hand: the Buy Car page reads its
 * address and its range boxes with these on the first screen, where zod would cost 25 KB gzip
 * (decision 091). The schema stays the source of truth: search-query.test.ts checks that both
 * give the same values and the same sentences on many inputs.
 */

type Name = keyof SearchQuery;
type Read<K extends Name> = { ok: true; value: SearchQuery[K] } | { ok: false; message: string };

export interface SearchQueryIssue {
  path: [Name];
  message: string;
}

export type ParsedSearchQuery =
  { success: true; data: SearchQuery } | { success: false; issues: SearchQueryIssue[] };

const ok = <K extends Name>(value: SearchQuery[K]): Read<K> => ({ ok: true, value });
const refused = <K extends Name>(message: string): Read<K> => ({ ok: false, message });

function wholeNumber(text: string, message: string, min: number, max: number) {
  if (!/^\d{1,9}$/.test(text)) return refused<never>(message);
  const value = Number(text);
  return value < min || value > max ? refused<never>(message) : ok<never>(value as never);
}

function year(text: string, what: string, now: Date) {
  if (!/^\d{4}$/.test(text)) return refused<never>(`${what} must be a year like 2016`);
  const value = Number(text);
  const latest = latestModelYear(now);
  return value < SEARCH_LIMITS.minYear || value > latest
    ? refused<never>(`${what} must be a year from ${SEARCH_LIMITS.minYear} to ${latest}`)
    : ok<never>(value as never);
}

function mileage(text: string, what: string) {
  const max = SEARCH_LIMITS.maxMileage;
  const message = `${what} must be a whole number of miles from 0 to ${max.toLocaleString('en-US')}`;
  return wholeNumber(text, message, 0, max);
}

function price(text: string, message: string) {
  return MONEY_PATTERN.test(text) ? ok<never>(Number(text) as never) : refused<never>(message);
}

function idList(text: string, what: string) {
  if (!/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/.test(text)) {
    return refused<never>(`${what} must be a comma-separated list of ids, like 3,7`);
  }
  const ids = [...new Set(text.split(',').map(Number))];
  return ids.length > SEARCH_LIMITS.maxIds
    ? refused<never>(`${what} may list at most ${SEARCH_LIMITS.maxIds} ids`)
    : ok<never>(ids as never);
}

function days(text: string, allowed: readonly number[], message: string) {
  return allowed.some((value) => String(value) === text)
    ? ok<never>(Number(text) as never)
    : refused<never>(message);
}

/** A city or town id; 0 is "all" (spec section 3's "All Cities"): none. */
function idOrAll(text: string, what: 'city' | 'town') {
  const read = wholeNumber(text, `The ${what} must be a ${what} id`, 0, 999_999_999);
  return read.ok && read.value === 0 ? ok<never>(undefined as never) : read;
}

/** One parameter's rule, given its trimmed, non-empty text. */
const RULES: { [K in Name]: (text: string, now: Date) => Read<K> } = {
  query: (text) =>
    text.length > SEARCH_LIMITS.queryLength
      ? refused('The search text is too long (100 characters at most)')
      : ok(text),
  sort: (text) =>
    /^[0-4]$/.test(text)
      ? ok(Number(text) as SearchSort)
      : refused(
          'Sort must be 0 (relevance), 1 (price low to high), 2 (price high to low), 3 (newest) or 4 (lowest mileage)',
        ),
  page: (text) => {
    const message = 'Page must be a whole number, like 2';
    if (!/^\d{1,9}$/.test(text) || Number(text) < 1) return refused(message);
    return Number(text) > SEARCH_LIMITS.maxPage ? refused(DEEP_PAGE_MESSAGE) : ok(Number(text));
  },
  min: (text) => price(text, 'The minimum price must be a number with up to 2 decimals'),
  max: (text) => price(text, 'The maximum price must be a number with up to 2 decimals'),
  brands: (text) => idList(text, 'Brands'),
  conditions: (text) => idList(text, 'Conditions'),
  fuelTypes: (text) => idList(text, 'Fuel types'),
  vehicleTypes: (text) => idList(text, 'Vehicle types'),
  transmissions: (text) => idList(text, 'Transmissions'),
  // 0 is the city selector's "All Cities" (spec section 3): no city.
  cityId: (text) => idOrAll(text, 'city'),
  models: (text) => idList(text, 'Models'),
  yomMin: (text, now) => year(text, 'The earliest year', now),
  yomMax: (text, now) => year(text, 'The latest year', now),
  mileageMin: (text) => mileage(text, 'The lowest mileage'),
  mileageMax: (text) => mileage(text, 'The highest mileage'),
  verifiedOnly: (text) =>
    text === 'true' || text === 'false'
      ? ok(text === 'true')
      : refused('Verified sellers must be true or false'),
  listedWithinDays: (text) => days(text, LISTED_WITHIN_DAYS, LISTED_WITHIN_DAYS_MESSAGE),
  confirmedWithinDays: (text) => days(text, CONFIRMED_WITHIN_DAYS, CONFIRMED_WITHIN_DAYS_MESSAGE),
  // Issue 38: registered or unregistered cars, one town's cars.
  registration: (text) =>
    /^(un)?registered$/.test(text)
      ? ok(text as Registration)
      : refused('Registration must be registered or unregistered'),
  townId: (text) => idOrAll(text, 'town'),
};

/** The schema's keys in the order it checks them. */
const NAMES = Object.keys(RULES) as Name[];

/** A range whose low end may not be above its high end; the low end carries the sentence. */
const PAIRS = [
  ['min', 'max', 'The minimum price cannot be above the maximum price'],
  ['yomMin', 'yomMax', 'The earliest year cannot be after the latest year'],
  ['mileageMin', 'mileageMax', 'The lowest mileage cannot be above the highest mileage'],
] as const;

/** One parameter as the schema reads it: absent, empty or spaces only is "not given". */
export function readSearchParam<K extends Name>(
  name: K,
  text: string | undefined,
  now: Date = new Date(),
): Read<K> {
  const trimmed = text?.trim();
  if (trimmed !== undefined && !isSingleLineText(trimmed)) {
    return refused(TEXT_MESSAGES.cannotBeSearched('The search'));
  }
  return trimmed ? RULES[name](trimmed, now) : ok(undefined);
}

/**
 * The whole query, like `SearchQuerySchema.safeParse`: the same values, and the same first
 * sentence. Each refused parameter gives its sentence in the schema's order; a range is checked
 * when both its ends were read (the schema also compares an end it refused, which adds nothing a
 * person could act on).
 */
export function parseSearchQuery(
  input: Readonly<Record<string, string | undefined>>,
  now: Date = new Date(),
): ParsedSearchQuery {
  const data: Partial<Record<Name, unknown>> = {};
  const issues: SearchQueryIssue[] = [];
  for (const name of NAMES) {
    const read = readSearchParam(name, input[name], now);
    if (!read.ok) issues.push({ path: [name], message: read.message });
    else if (read.value !== undefined) data[name] = read.value;
  }
  for (const [low, high, message] of PAIRS) {
    const from = data[low] as number | undefined;
    const to = data[high] as number | undefined;
    if (from !== undefined && to !== undefined && from > to) issues.push({ path: [low], message });
  }
  return issues.length ? { success: false, issues } : { success: true, data: data as SearchQuery };
}
