import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { listingCounts, listingYearCounts } from '@carmarket/db/schema';
import { listingSearch, vehicles } from '@carmarket/db/schema';
import type { SearchSort } from '@carmarket/shared/vehicle-search';
import { isLiveInSearch } from '../listings/listing-visibility';
import type { Lane, Restriction, SearchCriteria } from './search-criteria';
import type { WordPlaces } from './search-word-lanes';

/**
 * The conditions and orders of search's statements over its own table of live ads
 * (`listing_search`, kept by triggers) and the count tables beside it (decision 050). Every
 * condition checks expiry itself, so an ad leaves search the moment it expires, purged or not.
 */

/** Which words a statement asks for: all of them anywhere, or in the title tier only. */
export type TextTier = 'anywhere' | 'title' | 'description-only';

export interface PageRequest {
  now: Date;
  criteria: SearchCriteria;
  tier?: TextTier | undefined;
  sort: SearchSort;
  offset: number;
  limit: number;
  /**
   * `walk`: follow the sort's index and stop after the page (dense matches). `sort`: read the
   * matches through the filters' indexes and sort them (few matches). `bounded`: walk at most a
   * bounded number of index rows; if the page is not full by then, sort the matches (decision
   * 121).
   */
  strategy: 'walk' | 'sort' | 'bounded';
  /** The rows a bounded walk passes at most (decision 121); tests make it small. */
  walkBound?: number;
  /** The makes and models a bounded walk walks side by side at most; tests make it 0. */
  maxWalkedLanes?: number;
  /** Where the words' matches are (listing_words), when the caller has read it already. */
  places?: WordPlaces | undefined;
}

const s = listingSearch;

/**
 * Every word is the start of a word of the ad (`coro` finds Corolla); a single letter (a trim
 * such as "G" or "S") is a whole word, or it would match most ads. A word whose ads' words are
 * known (`textLexemes`, decision 121) is asked for as those words instead: the same ads.
 */
function tsqueryOf(words: string[], lexemes: SearchCriteria['textLexemes']): SQL {
  const prefixes = words.flatMap((word, n) =>
    lexemes?.[n]?.length ? [] : [word.length === 1 ? word : `${word}:*`],
  );
  // A word read as the ads' own words it starts (decision 121): those words, any of them.
  const known = (lexemes ?? []).flatMap((words) =>
    words?.length ? [`(${words.map(quotedLexeme).join(' | ')})`] : [],
  );
  const parts = [
    ...(prefixes.length > 0 ? [sql`to_tsquery('english', ${prefixes.join(' & ')})`] : []),
    ...(known.length > 0 ? [sql`${known.join(' & ')}::tsquery`] : []),
  ];
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** A lexeme as tsquery's input writes it: quoted, its quotes doubled and backslashes escaped. */
function quotedLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function textCondition(criteria: SearchCriteria, tier: TextTier): SQL {
  const query = tsqueryOf(criteria.textWords, criteria.textLexemes);
  switch (tier) {
    case 'anywhere':
      return sql`${s.document} @@ ${query}`;
    case 'title':
      return sql`${s.titleDocument} @@ ${query}`;
    case 'description-only':
      return sql`${s.document} @@ ${query} and not (${s.titleDocument} @@ ${query})`;
  }
}

/** The list filters (the count table's columns) of a search, on either table. */
export function listConditions(
  criteria: SearchCriteria,
  table: typeof listingSearch | typeof listingCounts,
): SQL[] {
  const conditionsOf: SQL[] = [];
  const add = (column: AnyPgColumn, values: number[]) => {
    if (values.length > 0) conditionsOf.push(inArray(column, values));
  };
  add(table.conditionId, criteria.conditionIds);
  add(table.fuelTypeId, criteria.fuelTypeIds);
  add(table.vehicleTypeId, criteria.vehicleTypeIds);
  add(table.transmissionId, criteria.transmissionIds);
  add(table.cityId, criteria.cityIds);
  return conditionsOf;
}

/** The lanes over search's table or a count table (their make and model columns). */
export function lanesIn(
  lanes: Lane[],
  table: typeof listingSearch | typeof listingCounts | typeof listingYearCounts,
): SQL | undefined {
  const makeIds = lanes.flatMap((lane) => ('makeId' in lane ? [lane.makeId] : []));
  const modelIds = lanes.flatMap((lane) => ('modelId' in lane ? [lane.modelId] : []));
  const parts = [
    makeIds.length > 0 ? inArray(table.makeId, makeIds) : undefined,
    modelIds.length > 0 ? inArray(table.modelId, modelIds) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : or(...parts);
}

/** A restriction's conditions; the approval time and the owner are looked up by their indexes. */
function restrictionOf(within: Restriction | undefined): SQL[] {
  if (!within) return [];
  const parts: SQL[] = [];
  if (within.vehicleIds) {
    parts.push(within.vehicleIds.length > 0 ? inArray(s.vehicleId, within.vehicleIds) : sql`false`);
  }
  if (within.approvedAfter) {
    parts.push(
      sql`${s.vehicleId} in (select ${vehicles.id} from ${vehicles}
        where ${vehicles.approvedAt} >= ${within.approvedAfter.toISOString()}::timestamptz)`,
    );
  }
  if (within.notOwnedBy !== undefined) {
    parts.push(
      sql`${s.vehicleId} not in (select ${vehicles.id} from ${vehicles}
        where ${vehicles.userId} = ${within.notOwnedBy})`,
    );
  }
  return parts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` whole days before `now`: "within 7 days" is the last 7 × 24 hours. */
function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function whereOf(
  now: Date,
  criteria: SearchCriteria,
  lanes: Lane[],
  tier: TextTier | undefined,
): SQL {
  const { price, yom, mileage } = criteria;
  const parts: Array<SQL | undefined> = [
    isLiveInSearch(now),
    lanesIn(lanes, listingSearch),
    ...listConditions(criteria, listingSearch),
    price.min === undefined ? undefined : gte(s.price, price.min),
    price.max === undefined ? undefined : lte(s.price, price.max),
    yom.min === undefined ? undefined : gte(s.yom, yom.min),
    yom.max === undefined ? undefined : lte(s.yom, yom.max),
    mileage.min === undefined ? undefined : gte(s.mileage, mileage.min),
    mileage.max === undefined ? undefined : lte(s.mileage, mileage.max),
    criteria.textWords.length > 0 && tier ? textCondition(criteria, tier) : undefined,
    // Written as the column itself: the predicate of the partial index listing_search_verified_idx.
    criteria.verifiedOnly ? sql`${s.sellerPhoneVerified}` : undefined,
    // Ranges of listing_search_created_idx and listing_search_confirmed_idx (issue 37).
    criteria.listedWithinDays === undefined
      ? undefined
      : gte(s.createdAt, daysBefore(now, criteria.listedWithinDays)),
    criteria.confirmedWithinDays === undefined
      ? undefined
      : gte(s.confirmedAt, daysBefore(now, criteria.confirmedWithinDays)),
    // Local vehicle facts (issue 38): listing_search_registration_idx and listing_search_town_idx.
    criteria.registration === undefined ? undefined : eq(s.registration, criteria.registration),
    criteria.townId === undefined ? undefined : eq(s.townId, criteria.townId),
    ...restrictionOf(criteria.within),
  ];
  return and(...parts)!;
}

/**
 * api.md's sorts, each ending with the id so pages never overlap. Relevance without words is
 * placement (vip, featured, member), then newest; with words the title tier comes first, which
 * the service arranges by asking for each tier in turn.
 */
export function orderOf(sort: SearchSort): SQL[] {
  switch (sort) {
    case 1:
      return [asc(s.price), asc(s.vehicleId)];
    case 2:
      return [desc(s.price), desc(s.vehicleId)];
    case 3:
      return [desc(s.createdAt), desc(s.vehicleId)];
    case 4:
      return [asc(s.mileage), asc(s.vehicleId)];
    case 0:
      return [desc(s.placement), desc(s.createdAt), desc(s.vehicleId)];
  }
}

/** The same order over a subquery's columns of the same names. */
const orderOfColumnNames: Record<SearchSort, string> = {
  0: 'placement desc, created_at desc, vehicle_id desc',
  1: 'price asc, vehicle_id asc',
  2: 'price desc, vehicle_id desc',
  3: 'created_at desc, vehicle_id desc',
  4: 'mileage asc, vehicle_id asc',
};

export function orderOfColumns(sort: SearchSort): string {
  return orderOfColumnNames[sort];
}
