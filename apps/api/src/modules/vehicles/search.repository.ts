import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  listingCounts,
  listingSearch,
  listingYearCounts,
  searchWords,
  transmissions,
  vehicleMakes,
  vehicles,
  vehicleModels,
  vehicleTypes,
} from '@carmarket/db/schema';
import type { SearchSort } from '@carmarket/shared/vehicle-search';
import type { CardRow } from '../listings/listing-card';
import { isLiveInSearch } from '../listings/listing-visibility';
import type { Lane, Restriction, SearchCriteria, VocabularyKind } from './search-criteria';

/**
 * Search's SQL, over its own table of live ads (`listing_search`, kept by triggers) and the count
 * table beside it (docs/decisions/050-search-v2.md). Every statement checks expiry itself, so an
 * ad leaves search the moment it expires, purged or not.
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
   * matches through the filters' indexes and sort them (few matches).
   */
  strategy: 'walk' | 'sort';
}

const s = listingSearch;

/**
 * Every word is the start of a word of the ad (`coro` finds Corolla); a single letter (a trim
 * such as "G" or "S") is a whole word, or it would match most ads.
 */
function tsquery(words: string[]): SQL {
  const terms = words.map((word) => (word.length === 1 ? word : `${word}:*`));
  return sql`to_tsquery('english', ${terms.join(' & ')})`;
}

function textCondition(words: string[], tier: TextTier): SQL {
  switch (tier) {
    case 'anywhere':
      return sql`${s.document} @@ ${tsquery(words)}`;
    case 'title':
      return sql`${s.titleDocument} @@ ${tsquery(words)}`;
    case 'description-only':
      return sql`${s.document} @@ ${tsquery(words)} and not (${s.titleDocument} @@ ${tsquery(words)})`;
  }
}

/** The list filters (the count table's columns) of a search, on either table. */
function listConditions(
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
function lanesIn(
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
        where ${vehicles.approvedAt} > ${within.approvedAfter.toISOString()}::timestamptz)`,
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

function whereOf(
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
    criteria.textWords.length > 0 && tier ? textCondition(criteria.textWords, tier) : undefined,
    ...restrictionOf(criteria.within),
  ];
  return and(...parts)!;
}

/**
 * api.md's sorts, each ending with the id so pages never overlap. Relevance without words is
 * placement (vip, featured, member), then newest; with words the title tier comes first, which
 * the service arranges by asking for each tier in turn.
 */
function orderOf(sort: SearchSort): SQL[] {
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
function orderOfColumns(sort: SearchSort): string {
  switch (sort) {
    case 1:
      return 'price asc, vehicle_id asc';
    case 2:
      return 'price desc, vehicle_id desc';
    case 3:
      return 'created_at desc, vehicle_id desc';
    case 4:
      return 'mileage asc, vehicle_id asc';
    case 0:
      return 'placement desc, created_at desc, vehicle_id desc';
  }
}

interface RawCard {
  vehicle_id: number;
  title: string;
  price: string | number;
  yom: number;
  mileage: number;
  created_at: Date | string;
  package: CardRow['package'];
  card_image: CardRow['cardImage'] | string | null;
  city: string;
  transmission: string;
  fuel_type: string;
  condition: string;
}

/** A card read by raw SQL, with the types the query builder would have given. */
function toCardRow(raw: RawCard): CardRow {
  return {
    id: Number(raw.vehicle_id),
    title: raw.title,
    price: Number(raw.price),
    yom: Number(raw.yom),
    mileage: Number(raw.mileage),
    createdAt: new Date(raw.created_at),
    package: raw.package,
    city: raw.city,
    transmission: raw.transmission,
    fuelType: raw.fuel_type,
    condition: raw.condition,
    cardImage:
      typeof raw.card_image === 'string'
        ? (JSON.parse(raw.card_image) as CardRow['cardImage'])
        : raw.card_image,
  };
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as { rows: T[] }).rows;
}

export function createSearchRepository(db: Database) {
  const sortColumns = {
    vehicleId: s.vehicleId,
    placement: s.placement,
    createdAt: s.createdAt,
    price: s.price,
    mileage: s.mileage,
  };

  /** The statement of a page's ids (one column, `vehicle_id`, in the page's order). */
  function idsOf(request: PageRequest): SQL {
    const { criteria, offset, limit, sort } = request;
    if (request.strategy === 'sort') {
      // Materialised first, so the planner reads the matches through the filters' indexes
      // instead of walking a sort index past every ad that does not match.
      const where = whereOf(request.now, criteria, criteria.lanes, request.tier);
      return sql`
        with matches as materialized (
          select ${s.vehicleId} as vehicle_id, ${s.placement} as placement,
            ${s.createdAt} as created_at, ${s.price} as price, ${s.mileage} as mileage
          from ${s} where ${where})
        select vehicle_id from matches
        order by ${sql.raw(orderOfColumns(sort))}
        limit ${limit} offset ${offset}`;
    }
    if (criteria.lanes.length <= 1) {
      return sql`select vehicle_id from (${walkLane(request, criteria.lanes, limit, offset)}) as walk`;
    }
    // Several makes or models: each walks its own index for the first offset + limit rows,
    // and the page is cut from their merge.
    const parts = criteria.lanes.map(
      (lane) => sql`(${walkLane(request, [lane], offset + limit, 0)})`,
    );
    return sql`
      select vehicle_id from (${sql.join(parts, sql` union all `)}) as lanes
      order by ${sql.raw(orderOfColumns(sort))}
      limit ${limit} offset ${offset}`;
  }

  /** One lane (or all), walked in the sort's index order: stops after `offset + limit` rows. */
  function walkLane(request: PageRequest, lanes: Lane[], limit: number, offset: number) {
    return db
      .select(sortColumns)
      .from(s)
      .where(whereOf(request.now, request.criteria, lanes, request.tier))
      .orderBy(...orderOf(request.sort))
      .limit(limit)
      .offset(offset);
  }

  return {
    /**
     * Exact count of a search a count table covers (`countTableOf`): the table's sum, less the
     * ads past their expiry that the purge has not removed yet (found through the expiry index).
     */
    async countExactly(
      now: Date,
      criteria: SearchCriteria,
      table: 'list' | 'year',
    ): Promise<{ count: number; scope: number }> {
      const { yom } = criteria;
      // `scope`: the live ads of the search's makes and models (all ads without one), which a
      // walk of their index passes through; `count`: those that match.
      const counted =
        table === 'list'
          ? db
              .select({
                n: sql<number>`coalesce(sum(${listingCounts.count}) filter (where ${and(
                  sql`true`,
                  ...listConditions(criteria, listingCounts),
                )}), 0)`.as('n'),
                scope: sql<number>`coalesce(sum(${listingCounts.count}), 0)`.as('scope'),
              })
              .from(listingCounts)
              .where(lanesIn(criteria.lanes, listingCounts))
              .as('counted')
          : db
              .select({
                n: sql<number>`coalesce(sum(${listingYearCounts.count}) filter (where ${and(
                  sql`true`,
                  yom.min === undefined ? undefined : gte(listingYearCounts.yom, yom.min),
                  yom.max === undefined ? undefined : lte(listingYearCounts.yom, yom.max),
                )}), 0)`.as('n'),
                scope: sql<number>`coalesce(sum(${listingYearCounts.count}), 0)`.as('scope'),
              })
              .from(listingYearCounts)
              .where(lanesIn(criteria.lanes, listingYearCounts))
              .as('counted');
      const expired = db
        .select({ n: sql<number>`count(*)` })
        .from(s)
        .where(
          and(
            lte(s.expiresAt, now),
            lanesIn(criteria.lanes, listingSearch),
            ...listConditions(criteria, listingSearch),
            yom.min === undefined ? undefined : gte(s.yom, yom.min),
            yom.max === undefined ? undefined : lte(s.yom, yom.max),
          ),
        );
      const [row] = await db
        .select({
          count: sql<number>`(${counted.n} - (${expired}))::int`,
          scope: sql<number>`${counted.scope}::int`,
        })
        .from(counted);
      return { count: Number(row?.count ?? 0), scope: Number(row?.scope ?? 0) };
    },

    /** How many ads match, counting no further than `cap`. */
    async countUpTo(
      now: Date,
      criteria: SearchCriteria,
      tier: TextTier | undefined,
      cap: number,
    ): Promise<{ count: number; scope: number }> {
      const matches = db
        .select({ one: sql`1` })
        .from(s)
        .where(whereOf(now, criteria, criteria.lanes, tier))
        .limit(cap)
        .as('matches');
      // The lanes' live ads from the count table, in the same statement: what a walk passes.
      const scope = db
        .select({ n: sql<number>`coalesce(sum(${listingCounts.count}), 0)` })
        .from(listingCounts)
        .where(lanesIn(criteria.lanes, listingCounts));
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, scope: sql<number>`(${scope})::int` })
        .from(matches);
      return { count: Number(row?.count ?? 0), scope: Number(row?.scope ?? 0) };
    },

    /**
     * The ids of up to `limit` ads the search matches, in no order: every word anywhere, as the
     * search counts them. For a restricted search (`criteria.within`): its matches among few ads.
     */
    async matchingIds(now: Date, criteria: SearchCriteria, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: s.vehicleId })
        .from(s)
        .where(whereOf(now, criteria, criteria.lanes, 'anywhere'))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** `countUpTo` of the whole text and of its title tier, in one statement. */
    async countTiers(
      now: Date,
      criteria: SearchCriteria,
      cap: number,
    ): Promise<{ anywhere: number; title: number }> {
      const capped = (tier: TextTier) =>
        sql`(select count(*)::int from (select 1 from ${s}
          where ${whereOf(now, criteria, criteria.lanes, tier)} limit ${cap}) as matches)`;
      const result = await db.execute(
        sql`select ${capped('anywhere')} as anywhere, ${capped('title')} as title`,
      );
      const [row] = rowsOf<{ anywhere: number; title: number }>(result);
      return { anywhere: Number(row?.anywhere ?? 0), title: Number(row?.title ?? 0) };
    },

    /** The ids of one page, in the sort's order. */
    async pageIds(request: PageRequest): Promise<number[]> {
      const result = await db.execute(idsOf(request));
      return rowsOf<{ vehicle_id: number }>(result).map((row) => Number(row.vehicle_id));
    },

    /** The cards of one page, in the sort's order: the ids and their cards in one statement. */
    async pageCards(request: PageRequest): Promise<CardRow[]> {
      const result = await db.execute(sql`
        select s.vehicle_id, s.title, s.price, s.yom, s.mileage, s.created_at, s.package,
          s.card_image, c.name as city, t.name as transmission, f.name as fuel_type,
          k.name as condition
        from (select vehicle_id, row_number() over () as at from (${idsOf(request)}) as ids) as page
        join ${s} s on s.vehicle_id = page.vehicle_id
        join ${cities} c on c.id = s.city_id
        join ${transmissions} t on t.id = s.transmission_id
        join ${fuelTypes} f on f.id = s.fuel_type_id
        join ${conditions} k on k.id = s.condition_id
        order by page.at`);
      return rowsOf<RawCard>(result).map(toCardRow);
    },

    /** The cards of the given ads, in the given order; ads that left search are skipped. */
    async cards(ids: number[]): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: s.vehicleId,
          title: s.title,
          price: s.price,
          yom: s.yom,
          mileage: s.mileage,
          createdAt: s.createdAt,
          package: s.package,
          city: cities.name,
          transmission: transmissions.name,
          fuelType: fuelTypes.name,
          condition: conditions.name,
          cardImage: s.cardImage,
        })
        .from(s)
        .innerJoin(cities, eq(cities.id, s.cityId))
        .innerJoin(transmissions, eq(transmissions.id, s.transmissionId))
        .innerJoin(fuelTypes, eq(fuelTypes.id, s.fuelTypeId))
        .innerJoin(conditions, eq(conditions.id, s.conditionId))
        .where(inArray(s.vehicleId, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
    },

    /** Live ads of the same make (or type) closest in price: a few index rows each way. */
    async similarIds(options: {
      now: Date;
      id: number;
      makeId: number;
      vehicleTypeId: number;
      price: number;
      limit: number;
    }): Promise<number[]> {
      const { now, id, makeId, vehicleTypeId, price, limit } = options;
      const near = async (lane: SQL, band: number) => {
        const around = (above: boolean) =>
          db
            .select({ id: s.vehicleId, price: s.price })
            .from(s)
            .where(
              and(
                isLiveInSearch(now),
                lane,
                sql`${s.vehicleId} <> ${id}`,
                above ? gte(s.price, price) : lte(s.price, price),
                above ? lte(s.price, price * (1 + band)) : gte(s.price, price * (1 - band)),
              ),
            )
            .orderBy(above ? asc(s.price) : desc(s.price), desc(s.vehicleId))
            .limit(limit);
        const rows = [...(await around(true)), ...(await around(false))];
        const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
        return unique
          .sort((a, b) => Math.abs(a.price - price) - Math.abs(b.price - price) || b.id - a.id)
          .map((row) => row.id);
      };
      const sameMake = await near(eq(s.makeId, makeId), 0.4);
      if (sameMake.length >= limit) return sameMake.slice(0, limit);
      const sameType = await near(eq(s.vehicleTypeId, vehicleTypeId), 0.4);
      return [...new Set([...sameMake, ...sameType])].slice(0, limit);
    },

    /** The first ads of a relevance-ordered list of a few packages (the home page). */
    async placedIds(options: {
      now: Date;
      packages?: Array<CardRow['package']>;
      order: 'placement' | 'newest';
      limit: number;
    }): Promise<number[]> {
      const { now, packages, order, limit } = options;
      const rows = await db
        .select({ id: s.vehicleId })
        .from(s)
        .where(and(isLiveInSearch(now), packages ? inArray(s.package, packages) : undefined))
        .orderBy(...(order === 'placement' ? orderOf(0) : orderOf(3)))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The model catalogue (of some makes), with how many live ads each has now. */
    async models(
      now: Date,
      makeIds: number[] | undefined,
    ): Promise<Array<{ id: number; name: string; makeId: number; count: number }>> {
      const live = db
        .select({
          modelId: listingCounts.modelId,
          liveCount: sql<number>`sum(${listingCounts.count})`.as('live_count'),
        })
        .from(listingCounts)
        .groupBy(listingCounts.modelId)
        .as('live');
      const expired = db
        .select({ modelId: s.modelId, expiredCount: sql<number>`count(*)`.as('expired_count') })
        .from(s)
        .where(lte(s.expiresAt, now))
        .groupBy(s.modelId)
        .as('expired');
      const rows = await db
        .select({
          id: vehicleModels.id,
          name: vehicleModels.name,
          makeId: vehicleModels.makeId,
          count: sql<number>`(coalesce(${live.liveCount}, 0) - coalesce(${expired.expiredCount}, 0))::int`,
        })
        .from(vehicleModels)
        .leftJoin(live, eq(live.modelId, vehicleModels.id))
        .leftJoin(expired, eq(expired.modelId, vehicleModels.id))
        .where(makeIds?.length ? inArray(vehicleModels.makeId, makeIds) : undefined)
        .orderBy(asc(vehicleModels.name), asc(vehicleModels.id));
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    /** Every name a keyword may use: makes, models, cities, fuel types, gearboxes, conditions, types. */
    async vocabulary(): Promise<
      Array<{ kind: VocabularyKind; id: number; name: string; makeId?: number }>
    > {
      const lists = await Promise.all([
        db.select({ id: vehicleMakes.id, name: vehicleMakes.name }).from(vehicleMakes),
        db
          .select({ id: vehicleModels.id, name: vehicleModels.name, makeId: vehicleModels.makeId })
          .from(vehicleModels),
        db.select({ id: cities.id, name: cities.name }).from(cities),
        db.select({ id: fuelTypes.id, name: fuelTypes.name }).from(fuelTypes),
        db.select({ id: transmissions.id, name: transmissions.name }).from(transmissions),
        db.select({ id: conditions.id, name: conditions.name }).from(conditions),
        db.select({ id: vehicleTypes.id, name: vehicleTypes.name }).from(vehicleTypes),
      ]);
      const kinds: VocabularyKind[] = [
        'make',
        'model',
        'city',
        'fuelType',
        'transmission',
        'condition',
        'vehicleType',
      ];
      return lists.flatMap((rows, index) => rows.map((row) => ({ ...row, kind: kinds[index]! })));
    },

    /** Removes the search rows of ads past their expiry (every read already skips them). */
    async purgeExpired(now: Date): Promise<number> {
      const removed = await db
        .delete(s)
        .where(lte(s.expiresAt, now))
        .returning({ id: s.vehicleId });
      return removed.length;
    },

    /**
     * The word of the ads closest to a misspelt one (pg_trgm similarity over search_words), or
     * the word itself when some ad has a word starting with it. Undefined when nothing is close.
     */
    async correctWord(word: string): Promise<string | undefined> {
      const [row] = await db
        .select({
          word: sql<string | null>`coalesce(
            (select ${word}::text where exists (
              select 1 from ${searchWords} where ${searchWords.word} like ${`${word}%`})),
            (select ${searchWords.word} from ${searchWords} where ${searchWords.word} % ${word}
              order by ${searchWords.word} <-> ${word} limit 1))`,
        })
        .from(sql`(select 1) as one`);
      return row?.word ?? undefined;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
