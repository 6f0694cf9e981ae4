import { desc, eq, lt, min, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import { userEvents } from '@carmarket/db/schema';

/** One event as a stream sends it. */
export interface StoredUserEvent {
  id: number;
  userId: number;
  kind: string;
  payload: unknown;
}

/**
 * The live stream's reads of `user_events` (decision 128; modules/events writes them) and the
 * pruning of old events.
 */
export function createLiveEventsRepository(db: Database) {
  return {
    /** The user's newest event id, 0 when they have none: a stream without a last id starts there. */
    async newestIdOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ id: userEvents.id })
        .from(userEvents)
        .where(eq(userEvents.userId, userId))
        .orderBy(desc(userEvents.id))
        .limit(1);
      return row ? Number(row.id) : 0;
    },

    /**
     * Whether events after `lastId` may have been pruned: the oldest kept event is past it (or
     * none is kept and it named one). Such a stream cannot resume; its client reads afresh.
     */
    async prunedAfter(lastId: number): Promise<boolean> {
      const [row] = await db.select({ oldest: min(userEvents.id) }).from(userEvents);
      const oldest = row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest);
      return oldest === null ? lastId > 0 : lastId < oldest - 1;
    },

    /**
     * Each user's events after their own id, oldest first, at most `limit` in all: one query
     * however many users a batch of notifications named.
     */
    async after(
      since: readonly { userId: number; afterId: number }[],
      limit: number,
    ): Promise<StoredUserEvent[]> {
      if (since.length === 0) return [];
      const wanted = sql.join(
        since.map(({ userId, afterId }) => sql`(${userId}::int, ${afterId}::bigint)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select e.id, e.user_id, e.kind, e.payload
          from (values ${wanted}) as wanted(user_id, after_id)
          join ${userEvents} e on e.user_id = wanted.user_id and e.id > wanted.after_id
         order by e.id
         limit ${limit}`);
      const rows = rowsOf<{ id: string | number; user_id: number; kind: string; payload: unknown }>(
        result,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        userId: row.user_id,
        kind: row.kind,
        payload:
          typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload,
      }));
    },

    /** Deletes events recorded before `before`; returns how many. */
    async deleteBefore(before: Date): Promise<number> {
      const result = await db.execute(sql`
        with deleted as (delete from ${userEvents} where ${lt(userEvents.createdAt, before)} returning 1)
        select count(*)::int as n from deleted`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },
  };
}

export type LiveEventsRepository = ReturnType<typeof createLiveEventsRepository>;
