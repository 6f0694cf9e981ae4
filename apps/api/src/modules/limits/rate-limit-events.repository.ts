import { and, count, desc, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { rateLimitEvents } from '@carmarket/db/schema';

export interface CountedEvents {
  /** How many of the key's events happened after `since` (at most `upTo`). */
  count: number;
  /** The oldest of the newest `upTo` events, or null when there are none. */
  oldest: Date | null;
}

export interface LimitEvent {
  key: string;
  at: Date;
  expiresAt: Date;
}

/** An event to add while its key has fewer than `max` events after `since`. */
export interface CountedEntry {
  event: LimitEvent;
  since: Date;
  max: number;
}

/** An entry whose key was full, and the oldest of the events that fill it. */
export interface FullEntry<Entry extends CountedEntry = CountedEntry> {
  entry: Entry;
  oldest: Date;
}

/**
 * The first argument of every advisory lock the limits take: their own space, so a lock on a
 * key's hash can never wait on a lock another part of the app takes for its own reasons.
 */
const LOCK_SPACE = 7070;

type Executor = Pick<Database, 'select'>;

/**
 * The key's newest `upTo` events after `since`. Reading no more than the limit keeps a flooded
 * key as cheap as a quiet one (an index range scan of at most `upTo` rows).
 */
async function countKeySince(
  executor: Executor,
  key: string,
  since: Date,
  upTo: number,
): Promise<CountedEvents> {
  const newest = executor
    .select({ at: rateLimitEvents.at })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)))
    .orderBy(desc(rateLimitEvents.at))
    .limit(upTo)
    .as('newest');
  const [row] = await executor.select({ count: count(), oldest: min(newest.at) }).from(newest);
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
}

/** The events every rate limit counts, in the database so all API processes share them. */
export function createRateLimitEventsRepository(db: Database) {
  return {
    /**
     * Adds one event for each entry, or none: each key is locked for the transaction (a
     * transaction-scoped advisory lock, released at commit), then counted, then written. So N
     * concurrent callers, on one process or many, get exactly a limit's number of places, never
     * more (issue 28). Keys are locked in one order, so two calls sharing keys cannot deadlock.
     * Returns the entries that were already full (empty when every event was added).
     */
    async addAllIfUnder<Entry extends CountedEntry>(
      entries: readonly Entry[],
    ): Promise<Array<FullEntry<Entry>>> {
      return db.transaction(async (tx) => {
        const keys = [...new Set(entries.map((entry) => entry.event.key))].sort();
        for (const key of keys) {
          await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`);
        }
        const full: Array<FullEntry<Entry>> = [];
        for (const entry of entries) {
          const recent = await countKeySince(tx, entry.event.key, entry.since, entry.max);
          if (recent.count >= entry.max && recent.oldest)
            full.push({ entry, oldest: recent.oldest });
        }
        if (full.length === 0) await tx.insert(rateLimitEvents).values(entries.map((e) => e.event));
        return full;
      });
    },

    /** Takes back one event (a place given back: the sign-in whose password was right). */
    async removeOne(event: { key: string; at: Date }): Promise<void> {
      await db.execute(sql`
        delete from ${rateLimitEvents} where ctid = (
          select ctid from ${rateLimitEvents}
          where key = ${event.key} and at = ${event.at.toISOString()}::timestamptz
          limit 1
        )`);
    },

    /** Forgets every event of the key. */
    async deleteKey(key: string): Promise<void> {
      await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(rateLimitEvents).where(lte(rateLimitEvents.expiresAt, now));
    },
  };
}

export type RateLimitEventsRepository = ReturnType<typeof createRateLimitEventsRepository>;
