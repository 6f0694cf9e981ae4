import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { passwordResetTokens, users } from '@carmarket/db/schema';
import { createSessionsRepository } from './sessions.repository';

/** Reset links (issue 16): only the SHA-256 of a token is stored, so a copy of the table opens nothing. */
export function createPasswordResetRepository(db: Database) {
  return {
    /**
     * Stores a new link and retires the user's earlier unused ones in the same transaction: only
     * the newest e-mail works (decision 083), so an old message found later in an inbox opens
     * nothing.
     */
    async replace(values: {
      tokenHash: string;
      userId: number;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: values.now })
          .where(
            and(eq(passwordResetTokens.userId, values.userId), isNull(passwordResetTokens.usedAt)),
          );
        await tx.insert(passwordResetTokens).values({
          tokenHash: values.tokenHash,
          userId: values.userId,
          createdAt: values.now,
          expiresAt: values.expiresAt,
        });
      });
    },

    /**
     * Spends a link and sets the password in one transaction: the link is taken by one atomic
     * UPDATE (so two tabs racing with the same link cannot both succeed), then the password is
     * set, every other link of the user retired and every session ended. Null when the link is
     * unknown, used or expired; nothing changes then.
     */
    async consume(values: {
      tokenHash: string;
      passwordHash: string;
      now: Date;
    }): Promise<{ userId: number; email: string; name: string } | null> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: values.now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, values.tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, values.now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!token) return null;
        const [user] = await tx
          .update(users)
          // The link reached the address, which confirms it as a confirmation link does
          // (decision 103).
          .set({
            passwordHash: values.passwordHash,
            emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${values.now})`,
            updatedAt: values.now,
          })
          .where(eq(users.id, token.userId))
          .returning({ userId: users.id, email: users.email, name: users.name });
        if (!user) return null;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: values.now })
          .where(
            and(eq(passwordResetTokens.userId, user.userId), isNull(passwordResetTokens.usedAt)),
          );
        await createSessionsRepository(tx).revokeAllOfUser(user.userId, values.now);
        return user;
      });
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
