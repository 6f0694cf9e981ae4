import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { emailTokens, passwordResetTokens, users } from '@carmarket/db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { createSessionsRepository } from './sessions.repository';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

/** What opening a confirmation link did; nothing changed unless it is `confirmed` or `changed`. */
export type ConfirmOutcome =
  | { outcome: 'confirmed'; userId: number; email: string }
  | { outcome: 'changed'; userId: number; email: string; previousEmail: string }
  | { outcome: 'expired' }
  | { outcome: 'taken' };

export type UndoOutcome =
  | { outcome: 'restored'; userId: number; email: string; name: string }
  | { outcome: 'expired' }
  | { outcome: 'taken' };

/** Thrown inside a transaction to roll it back when the address is taken meanwhile. */
class AddressTaken extends Error {}

/**
 * The e-mail links of decision 103. Only the SHA-256 of a token is stored; a link is spent by one
 * atomic UPDATE (two tabs cannot both use it), and everything it changes happens in the same
 * transaction, or nothing does.
 */
export function createEmailTokensRepository(db: Database) {
  /** Marks the user's unused links of these purposes as used. */
  function retire(tx: Transaction, userId: number, purposes: EmailTokenPurpose[], now: Date) {
    return tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.userId, userId),
          inArray(emailTokens.purpose, purposes),
          isNull(emailTokens.usedAt),
        ),
      );
  }

  /** Spends a live link of one of `purposes`; undefined when it is unknown, used or expired. */
  async function spend(
    tx: Transaction,
    tokenHash: string,
    purposes: EmailTokenPurpose[],
    now: Date,
  ) {
    const [token] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          inArray(emailTokens.purpose, purposes),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning();
    return token;
  }

  async function lockUser(tx: Transaction, userId: number) {
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return user;
  }

  /** Gives the account `email`, confirmed; AddressTaken (rolling back) when another account has it. */
  async function switchEmail(tx: Transaction, userId: number, email: string, now: Date) {
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)));
    if (other) throw new AddressTaken();
    try {
      // A savepoint, so that a unique violation from a racing sign-up rolls back cleanly.
      await tx.transaction(async (inner) => {
        await inner
          .update(users)
          .set({ email, emailConfirmedAt: now, updatedAt: now })
          .where(eq(users.id, userId));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AddressTaken();
      throw error;
    }
  }

  /** Reset links mailed to an address the account no longer has, or may not control, end. */
  function retireResetLinks(tx: Transaction, userId: number, now: Date) {
    return tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  }

  async function rollbackWhenTaken<T>(work: () => Promise<T>): Promise<T | { outcome: 'taken' }> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AddressTaken) return { outcome: 'taken' };
      throw error;
    }
  }

  return {
    /**
     * A new link to confirm the account's current address; earlier unused ones are retired in the
     * same transaction, so only the newest e-mail works (as reset links, decision 083).
     */
    async replaceConfirmation(values: {
      tokenHash: string;
      userId: number;
      email: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        // Under the user's row lock, so two links asked for at once cannot both stay live.
        await lockUser(tx, values.userId);
        await retire(tx, values.userId, ['confirm'], values.now);
        await tx.insert(emailTokens).values({
          tokenHash: values.tokenHash,
          userId: values.userId,
          purpose: 'confirm',
          email: values.email,
          createdAt: values.now,
          expiresAt: values.expiresAt,
        });
      });
    },

    /**
     * A change of address asked for: the link to the new address (retiring any earlier change
     * still waiting) and the undo link for the old one, together or not at all.
     */
    async requestChange(values: {
      userId: number;
      now: Date;
      change: { tokenHash: string; email: string; sessionHash: string; expiresAt: Date };
      undo: { tokenHash: string; email: string; expiresAt: Date };
    }): Promise<void> {
      const { userId, now, change, undo } = values;
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await retire(tx, userId, ['change'], now);
        await tx.insert(emailTokens).values([
          { userId, purpose: 'change', createdAt: now, ...change },
          { userId, purpose: 'undo', createdAt: now, ...undo },
        ]);
      });
    },

    /**
     * Opens a confirmation link. `confirm` marks the account's address confirmed (a link for an
     * address the account no longer has opens nothing); `change` switches the account to the
     * new address, confirmed, retires its other waiting links and reset links, and ends every
     * session but the one that asked. An address another account took meanwhile rolls all of it
     * back, the link included: `taken`.
     */
    async confirm(tokenHash: string, now: Date): Promise<ConfirmOutcome> {
      return rollbackWhenTaken(() =>
        db.transaction(async (tx): Promise<ConfirmOutcome> => {
          const token = await spend(tx, tokenHash, ['confirm', 'change'], now);
          if (!token) return { outcome: 'expired' };
          const user = await lockUser(tx, token.userId);
          if (!user) return { outcome: 'expired' };
          if (token.purpose === 'confirm') {
            if (user.email !== token.email) return { outcome: 'expired' };
            await tx
              .update(users)
              .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})` })
              .where(eq(users.id, token.userId));
            return { outcome: 'confirmed', userId: token.userId, email: token.email };
          }
          await switchEmail(tx, token.userId, token.email, now);
          await retire(tx, token.userId, ['confirm', 'change'], now);
          await retireResetLinks(tx, token.userId, now);
          await createSessionsRepository(tx).revokeAllOfUser(
            token.userId,
            now,
            token.sessionHash ?? undefined,
          );
          return {
            outcome: 'changed',
            userId: token.userId,
            email: token.email,
            previousEmail: user.email,
          };
        }),
      );
    },

    /**
     * Opens an undo link from the old address: the address comes back (confirmed: the link
     * reached it), any change still waiting is cancelled, reset links end, and every session of
     * the account ends.
     */
    async undo(tokenHash: string, now: Date): Promise<UndoOutcome> {
      return rollbackWhenTaken(() =>
        db.transaction(async (tx): Promise<UndoOutcome> => {
          const token = await spend(tx, tokenHash, ['undo'], now);
          if (!token) return { outcome: 'expired' };
          const user = await lockUser(tx, token.userId);
          if (!user) return { outcome: 'expired' };
          if (user.email === token.email) {
            await tx
              .update(users)
              .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})` })
              .where(eq(users.id, token.userId));
          } else {
            await switchEmail(tx, token.userId, token.email, now);
          }
          await retire(tx, token.userId, ['confirm', 'change'], now);
          await retireResetLinks(tx, token.userId, now);
          await createSessionsRepository(tx).revokeAllOfUser(token.userId, now);
          return { outcome: 'restored', userId: token.userId, email: token.email, name: user.name };
        }),
      );
    },
  };
}

export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>;
