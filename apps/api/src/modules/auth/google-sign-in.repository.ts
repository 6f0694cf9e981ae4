import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import {
  linkedIdentities,
  openidPendingIdentities,
  openidSignIns,
  users,
} from '@carmarket/db/schema';
import type { Language } from '@carmarket/shared/i18n/languages';
import { isUniqueViolation } from '../../lib/db-errors';

export type StartedSignIn = typeof openidSignIns.$inferSelect;
export type PendingIdentity = typeof openidPendingIdentities.$inferSelect;

/** What linking an identity to an account came to. */
export type LinkOutcome = 'linked' | 'identity-taken' | 'account-has-another';

/**
 * Sign in with Google's rows (decision 135): started sign-ins and pending identities, each found by
 * the hash of a cookie's random value and taken (deleted) when used; and linked identities.
 */
export function createGoogleSignInRepository(db: Database) {
  return {
    /** Keeps a started sign-in, and clears those whose time is over. */
    async start(row: StartedSignIn, now: Date): Promise<void> {
      await db.delete(openidSignIns).where(lte(openidSignIns.expiresAt, now));
      await db.insert(openidSignIns).values(row);
    },

    /** The started sign-in, deleted in the same statement: a second callback finds nothing. */
    async takeStarted(idHash: string, now: Date): Promise<StartedSignIn | null> {
      const [row] = await db
        .delete(openidSignIns)
        .where(eq(openidSignIns.idHash, idHash))
        .returning();
      return row && row.expiresAt > now ? row : null;
    },

    async keepPending(row: PendingIdentity, now: Date): Promise<void> {
      await db.delete(openidPendingIdentities).where(lte(openidPendingIdentities.expiresAt, now));
      await db.insert(openidPendingIdentities).values(row);
    },

    async findPending(idHash: string, now: Date): Promise<PendingIdentity | null> {
      const [row] = await db
        .select()
        .from(openidPendingIdentities)
        .where(
          and(
            eq(openidPendingIdentities.idHash, idHash),
            gt(openidPendingIdentities.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    /** Deleted when used: one pending identity links or opens one account. */
    async takePending(idHash: string): Promise<boolean> {
      const taken = await db
        .delete(openidPendingIdentities)
        .where(eq(openidPendingIdentities.idHash, idHash))
        .returning({ idHash: openidPendingIdentities.idHash });
      return taken.length > 0;
    },

    /** The account an identity opens, or null when none is linked. */
    async userIdOf(provider: string, subject: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: linkedIdentities.userId })
        .from(linkedIdentities)
        .where(and(eq(linkedIdentities.provider, provider), eq(linkedIdentities.subject, subject)));
      return row?.userId ?? null;
    },

    async hasIdentity(userId: number, provider: string): Promise<boolean> {
      const [row] = await db
        .select({ id: linkedIdentities.id })
        .from(linkedIdentities)
        .where(and(eq(linkedIdentities.userId, userId), eq(linkedIdentities.provider, provider)));
      return row !== undefined;
    },

    /** The unique indexes decide: two racing links of one identity cannot both win. */
    async link(values: {
      provider: string;
      subject: string;
      userId: number;
      email: string;
    }): Promise<LinkOutcome> {
      try {
        await db.insert(linkedIdentities).values(values);
        return 'linked';
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return (await this.userIdOf(values.provider, values.subject)) === null
          ? 'account-has-another'
          : 'identity-taken';
      }
    },

    /**
     * A new account and its identity, in one transaction; null when the e-mail or the identity was
     * taken meanwhile (nothing is written then).
     */
    async createAccount(values: {
      provider: string;
      subject: string;
      name: string;
      mobile: string;
      email: string;
      passwordHash: string;
      emailConfirmedAt: Date | null;
      registrationAddressDigest: string;
      language: Language;
    }): Promise<{ userId: number } | null> {
      const { provider, subject, ...account } = values;
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx.insert(users).values(account).returning({ id: users.id });
          if (!user) throw new Error('the new account was not returned');
          await tx
            .insert(linkedIdentities)
            .values({ provider, subject, userId: user.id, email: account.email });
          return { userId: user.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}

export type GoogleSignInRepository = ReturnType<typeof createGoogleSignInRepository>;
