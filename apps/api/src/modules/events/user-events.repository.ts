import { sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { userEvents } from '@carmarket/db/schema';
import type { ChatEvent } from '@carmarket/shared/chat';

/** A database or a transaction on it: events are written inside the change's own transaction. */
type Writer = Pick<Database, 'insert' | 'execute'>;

/** The NOTIFY channel: its payload is JSON `[[userId, eventId], …]`, sent when the change commits. */
export const USER_EVENTS_CHANNEL = 'user_events';

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
  const rows = await tx
    .insert(userEvents)
    .values(events.map(({ userId, event }) => ({ userId, kind: event.kind, payload: event })))
    .returning({ id: userEvents.id, userId: userEvents.userId });
  const announced = JSON.stringify(rows.map((row) => [row.userId, row.id]));
  await tx.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${announced})`);
}
