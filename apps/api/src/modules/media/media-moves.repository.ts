import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import { mediaMoves } from '@carmarket/db/schema';
import { MEDIA_SWEEP_LOCK } from './media-references.repository';

/** The durable record of committed media not yet moved into place (media_moves). */
export function createMediaMovesRepository(db: Database) {
  return {
    /** Whether `key` is committed but still waits under tmp/ for its move. */
    async isPending(key: string): Promise<boolean> {
      const rows = await db
        .select({ key: mediaMoves.key })
        .from(mediaMoves)
        .where(eq(mediaMoves.key, key));
      return rows.length > 0;
    },

    /** The moves of `keys` are done. */
    async finish(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(mediaMoves).where(inArray(mediaMoves.key, [...keys]));
    },

    /**
     * Hands every pending key to `move`, then forgets it, holding the media sweep's lock (so one
     * process repairs at a time, and before any sweep deletes a tmp/ file a move still needs).
     * The number of moves finished; null, having done nothing, when another process holds the lock.
     */
    async finishAllUnderLock(move: (key: string) => Promise<void>): Promise<number | null> {
      return db.transaction(async (tx) => {
        const lock = await tx.execute(
          sql`select pg_try_advisory_xact_lock(${MEDIA_SWEEP_LOCK}, 0) as locked`,
        );
        if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return null;
        const pending = await tx.select({ key: mediaMoves.key }).from(mediaMoves);
        for (const { key } of pending) {
          await move(key);
          await tx.delete(mediaMoves).where(eq(mediaMoves.key, key));
        }
        return pending.length;
      });
    },
  };
}

export type MediaMovesRepository = ReturnType<typeof createMediaMovesRepository>;
