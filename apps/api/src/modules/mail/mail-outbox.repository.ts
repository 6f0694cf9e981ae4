import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { mailOutbox, mailUnsubscribeTokens, users } from '@carmarket/db/schema';
import { DEFAULT_LANGUAGE, type Language } from '@carmarket/shared/i18n/languages';
import type { UserSettings } from '@carmarket/shared/settings';
import type { MailKindPreferences, UnsubscribeScope } from '@carmarket/shared/unsubscribe';

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

    /** Messages composed since `since` and not delivered yet (read through the created index). */
    async countUnsent(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(gt(mailOutbox.createdAt, since), isNull(mailOutbox.sentAt)));
      return Number(row?.n ?? 0);
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
      executor: Pick<Database, 'select'> = db,
    ): Promise<
      | {
          email: string;
          settings: UserSettings;
          mailPreferences: MailKindPreferences;
          emailConfirmed: boolean;
        }
      | undefined
    > {
      const [row] = await executor
        .select({
          email: users.email,
          settings: users.settings,
          mailPreferences: users.mailPreferences,
          emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`.mapWith(Boolean),
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * The language to write to a reader in (issue 32): the account's that `userId` names, else
     * the account's that uses `email`; English for an address with no account.
     */
    async languageOf(
      reader: { userId?: number; email: string },
      executor: Pick<Database, 'select'> = db,
    ): Promise<Language> {
      const [row] = await executor
        .select({ language: users.language })
        .from(users)
        .where(
          reader.userId === undefined
            ? eq(users.email, reader.email.trim().toLowerCase())
            : eq(users.id, reader.userId),
        );
      return row?.language ?? DEFAULT_LANGUAGE;
    },

    async addUnsubscribeToken(
      token: { tokenHash: string; userId: number; scope: UnsubscribeScope; expiresAt: Date },
      executor: Pick<Database, 'insert'> = db,
    ): Promise<void> {
      await executor.insert(mailUnsubscribeTokens).values(token);
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
