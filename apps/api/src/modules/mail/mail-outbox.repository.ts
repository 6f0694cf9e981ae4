import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { mailOutbox, mailUnsubscribeTokens, users } from '@carmarket/db/schema';
import type { UserSettings } from '@carmarket/shared/settings';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type MailCategory = 'essential' | 'notice';

/** The outbox of composed messages and the tokens of their unsubscribe links. */
export function createMailOutboxRepository(db: Database) {
  return {
    db,

    async get(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },

    async markSent(id: number, deliveredBy: 'smtp' | 'file', at: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt: at, deliveredBy })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
    },

    /** `emailConfirmed`: the owner opened a confirmation link sent to `email` (decision 103). */
    async recipient(
      userId: number,
    ): Promise<{ email: string; settings: UserSettings; emailConfirmed: boolean } | undefined> {
      const [row] = await db
        .select({
          email: users.email,
          settings: users.settings,
          emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`.mapWith(Boolean),
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async addUnsubscribeToken(tokenHash: string, userId: number): Promise<void> {
      await db.insert(mailUnsubscribeTokens).values({ tokenHash, userId });
    },

    /** Turns the token's user's e-mail notices off; false for an unknown token. */
    async unsubscribe(tokenHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .select({ userId: mailUnsubscribeTokens.userId })
          .from(mailUnsubscribeTokens)
          .where(eq(mailUnsubscribeTokens.tokenHash, tokenHash));
        if (!token) return false;
        const [user] = await tx
          .select({ settings: users.settings })
          .from(users)
          .where(eq(users.id, token.userId))
          .for('update');
        if (!user) return false;
        await tx
          .update(users)
          .set({ settings: { ...user.settings, emailNotifications: false } })
          .where(eq(users.id, token.userId));
        return true;
      });
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
