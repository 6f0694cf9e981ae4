import { asc, eq } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { userEvents } from '@carmarket/db/schema';
import type { ChatEvent } from '@carmarket/shared/chat';

/** The events a user's live stream would send (issue 35), oldest first. */
export async function eventsOf(db: Database, userId: number): Promise<ChatEvent[]> {
  const rows = await db
    .select({ payload: userEvents.payload })
    .from(userEvents)
    .where(eq(userEvents.userId, userId))
    .orderBy(asc(userEvents.id));
  return rows.map((row) => row.payload as ChatEvent);
}
