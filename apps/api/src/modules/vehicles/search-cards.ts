import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { listingCounts, listingSearch } from '@carmarket/db/schema';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import { selectCards, type CardRow } from '../listings/listing-card';
import { isLiveInSearch } from '../listings/listing-visibility';
import type { Lane, SearchCriteria } from './search-criteria';
import { createSearchWordLanes, type WordLane, type WordPlaces } from './search-word-lanes';
import {
  lanesIn,
  listConditions,
  orderOf,
  orderOfColumns,
  whereOf,
  type PageRequest,
} from './search-conditions';

/**
 * Which ads a page or list shows, in its order, and their cards, read from search's table: a
 * page walks the sort's index or sorts the few matches (decision 050); similar cars and the home
 * page's lists take a few rows of an index.
 */

const s = listingSearch;

/**
 * Index rows a bounded walk passes at most before it gives up on the walk (decision 121): about
 * 5–40 ms on PostgreSQL at a million ads, where every row passed costs a read of its text.
 */
export const WALK_BOUND = 1500;
/**
 * The furthest a walk goes for a word with many matches: a quarter of them, up to this many, still
 * costs less than reading and sorting them all.
 */
const MAX_WALK_BOUND = 20_000;
/**
 * Makes and models walked side by side at most: a word in more of them is common, and its
 * matches are dense along the sort's own index.
 */
const MAX_WALKED_LANES = 40;
/**
 * Makes and models a walk of filters alone (no words) takes side by side at most: the sort's own
 * index finds most filters' ads at once, and planning a lane's walk costs about half a millisecond.
 */
const MAX_FILTER_LANES = 16;

/** The columns of a sort's order, named as `orderOfColumns` names them, and the id. */
function sortColumnsOf(sort: PageRequest['sort']): SQL[] {
  const named = {
    placement: sql`${s.placement} as placement`,
    created_at: sql`${s.createdAt} as created_at`,
    price: sql`${s.price} as price`,
    mileage: sql`${s.mileage} as mileage`,
  };
  const keys = orderOfColumns(sort)
    .split(', ')
    .map((part) => part.split(' ')[0]!)
    .filter((name): name is keyof typeof named => name in named);
  return [sql`${s.vehicleId} as vehicle_id`, ...keys.map((name) => named[name])];
}

/**
 * The conditions (new, unregistered, used) whose ads have a search's words, as a condition on the
 * index entries, when some condition has none: "company maintained" is written of used cars only,
 * so a walk by lowest mileage passes over every new car's entry without testing its text. Makes
 * and models are not listed here: the planner would take a long list of them for a few ads and
 * sort them all instead of walking.
 */
function placesCondition(places: WordPlaces | undefined): SQL {
  if (!places?.someConditionsOnly) return sql``;
  const ids = sql.join(
    places.conditionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`and ${s.conditionId} in (${ids})`;
}

const laneKey = (lane: WordLane) => `${lane.makeId}:${lane.modelId}`;

/** The lanes of `lanes` that `allowed` has too. */
function sameLanes(lanes: WordLane[], allowed: WordLane[]): WordLane[] {
  const keys = new Set(allowed.map(laneKey));
  return lanes.filter((lane) => keys.has(laneKey(lane)));
}

/** The lanes of `all` that `lanes` does not have. */
function otherLanes(all: WordLane[], lanes: WordLane[]): WordLane[] {
  const keys = new Set(lanes.map(laneKey));
  return all.filter((lane) => !keys.has(laneKey(lane)));
}

/** An index entry's make and model are none of these. */
function notInLanes(lanes: WordLane[]): SQL {
  if (lanes.length === 0) return sql``;
  const pairs = sql.join(
    lanes.map((lane) => sql`(${lane.makeId}::int, ${lane.modelId}::int)`),
    sql`, `,
  );
  return sql`and (${s.makeId}, ${s.modelId}) not in (${pairs})`;
}

export function createSearchCards(db: Database) {
  const { wordPlaces } = createSearchWordLanes(db);

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

  /**
   * One lane (or all), walked in the sort's index order: stops after `offset + limit` rows. `only`
   * narrows it to one make and model.
   */
  function walkLane(
    request: PageRequest,
    lanes: Lane[],
    limit: number,
    offset: number,
    only?: WordLane,
  ) {
    return db
      .select(sortColumns)
      .from(s)
      .where(
        and(
          whereOf(request.now, request.criteria, lanes, request.tier),
          only && and(eq(s.makeId, only.makeId), eq(s.modelId, only.modelId)),
        ),
      )
      .orderBy(...orderOf(request.sort))
      .limit(limit)
      .offset(offset);
  }

  /**
   * The makes and models whose ads the search's list filters allow, from the count table;
   * undefined when the search names no list filter (unless `withoutFilters`). Three-wheelers are ten models of five makes
   * and the cheapest cars of all: by highest price, a walk of the sort's own index passes every
   * other car before the first of them, where their own models' indexes start with them.
   */
  async function filterLanes(
    criteria: SearchCriteria,
    options: { withoutFilters?: boolean } = {},
  ): Promise<WordLane[] | undefined> {
    const conditions = listConditions(criteria, listingCounts);
    if (conditions.length === 0 && !options.withoutFilters) return undefined;
    const c = listingCounts;
    return db
      .selectDistinct({ makeId: c.makeId, modelId: c.modelId })
      .from(c)
      .where(and(gt(c.count, 0), lanesIn(criteria.lanes, c), ...conditions))
      .orderBy(c.makeId, c.modelId);
  }

  /**
   * A walk's statement: the few makes and models the list filters allow walked side by side and
   * merged in the sort's order, or `idsOf`'s walk when they are many (or the filters none).
   */
  async function walkIdsOf(request: PageRequest): Promise<SQL> {
    const lanes = await filterLanes(request.criteria);
    if (!lanes || lanes.length > (request.maxWalkedLanes ?? MAX_FILTER_LANES)) {
      return idsOf(request);
    }
    const { criteria, offset, limit, sort } = request;
    if (lanes.length === 0) return sql`select null::int as vehicle_id where false`;
    const parts = lanes.map(
      (lane) => sql`(${walkLane(request, criteria.lanes, offset + limit, 0, lane)})`,
    );
    return sql`
      select vehicle_id from (${sql.join(parts, sql` union all `)}) as lanes
      order by ${sql.raw(orderOfColumns(sort))}
      limit ${limit} offset ${offset}`;
  }

  /** The statement of a page's ids, walked or sorted (a bounded read is `boundedIds`). */
  function pageStatement(request: PageRequest): Promise<SQL> | SQL {
    return request.strategy === 'walk' ? walkIdsOf(request) : idsOf(request);
  }

  async function idsFrom(statement: SQL): Promise<number[]> {
    const result = await db.execute(statement);
    return rowsOf<{ vehicle_id: number }>(result).map((row) => Number(row.vehicle_id));
  }

  /**
   * A page of a text search read without walking far (decision 121). The makes and models whose
   * ads have the words (`listing_words`) are few for a make's or model's name or a word of a
   * few models' ads: their indexes are walked side by side from their starts, merged in the
   * sort's order. A word found in most makes and models is walked along the sort's own index.
   * Either walk reads index entries only (the filters are in every sort index) and tests the text
   * on at most `walkBound` ads; a page not filled by then is read by sorting the matches.
   */
  async function boundedIds(request: PageRequest): Promise<number[]> {
    const { criteria } = request;
    const places = request.places ?? (await wordPlaces(criteria.textWords, criteria.lanes));
    if (places?.lanes.length === 0) return [];
    // The words' makes and models that the list filters allow too (electric cars with "ac").
    const allowed = await filterLanes(criteria, { withoutFilters: places !== undefined });
    const candidates =
      allowed && places ? sameLanes(places.lanes, allowed) : (places?.lanes ?? allowed);
    if (candidates?.length === 0) return [];
    const lanes =
      candidates && candidates.length <= (request.maxWalkedLanes ?? MAX_WALKED_LANES)
        ? candidates
        : undefined;
    // Walking the sort's own index, the few makes and models without the words are passed over on
    // the index entries: "company maintained" is never said of a three-wheeler, the cheapest
    // hundred thousand used vehicles, whose texts a walk by lowest price would otherwise read.
    const without = !lanes && candidates && allowed ? otherLanes(allowed, candidates) : undefined;
    const passedOver = without && without.length <= MAX_WALKED_LANES ? without : [];
    // A common word's walk may go further before sorting its matches would cost less.
    const walkBound =
      request.walkBound ??
      Math.max(WALK_BOUND, Math.min(Math.floor((places?.atMost ?? 0) / 4), MAX_WALK_BOUND));
    const walked = await walkCandidates({ ...request, walkBound, places }, lanes, passedOver);
    return walked ?? idsFrom(idsOf({ ...request, strategy: 'sort' }));
  }

  /**
   * The ads the filters allow, in the sort's order, from index entries alone (each lane's index
   * merged, or the sort's own), the text tested on the first `walkBound` of them; undefined when
   * the page is not full by then and ads remain.
   */
  async function walkCandidates(
    request: PageRequest,
    lanes: WordLane[] | undefined,
    passedOver: WordLane[],
  ) {
    const { now, criteria, tier, sort, offset, limit, places } = request;
    const walkBound = request.walkBound ?? WALK_BOUND;
    // Ads of a condition (or of a make and model) none of whose ads has the words are passed over
    // on the index entries.
    const filters = sql`${whereOf(now, { ...criteria, textWords: [] }, criteria.lanes, undefined)}
      ${placesCondition(places)} ${notInLanes(passedOver)}`;
    const inOrder = (where: SQL) => sql`(select ${sql.join(sortColumnsOf(sort), sql`, `)}
      from ${s} where ${where} order by ${sql.join(orderOf(sort), sql`, `)})`;
    const stream = lanes
      ? sql.join(
          lanes.map((lane) =>
            inOrder(
              sql`${filters} and ${s.makeId} = ${lane.makeId} and ${s.modelId} = ${lane.modelId}`,
            ),
          ),
          sql` union all `,
        )
      : inOrder(filters);
    const candidates = sql`(select * from (${stream}) as lanes
      order by ${sql.raw(orderOfColumns(sort))} limit ${walkBound}) as candidates`;
    // The text is tested on each candidate in turn through the primary key, as a scalar subquery:
    // written as `exists`, the planner would join every candidate with every match instead, and
    // read both in full (113 ms instead of 36 for a common word with a gearbox at a million ads).
    const ids = await idsFrom(sql`
      select candidates.vehicle_id from ${candidates}
      where (select ${whereOf(now, criteria, criteria.lanes, tier)} from ${s}
        where ${s.vehicleId} = candidates.vehicle_id)
      order by ${sql.raw(orderOfColumns(sort).replace(/(^|, )/g, '$1candidates.'))}
      limit ${limit} offset ${offset}`);
    if (ids.length === limit) return ids;
    // Fewer than a page: whole only if no more ads were left to test.
    const [counted] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${candidates}`),
    );
    return Number(counted?.n ?? 0) < walkBound ? ids : undefined;
  }

  /** The ids of one page, in the sort's order. */
  async function pageIds(request: PageRequest): Promise<number[]> {
    return request.strategy === 'bounded'
      ? boundedIds(request)
      : idsFrom(await pageStatement(request));
  }

  /** The cards of the given ads, in the given order; ads that left search are skipped. */
  async function cards(ids: number[]): Promise<CardRow[]> {
    if (ids.length === 0) return [];
    const rows = await selectCards(db, {}, 'search').where(inArray(s.vehicleId, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  return {
    pageIds,

    /** The cards of one page, in the sort's order: the ids and their cards in one statement. */
    async pageCards(request: PageRequest): Promise<CardRow[]> {
      if (request.strategy === 'bounded') return cards(await boundedIds(request));
      const page = sql`(select vehicle_id, row_number() over () as at
        from (${await pageStatement(request)}) as ids) as page`;
      return selectCards(db, {}, 'search')
        .innerJoin(page, sql`page.vehicle_id = ${s.vehicleId}`)
        .orderBy(sql`page.at`);
    },

    cards,

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
  };
}
