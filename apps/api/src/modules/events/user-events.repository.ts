import { sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
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
