import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { listingSearch } from '@carmarket/db/schema';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import { selectCards, type CardRow } from '../listings/listing-card';
import { isLiveInSearch } from '../listings/listing-visibility';
import type { Lane } from './search-criteria';
import { orderOf, orderOfColumns, whereOf, type PageRequest } from './search-conditions';

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

export function createSearchCards(db: Database) {
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

  async function idsFrom(statement: SQL): Promise<number[]> {
    const result = await db.execute(statement);
    return rowsOf<{ vehicle_id: number }>(result).map((row) => Number(row.vehicle_id));
  }

  /**
   * A page read without walking far (decision 121): a walk of at most `walkBound` index rows,
   * where dense matches fill the page; otherwise the matches are read through the text index and
   * sorted, which costs what they number, however far along the sort they sit.
   */
  async function boundedIds(request: PageRequest): Promise<number[]> {
    const { now, criteria, tier, sort, offset, limit } = request;
    const walkBound = request.walkBound ?? WALK_BOUND;
    const textless = { ...criteria, textWords: [] };
    const order = sql.join(orderOf(sort), sql`, `);
    // The walk's rows shadow the table's name, so the text condition reads them.
    const walk = await db.execute(sql`
      with ${s} as materialized (
        select * from ${s} where ${whereOf(now, textless, criteria.lanes, undefined)}
        order by ${order} limit ${walkBound})
      select (select count(*) from ${s})::int as walked,
        array(select ${s.vehicleId} from ${s}
          where ${whereOf(now, criteria, criteria.lanes, tier)}
          order by ${order} limit ${limit} offset ${offset}) as ids`);
    const [walked] = rowsOf<{ walked: number; ids: number[] }>(walk);
    const ids = (walked?.ids ?? []).map(Number);
    // A full page, or the walk passed every ad the filters allow: the walk's answer is whole.
    if (ids.length === limit || (walked?.walked ?? 0) < walkBound) return ids;
    return idsFrom(idsOf({ ...request, strategy: 'sort' }));
  }

  /** The ids of one page, in the sort's order. */
  function pageIds(request: PageRequest): Promise<number[]> {
    return request.strategy === 'bounded' ? boundedIds(request) : idsFrom(idsOf(request));
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
        from (${idsOf(request)}) as ids) as page`;
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
