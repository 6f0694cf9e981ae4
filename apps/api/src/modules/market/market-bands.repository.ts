import { sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import type { PriceBand, PriceBandQuery } from '@carmarket/shared/market-insights';

/**
 * The price bands of decision 133. The comparables rule and the percentiles live in one home,
 * the database functions of migration 0033 (`market_price_bands_of`, and
 * `market_price_bands_refresh` that writes them for live ads); this only calls them.
 */

type Rows<T> = { rows: T[] };

const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::integer[]`;

export function createMarketBandsRepository(db: Database) {
  return {
    /**
     * Recomputes the bands of the live ads among `vehicleIds` as of `at`; writes only the rows
     * that change (their search rows follow by trigger, in the same transaction). Returns how
     * many rows were written.
     */
    async refresh(options: { vehicleIds: readonly number[]; at: Date }): Promise<number> {
      const result = (await db.execute(
        sql`select market_price_bands_refresh(${intArray(options.vehicleIds)},
          ${options.at.toISOString()}::timestamptz) as written`,
      )) as unknown as Rows<{ written: number }>;
      return Number(result.rows[0]?.written ?? 0);
    },

    /**
     * The next `limit` live ads with a catalogue model after `afterId`, in id order: the nightly
     * run walks every live ad in batches of these.
     */
    async liveAdIdsAfter(afterId: number, limit: number, at: Date): Promise<number[]> {
      const result = (await db.execute(
        sql`select id from vehicles
          where id > ${afterId} and status = 'active' and held_for is null
            and model_id is not null and expires_at > ${at.toISOString()}::timestamptz
          order by id limit ${limit}`,
      )) as unknown as Rows<{ id: number }>;
      return result.rows.map((row) => Number(row.id));
    },

    /** The band of a car that is not an ad yet (the sell wizard's); null below the threshold. */
    async bandFor(car: PriceBandQuery, at: Date): Promise<PriceBand | null> {
      const result = (await db.execute(
        sql`select low, high, comparables from market_price_bands_of(
          array[0], array[${car.makeId}::integer], array[${car.modelId}::integer],
          array[${car.yom}::integer], array[${car.mileage}::integer], ${at.toISOString()}::timestamptz)`,
      )) as unknown as Rows<{ low: string | null; high: string | null; comparables: number }>;
      const row = result.rows[0];
      if (!row || row.low === null || row.high === null) return null;
      return { low: Number(row.low), high: Number(row.high), count: Number(row.comparables) };
    },
  };
}

export type MarketBandsRepository = ReturnType<typeof createMarketBandsRepository>;
