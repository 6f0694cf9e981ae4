import { and, count, desc, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { rateLimitEvents } from '@carmarket/db/schema';

export interface CountedEvents {
  /** How many of the key's events happened after `since` (at most `upTo`). */
  count: number;
  /** The oldest of the newest `upTo` events, or null when there are none. */
  oldest: Date | null;
}

/** The events every rate limit counts, in the database so all API processes share them. */
export function createRateLimitEventsRepository(db: Database) {
  return {
    /**
     * The key's newest `upTo` events after `since`. Reading no more than the limit keeps a
     * flooded key as cheap as a quiet one (an index range scan of at most `upTo` rows).
     */
    async countSince(key: string, since: Date, upTo: number): Promise<CountedEvents> {
      const newest = db
        .select({ at: rateLimitEvents.at })
        .from(rateLimitEvents)
        .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)))
        .orderBy(desc(rateLimitEvents.at))
        .limit(upTo)
        .as('newest');
      const [row] = await db.select({ count: count(), oldest: min(newest.at) }).from(newest);
      return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
    },

    /**
     * Adds an event unless the key already has `max` events after `since`, in one statement, so
     * two processes racing for the last place rarely both get it; returns whether it was added.
     */
    async addIfUnder(event: { key: string; at: Date; expiresAt: Date }, since: Date, max: number) {
      const added = await db.execute(sql`
        insert into ${rateLimitEvents} (key, at, expires_at)
        select ${event.key}, ${event.at.toISOString()}::timestamptz,
          ${event.expiresAt.toISOString()}::timestamptz
        where (
          select count(*) from (
            select 1 from ${rateLimitEvents}
            where key = ${event.key} and at > ${since.toISOString()}::timestamptz
            limit ${max}
          ) as recent
        ) < ${max}
        returning 1`);
      return (added as unknown as { rows: unknown[] }).rows.length > 0;
    },

    async add(event: { key: string; at: Date; expiresAt: Date }): Promise<void> {
      await db.insert(rateLimitEvents).values(event);
    },

    /** Forgets every event of the key. */
    async deleteKey(key: string): Promise<void> {
      await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
    },

    /** Makes `event` the key's only one, in one transaction: a mark, not a count. */
    async replace(event: { key: string; at: Date; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(rateLimitEvents).where(eq(rateLimitEvents.key, event.key));
        await tx.insert(rateLimitEvents).values(event);
      });
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(rateLimitEvents).where(lte(rateLimitEvents.expiresAt, now));
    },
  };
}

export type RateLimitEventsRepository = ReturnType<typeof createRateLimitEventsRepository>;
