import { desc, eq, lt, min, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import { userEvents } from '@carmarket/db/schema';
import type { ChatEvent } from '@carmarket/shared/chat';

/** A database or a transaction on it: events are written inside the change's own transaction. */
type Writer = Pick<Database, 'insert' | 'execute'>;

/** The NOTIFY channel: its payload is JSON `[[userId, eventId], …]`, sent when the change commits. */
export const USER_EVENTS_CHANNEL = 'user_events';

/**
 * The advisory-lock space of a user's event log (decision 128): a writer holds its users' locks
 * from taking their ids until it commits, so each user's ids commit in increasing order and a
 * stream that has sent id n never later finds a smaller one committed.
 */
const USER_EVENTS_LOCK_SPACE = 1280;

/**
 * Records events for users' live streams in the caller's transaction and announces them: the
 * rows and the NOTIFY commit together or not at all, so a stream that resumes from its last id
 * finds exactly what was announced (decision 127).
 */
export async function recordUserEvents(
  tx: Writer,
  events: { userId: number; event: ChatEvent }[],
): Promise<void> {
  if (events.length === 0) return;
  // In one order, so two writers that name the same users never wait for each other in a circle.
  const userIds = [...new Set(events.map((entry) => entry.userId))].sort((a, b) => a - b);
  for (const userId of userIds) {
    await tx.execute(sql`select pg_advisory_xact_lock(${USER_EVENTS_LOCK_SPACE}, ${userId})`);
  }
  const rows = await tx
    .insert(userEvents)
    .values(events.map(({ userId, event }) => ({ userId, kind: event.kind, payload: event })))
    .returning({ id: userEvents.id, userId: userEvents.userId });
  const announced = JSON.stringify(rows.map((row) => [row.userId, row.id]));
  await tx.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${announced})`);
}

/** One event as a stream sends it. */
export interface StoredUserEvent {
  id: number;
  userId: number;
  kind: string;
  payload: unknown;
}

/** The reads of the live stream (decision 128) and the pruning of old events. */
export function createUserEventsRepository(db: Database) {
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
        payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload,
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

export type UserEventsRepository = ReturnType<typeof createUserEventsRepository>;
