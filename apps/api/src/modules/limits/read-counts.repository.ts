import { lte, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { listingReadCounts } from '@carmarket/db/schema';

/** One window to count a read in: its key (rule and hashed subject) and when it ends. */
export interface ReadWindow {
  key: string;
  endsAt: Date;
}

/**
 * Fixed-window counts of reads (decision 107): the hot read paths pay one statement, no
 * transaction, no event rows.
 */
export function createReadCountsRepository(db: Database) {
  return {
    /**
     * Adds one to each window's count and returns the counts after it (in the order given), in
     * one atomic statement: concurrent reads of one key queue on its row and each sees its own
     * number, so exactly a ceiling's number get through, on one process or many. Rows are
     * written in the order given, so statements sharing keys lock them in one order.
     */
    async increment(windows: readonly ReadWindow[]): Promise<number[]> {
      const rows = await db
        .insert(listingReadCounts)
        .values(
          windows.map((window) => ({ key: window.key, windowEndsAt: window.endsAt, count: 1 })),
        )
        .onConflictDoUpdate({
          target: [listingReadCounts.key, listingReadCounts.windowEndsAt],
          set: { count: sql`${listingReadCounts.count} + 1` },
        })
        .returning({
          key: listingReadCounts.key,
          windowEndsAt: listingReadCounts.windowEndsAt,
          count: listingReadCounts.count,
        });
      return windows.map(
        (window) =>
          rows.find(
            (row) =>
              row.key === window.key && row.windowEndsAt.getTime() === window.endsAt.getTime(),
          )?.count ?? 0,
      );
    },

    /** Forgets windows that have ended; each process does it now and then. */
    async deleteEnded(now: Date): Promise<void> {
      await db.delete(listingReadCounts).where(lte(listingReadCounts.windowEndsAt, now));
    },
  };
}

export type ReadCountsRepository = ReturnType<typeof createReadCountsRepository>;

/**
 * The same counts held in this process's memory, for the embedded database (decision 123): only
 * one process can open a PGlite folder, so it sees every read there is, and a count raised
 * between two awaits is as atomic as the upsert. PGlite runs one statement at a time for the whole
 * server; the upsert, a write, took about a tenth of a search's turn there.
 */
export function createReadCountsInMemory(): ReadCountsRepository {
  const counts = new Map<string, { endsAt: number; count: number }>();
  return {
    increment(windows) {
      return Promise.resolve(
        windows.map((window) => {
          const id = `${window.key} ${window.endsAt.getTime()}`;
          const counted = counts.get(id) ?? { endsAt: window.endsAt.getTime(), count: 0 };
          counted.count += 1;
          counts.set(id, counted);
          return counted.count;
        }),
      );
    },

    deleteEnded(now) {
      for (const [id, counted] of counts) if (counted.endsAt <= now.getTime()) counts.delete(id);
      return Promise.resolve();
    },
  };
}
