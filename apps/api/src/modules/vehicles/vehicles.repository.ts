import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { searchWords, users, vehicleMedia, vehicles } from '@carmarket/db/schema';
import type { ImageVariants } from '@carmarket/shared/media';
import type { SearchSort } from '@carmarket/shared/vehicle-search';
import { selectCards, type CardRow } from '../listings/listing-card';
import { selectDetails } from '../listings/listing-detail';
import { isLive } from '../listings/listing-visibility';

/** The filters of a search, already validated; ids are deduplicated. */
export interface SearchFilters {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  makeIds?: number[] | undefined;
  conditionIds?: number[] | undefined;
  fuelTypeIds?: number[] | undefined;
  vehicleTypeIds?: number[] | undefined;
  transmissionIds?: number[] | undefined;
  cityId?: number | undefined;
}

/**
 * A keyword as a full-text query where every word may be the start of a word in the ad
 * (`toyota:* & coro:*` finds a Toyota Corolla). Words are letters and digits only, so the text
 * cannot carry tsquery syntax. See docs/decisions/010-search-strategy.md.
 */
export interface KeywordMatch {
  tsquery: string;
}

export interface SearchPlan {
  now: Date;
  filters: SearchFilters;
  keyword?: KeywordMatch | undefined;
  sort: SearchSort;
  limit: number;
  offset: number;
}

export interface DetailRow extends CardRow {
  userId: number;
  makeId: number;
  vehicleTypeId: number;
  status: (typeof vehicles.$inferSelect)['status'];
  description: string;
  engineCapacity: number;
  make: string;
  model: string;
  vehicleType: string;
  phone: string;
  ongoingLease: boolean;
  airCondition: boolean;
  powerMirror: boolean;
  powerSteering: boolean;
  powerWindow: boolean;
  approvedAt: Date | null;
  expiresAt: Date | null;
  sellerName: string;
  sellerSince: Date;
}

export interface MediaRow {
  kind: (typeof vehicleMedia.$inferSelect)['kind'];
  storageKey: string;
  variants: Partial<ImageVariants>;
  width: number | null;
  height: number | null;
}

function tsquery(keyword: KeywordMatch): SQL {
  return sql`to_tsquery('english', ${keyword.tsquery})`;
}

function keywordCondition(keyword: KeywordMatch): SQL {
  return sql`${vehicles.searchDocument} @@ ${tsquery(keyword)}`;
}

/**
 * Relevance of a keyword match: true when every word starts a word of the title, make or model,
 * false when some word is found only in the description. It stands in for `ts_rank` over the
 * whole document, which cost ~200 ms for a common make (docs/decisions/010-search-strategy.md).
 */
function keywordInTitle(keyword: KeywordMatch): SQL {
  return sql`${vehicles.titleDocument} @@ ${tsquery(keyword)}`;
}

function whereOf(plan: Pick<SearchPlan, 'now' | 'filters' | 'keyword'>): SQL {
  const { filters: f } = plan;
  const conditions: Array<SQL | undefined> = [isLive(plan.now)];
  if (f.minPrice !== undefined) conditions.push(gte(vehicles.price, f.minPrice));
  if (f.maxPrice !== undefined) conditions.push(lte(vehicles.price, f.maxPrice));
  if (f.makeIds?.length) conditions.push(inArray(vehicles.makeId, f.makeIds));
  if (f.conditionIds?.length) conditions.push(inArray(vehicles.conditionId, f.conditionIds));
  if (f.fuelTypeIds?.length) conditions.push(inArray(vehicles.fuelTypeId, f.fuelTypeIds));
  if (f.vehicleTypeIds?.length) conditions.push(inArray(vehicles.vehicleTypeId, f.vehicleTypeIds));
  if (f.transmissionIds?.length) {
    conditions.push(inArray(vehicles.transmissionId, f.transmissionIds));
  }
  if (f.cityId !== undefined) conditions.push(eq(vehicles.cityId, f.cityId));
  if (plan.keyword) conditions.push(keywordCondition(plan.keyword));
  return and(...conditions)!;
}

/**
 * api.md's sorts. Every order ends with the id so pages never overlap or skip a car, and the
 * leading columns match a B-tree index that starts with `status`.
 */
function orderOf(sort: SearchSort, keyword: KeywordMatch | undefined): SQL[] {
  switch (sort) {
    case 1:
      return [asc(vehicles.price), asc(vehicles.id)];
    case 2:
      return [desc(vehicles.price), desc(vehicles.id)];
    case 3:
      return [desc(vehicles.createdAt), desc(vehicles.id)];
    case 4:
      return [asc(vehicles.mileage), asc(vehicles.id)];
    case 0: {
      // Placement: the package enum is declared member < featured < vip.
      const placement = [desc(vehicles.package), desc(vehicles.createdAt), desc(vehicles.id)];
      return keyword ? [desc(keywordInTitle(keyword)), ...placement] : placement;
    }
  }
}

export function createVehiclesRepository(db: Database) {
  /**
   * The page's ids first, then the cards of those 12 only: the skipped rows of a deep page cost
   * an index entry each (the live indexes cover every filter), never a card image lookup or a
   * join.
   */
  function searchQuery(plan: SearchPlan) {
    const order = orderOf(plan.sort, plan.keyword);
    const page = db
      .select({
        id: vehicles.id,
        // With a keyword the page reads every match anyway (GIN bitmap, then a top-N sort), so
        // it counts them on the way instead of a second pass over the same rows.
        total: (plan.keyword ? sql<number>`count(*) over ()` : sql<number>`0`).as('total'),
      })
      .from(vehicles)
      .where(whereOf(plan))
      .orderBy(...order)
      .limit(plan.limit)
      .offset(plan.offset)
      .as('page');
    return selectCards(db, { total: sql<number>`${page.total}::int` })
      .innerJoin(page, eq(page.id, vehicles.id))
      .orderBy(...order);
  }

  function countQuery(plan: Pick<SearchPlan, 'now' | 'filters' | 'keyword'>) {
    return db
      .select({ count: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(whereOf(plan));
  }

  return {
    /** One page of live ads matching the plan, as cards. */
    searchCards(plan: SearchPlan): Promise<CardRow[]> {
      return searchQuery(plan);
    },

    /**
     * A keyword search's page and, when the page is not empty, how many ads match in all, from
     * one statement. An empty page says nothing about the count (none match, or past the end).
     */
    async searchCardsCounted(plan: SearchPlan): Promise<{ rows: CardRow[]; total: number }> {
      const rows = await searchQuery(plan);
      return { rows, total: Number(rows[0]?.total ?? 0) };
    },

    /** How many live ads match; independent of sort and page. */
    async countMatches(plan: Pick<SearchPlan, 'now' | 'filters' | 'keyword'>): Promise<number> {
      const [row] = await countQuery(plan);
      return Number(row?.count ?? 0);
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

    /** EXPLAIN ANALYZE of one statement of a search (the page or the count), for the benchmark. */
    async explainSearch(statement: 'page' | 'count', plan: SearchPlan): Promise<string[]> {
      const { sql: text, params } = (
        statement === 'page' ? searchQuery(plan) : countQuery(plan)
      ).toSQL();
      const result = await db.execute(
        sql.join([sql.raw('explain (analyze, buffers off) '), sqlWithParams(text, params)]),
      );
      return (result as unknown as { rows: Array<Record<string, string>> }).rows.map(
        (row) => Object.values(row)[0] ?? '',
      );
    },

    /** Live ads of the same make or type at a close price, the closest first. */
    similarCards(options: {
      now: Date;
      id: number;
      makeId: number;
      vehicleTypeId: number;
      price: number;
      limit: number;
    }): Promise<CardRow[]> {
      const { now, id, makeId, vehicleTypeId, price, limit } = options;
      return selectCards(db, {})
        .where(
          and(
            isLive(now),
            ne(vehicles.id, id),
            gte(vehicles.price, price * 0.6),
            lte(vehicles.price, price * 1.4),
            or(eq(vehicles.makeId, makeId), eq(vehicles.vehicleTypeId, vehicleTypeId)),
          ),
        )
        .orderBy(
          desc(sql`${vehicles.makeId} = ${makeId}`),
          sql`abs(${vehicles.price} - ${price})`,
          desc(vehicles.id),
        )
        .limit(limit);
    },

    /** Live vip and featured ads, vip first, newest first. */
    promotedCards(options: { now: Date; limit: number }): Promise<CardRow[]> {
      return selectCards(db, {})
        .where(and(isLive(options.now), inArray(vehicles.package, ['vip', 'featured'])))
        .orderBy(desc(vehicles.package), desc(vehicles.createdAt), desc(vehicles.id))
        .limit(options.limit);
    },

    /** The newest live ads. */
    newestCards(options: { now: Date; limit: number }): Promise<CardRow[]> {
      return selectCards(db, {})
        .where(isLive(options.now))
        .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
        .limit(options.limit);
    },

    /** The whole ad whatever its status; the service decides who may see it. */
    async findDetail(id: number): Promise<DetailRow | undefined> {
      const [detail] = await selectDetails(db, {
        userId: vehicles.userId,
        status: vehicles.status,
        makeId: vehicles.makeId,
        vehicleTypeId: vehicles.vehicleTypeId,
        sellerName: users.name,
        sellerSince: users.createdAt,
      })
        .innerJoin(users, eq(users.id, vehicles.userId))
        .where(eq(vehicles.id, id));
      return detail;
    },

    /** Photos in order, then the 360 view and the video. */
    listMedia(vehicleId: number): Promise<MediaRow[]> {
      return db
        .select({
          kind: vehicleMedia.kind,
          storageKey: vehicleMedia.storageKey,
          variants: vehicleMedia.variants,
          width: vehicleMedia.width,
          height: vehicleMedia.height,
        })
        .from(vehicleMedia)
        .where(eq(vehicleMedia.vehicleId, vehicleId))
        .orderBy(asc(vehicleMedia.kind), asc(vehicleMedia.position));
    },

    /** The benchmark's floor: one primary-key lookup. */
    async findTitle(id: number): Promise<{ id: number; title: string } | undefined> {
      const [row] = await db
        .select({ id: vehicles.id, title: vehicles.title })
        .from(vehicles)
        .where(eq(vehicles.id, id));
      return row;
    },
  };
}

/** Re-binds a compiled statement's `$n` placeholders as parameters of a new statement. */
function sqlWithParams(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${params[Number(part) - 1]}`);
  });
  return sql.join(chunks);
}

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
