import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { sessionCredentials, sessions, users } from '@carmarket/db/schema';
import { SESSION_LIFETIME } from './session-credential';

type Executor = Pick<Database, 'update' | 'select' | 'insert'>;

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

/** What presenting a refresh credential came to (decision 101). */
export type Rotation =
  | { outcome: 'rotated'; userId: number; sessionIdHash: string; expiresAt: Date }
  /** The credential had been traded already: the session is ended now. */
  | { outcome: 'replayed'; userId: number; sessionIdHash: string }
  /** Unknown, or its session is over (revoked, idle, expired, suspended). */
  | { outcome: 'ended' };

async function revokeAllOfUserIn(
  executor: Executor,
  userId: number,
  now: Date,
  exceptIdHash?: string,
): Promise<void> {
  await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptIdHash === undefined ? undefined : ne(sessions.idHash, exceptIdHash),
      ),
    );
}

/** A rollback that carries no error: the transaction found the session over. */
class SessionOver extends Error {}

export function createSessionsRepository(db: Database) {
  return {
    /**
     * Opens a session for a sign-in: its key is the hash of the first credential, which is also
     * its current credential. Returns when it ends at the latest.
     */
    async open(values: { credentialHash: string; userId: number; now: Date }): Promise<Date> {
      const expiresAt = new Date(values.now.getTime() + SESSION_LIFETIME.absoluteMs);
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values({
          idHash: values.credentialHash,
          userId: values.userId,
          createdAt: values.now,
          lastUsedAt: values.now,
          expiresAt,
        });
        await tx.insert(sessionCredentials).values({
          hash: values.credentialHash,
          sessionIdHash: values.credentialHash,
          issuedAt: values.now,
        });
      });
      return expiresAt;
    },

    /**
     * Trades the presented credential for `nextHash`, in one transaction: the presented one is
     * marked rotated only while it is current (one atomic UPDATE, so of two requests racing with
     * one credential exactly one wins and the other is a replay), the session's idle clock
     * restarts, and the next credential is stored. A credential that was rotated already ends its
     * whole session: whoever presents it, the thief or the owner, the other holds a descendant.
     */
    async rotate(values: {
      presentedHash: string;
      nextHash: string;
      now: Date;
    }): Promise<Rotation> {
      const { presentedHash, nextHash, now } = values;
      try {
        return await db.transaction(async (tx): Promise<Rotation> => {
          const [traded] = await tx
            .update(sessionCredentials)
            .set({ rotatedAt: now })
            .where(
              and(eq(sessionCredentials.hash, presentedHash), isNull(sessionCredentials.rotatedAt)),
            )
            .returning({ sessionIdHash: sessionCredentials.sessionIdHash });
          if (traded) {
            const [session] = await tx
              .update(sessions)
              .set({ lastUsedAt: now })
              .where(isLive(traded.sessionIdHash, now))
              .returning({ userId: sessions.userId, expiresAt: sessions.expiresAt });
            if (!session) throw new SessionOver();
            await tx.insert(sessionCredentials).values({
              hash: nextHash,
              sessionIdHash: traded.sessionIdHash,
              issuedAt: now,
            });
            return { outcome: 'rotated', sessionIdHash: traded.sessionIdHash, ...session };
          }
          const [known] = await tx
            .select({ sessionIdHash: sessionCredentials.sessionIdHash, userId: sessions.userId })
            .from(sessionCredentials)
            .innerJoin(sessions, eq(sessions.idHash, sessionCredentials.sessionIdHash))
            .where(eq(sessionCredentials.hash, presentedHash));
          if (!known) return { outcome: 'ended' };
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.idHash, known.sessionIdHash), isNull(sessions.revokedAt)));
          return { outcome: 'replayed', ...known };
        });
      } catch (error) {
        if (error instanceof SessionOver) return { outcome: 'ended' };
        throw error;
      }
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

    /** Ends the session a credential belongs to, current or rotated (sign-out). */
    async revokeByCredential(credentialHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            isNull(sessions.revokedAt),
            inArray(
              sessions.idHash,
              db
                .select({ idHash: sessionCredentials.sessionIdHash })
                .from(sessionCredentials)
                .where(eq(sessionCredentials.hash, credentialHash)),
            ),
          ),
        );
    },

    /** Revokes every session of the user, or every one but `exceptIdHash`. */
    async revokeAllOfUser(userId: number, now: Date, exceptIdHash?: string): Promise<void> {
      await revokeAllOfUserIn(db, userId, now, exceptIdHash);
    },

    /**
     * The new password and the end of every other session, in one transaction: nothing is left
     * half-changed (a new password with the old sessions still open) if either fails.
     */
    async setPasswordEndingOtherSessions(values: {
      userId: number;
      passwordHash: string;
      keepIdHash: string;
      now: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: values.passwordHash, updatedAt: values.now })
          .where(eq(users.id, values.userId));
        await revokeAllOfUserIn(tx, values.userId, values.now, values.keepIdHash);
      });
    },

    /**
     * Forgets the credentials of sessions that have ended (revoked, expired or idle): a replay of
     * one can only meet a dead session, so its hash has nothing left to guard.
     */
    async purgeEndedCredentials(now: Date): Promise<void> {
      const ended = db
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(
          or(
            isNotNull(sessions.revokedAt),
            lte(sessions.expiresAt, now),
            lte(sessions.lastUsedAt, new Date(now.getTime() - SESSION_LIFETIME.idleMs)),
          ),
        );
      await db.delete(sessionCredentials).where(inArray(sessionCredentials.sessionIdHash, ended));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
