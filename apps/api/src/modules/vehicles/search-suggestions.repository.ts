import { sql } from 'drizzle-orm';
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
      const years = wanted.modelYears ?? { modelIds: [], min: 0, max: -1 };
      const result = await db.execute(sql`
        with expired as materialized (
          select ${s.makeId} as make_id, ${s.modelId} as model_id, ${s.cityId} as city_id,
            ${s.fuelTypeId} as fuel_type_id, ${s.yom} as yom
          from ${s} where ${s.expiresAt} <= ${now.toISOString()}::timestamptz
        ), parts as (
          select 'make' as kind, ${c.makeId} as id, 0 as yom, ${c.count} as n
            from ${c} where ${c.makeId} = ${ids(wanted.makeIds)}
          union all select 'make', make_id, 0, -1 from expired where make_id = ${ids(wanted.makeIds)}
          union all select 'model', ${c.modelId}, 0, ${c.count}
            from ${c} where ${c.modelId} = ${ids(wanted.modelIds)}
          union all select 'model', model_id, 0, -1 from expired where model_id = ${ids(wanted.modelIds)}
          union all select 'modelYear', ${y.modelId}, ${y.yom}, ${y.count}
            from ${y} where ${y.modelId} = ${ids(years.modelIds)}
              and ${y.yom} between ${years.min} and ${years.max}
          union all select 'modelYear', model_id, yom, -1 from expired
            where model_id = ${ids(years.modelIds)} and yom between ${years.min} and ${years.max}
          union all select 'city', ${c.cityId}, 0, ${c.count}
            from ${c} where ${c.cityId} = ${ids(wanted.cityIds)}
          union all select 'city', city_id, 0, -1 from expired where city_id = ${ids(wanted.cityIds)}
          union all select 'fuelType', ${c.fuelTypeId}, 0, ${c.count}
            from ${c} where ${c.fuelTypeId} = ${ids(wanted.fuelTypeIds)}
          union all select 'fuelType', fuel_type_id, 0, -1 from expired
            where fuel_type_id = ${ids(wanted.fuelTypeIds)}
        )
        select kind, id, yom, sum(n)::int as count from parts
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
