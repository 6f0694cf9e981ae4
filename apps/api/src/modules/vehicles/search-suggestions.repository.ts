import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { listingCounts, listingSearch, listingYearCounts } from '@carmarket/db/schema';
import { rowsOf } from '@carmarket/db/seed/bulk-load';

/**
 * The live counts of the things a buyer may be typing (GET /api/vehicles/suggest): each the count
 * the search with that filter shows (`countExactly`, search-counts.ts), all in one statement, as
 * one is asked for on every key press and PGlite answers one statement at a time.
 */

export interface SuggestionCandidates {
  makeIds: number[];
  modelIds: number[];
  /** Models whose years are wanted, between `min` and `max`. */
  modelYears?: { modelIds: number[]; min: number; max: number };
  cityIds: number[];
  fuelTypeIds: number[];
}

export interface SuggestionCounts {
  make: Map<number, number>;
  model: Map<number, number>;
  city: Map<number, number>;
  fuelType: Map<number, number>;
  /** Live ads of each model and year that has some: `${modelId}:${yom}`. */
  modelYear: Map<string, number>;
}

const c = listingCounts;
const y = listingYearCounts;
const s = listingSearch;
const ids = (values: number[]) => sql`any(${sql.param(values)}::int[])`;

export function createSearchSuggestions(db: Database) {
  return {
    /**
     * Sums of the count tables, less the ads past their expiry that the purge has not removed
     * (read once through the expiry index), like `countExactly`. Things without live ads are left
     * out. The count table is small (a row per combination of list filters that has ads), so the
     * sums by city and by fuel type read it whole rather than through an index of their own.
     */
    async liveCounts(now: Date, wanted: SuggestionCandidates): Promise<SuggestionCounts> {
      // Each kind asked for adds its count table's rows and, as -1 each, its expired ads; every
      // part names its columns, as any of them may come first.
      const parts: SQL[] = [];
      const listKinds = [
        ['make', c.makeId, 'make_id', wanted.makeIds],
        ['model', c.modelId, 'model_id', wanted.modelIds],
        ['city', c.cityId, 'city_id', wanted.cityIds],
        ['fuelType', c.fuelTypeId, 'fuel_type_id', wanted.fuelTypeIds],
      ] as const;
      for (const [kind, column, expiredColumn, wantedIds] of listKinds) {
        if (wantedIds.length === 0) continue;
        const expired = sql.identifier(expiredColumn);
        parts.push(
          sql`select ${kind}::text as kind, ${column} as id, 0 as yom, ${c.count} as n
            from ${c} where ${column} = ${ids(wantedIds)}`,
          sql`select ${kind}::text as kind, ${expired} as id, 0 as yom, -1 as n from expired where ${expired} = ${ids(wantedIds)}`,
        );
      }
      const years = wanted.modelYears;
      if (years && years.modelIds.length > 0) {
        parts.push(
          sql`select 'modelYear'::text as kind, ${y.modelId} as id, ${y.yom} as yom, ${y.count} as n
            from ${y}
            where ${y.modelId} = ${ids(years.modelIds)} and ${y.yom} between ${years.min} and ${years.max}`,
          sql`select 'modelYear'::text as kind, model_id as id, yom, -1 as n from expired
            where model_id = ${ids(years.modelIds)} and yom between ${years.min} and ${years.max}`,
        );
      }
      const result =
        parts.length === 0
          ? { rows: [] }
          : await db.execute(sql`
              with expired as materialized (
                select ${s.makeId} as make_id, ${s.modelId} as model_id, ${s.cityId} as city_id,
                  ${s.fuelTypeId} as fuel_type_id, ${s.yom} as yom
                from ${s} where ${s.expiresAt} <= ${now.toISOString()}::timestamptz
              )
              select kind, id, yom, sum(n)::int as count
              from (${sql.join(parts, sql` union all `)}) as parts
              group by kind, id, yom having sum(n) > 0`);
      const counts: SuggestionCounts = {
        make: new Map(),
        model: new Map(),
        city: new Map(),
        fuelType: new Map(),
        modelYear: new Map(),
      };
      for (const row of rowsOf<{ kind: string; id: number; yom: number; count: number }>(result)) {
        const count = Number(row.count);
        const id = Number(row.id);
        if (row.kind === 'modelYear') counts.modelYear.set(`${id}:${Number(row.yom)}`, count);
        else counts[row.kind as Exclude<keyof SuggestionCounts, 'modelYear'>].set(id, count);
      }
      return counts;
    },
  };
}
