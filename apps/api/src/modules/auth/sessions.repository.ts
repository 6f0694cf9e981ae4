import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { sessions, users } from '@carmarket/db/schema';
import { SESSION_LIFETIME } from './session-id';

/**
 * A session can refresh and authenticate while it is not revoked, not expired and not idle, and
 * its account is not suspended: a suspension revokes every session, and this also ends one a
 * sign-in racing the suspension opened just after (decision 096).
 */
function isLive(idHash: string, now: Date) {
  return and(
    eq(sessions.idHash, idHash),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_LIFETIME.idleMs)),
    sql`not exists (select 1 from ${users} where ${users.id} = ${sessions.userId}
      and ${users.suspendedAt} is not null)`,
  );
}

export function createSessionsRepository(db: Database) {
  return {
    async insert(values: { idHash: string; userId: number; now: Date }): Promise<void> {
      await db.insert(sessions).values({
        idHash: values.idHash,
        userId: values.userId,
        createdAt: values.now,
        lastUsedAt: values.now,
        expiresAt: new Date(values.now.getTime() + SESSION_LIFETIME.absoluteMs),
      });
    },

    /** Marks a live session as used now (its idle clock restarts); null when it is not live. */
    async touch(idHash: string, now: Date): Promise<{ userId: number } | null> {
      const [row] = await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(isLive(idHash, now))
        .returning({ userId: sessions.userId });
      return row ?? null;
    },

    /** A primary-key read on every authenticated request: revocation takes effect at once. */
    async findLive(
      idHash: string,
      now: Date,
    ): Promise<{ userId: number; isStaff: boolean } | null> {
      const [row] = await db
        .select({ userId: sessions.userId, isStaff: users.isStaff })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(isLive(idHash, now));
      return row ?? null;
    },

    async revoke(idHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
    },

    /** Revokes every session of the user, or every one but `exceptIdHash`. */
    async revokeAllOfUser(userId: number, now: Date, exceptIdHash?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptIdHash === undefined ? undefined : ne(sessions.idHash, exceptIdHash),
          ),
        );
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
