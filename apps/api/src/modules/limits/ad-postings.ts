import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { adPostings, users } from '@carmarket/db/schema';

/**
 * The statements of the new ads a day (decision 098), for a database or the new ad's own
 * transaction: the ads module counts and records inside its insert, the repository reads.
 */

/** A database or an open transaction: both run these statements. */
type Db = Pick<Database, 'select' | 'insert'>;

/** How many ads the user submitted since `since`, deleted and rejected ones included. */
export async function countPostings(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(adPostings)
    .where(and(eq(adPostings.userId, userId), gte(adPostings.postedAt, since)));
  return Number(row?.total ?? 0);
}

/**
 * Inside the new ad's transaction: locks the user's row, so a second submission of the same user
 * waits here until the first has committed or rolled back, then counts what they posted since
 * `since`. Two submissions at the last place therefore never both see room (decision 098).
 */
export async function lockUserAndCountPostings(
  tx: Db,
  userId: number,
  since: Date,
): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return countPostings(tx, userId, since);
}

/** Inside the new ad's transaction: the ad counts from now on, even once it is deleted. */
export async function recordPosting(
  tx: Db,
  posting: { userId: number; vehicleId: number; at: Date },
): Promise<void> {
  await tx
    .insert(adPostings)
    .values({ userId: posting.userId, vehicleId: posting.vehicleId, postedAt: posting.at });
}
