import { and, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { listingCounts, listingSearch, listingYearCounts } from '@carmarket/db/schema';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import type { SearchCriteria } from './search-criteria';
import { lanesIn, listConditions, whereOf, type TextTier } from './search-conditions';

/**
 * How many ads a search matches, and which: exact from the count tables where they cover the
 * filters, capped otherwise (decision 050). The service picks a page's plan from these numbers.
 */

const s = listingSearch;

export function createSearchCounts(db: Database) {
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
  };
}
