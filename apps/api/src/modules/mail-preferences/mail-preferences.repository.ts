import { eq } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { mailUnsubscribeTokens, users } from '@carmarket/db/schema';
import type { MailPreferences, UnsubscribeScope } from '@carmarket/shared/unsubscribe';

type Executor = Pick<Database, 'select' | 'update'>;

export interface UnsubscribeTokenRow {
  userId: number;
  scope: UnsubscribeScope;
  expiresAt: Date;
  usedAt: Date | null;
}

/** The whole set of switches: the master lives in `settings`, the kinds in `mail_preferences`. */
async function readPreferences(
  executor: Executor,
  userId: number,
  lock: boolean,
): Promise<MailPreferences | undefined> {
  const query = executor
    .select({ settings: users.settings, kinds: users.mailPreferences })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  return { emailNotifications: row.settings.emailNotifications, ...row.kinds };
}

async function writePreferences(executor: Executor, userId: number, next: MailPreferences) {
  const [row] = await executor
    .select({ settings: users.settings })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return;
  const { emailNotifications, ...kinds } = next;
  await executor
    .update(users)
    .set({ settings: { ...row.settings, emailNotifications }, mailPreferences: kinds })
    .where(eq(users.id, userId));
}

/** Which e-mail notices each account gets, and the tokens of the links that change it. */
export function createMailPreferencesRepository(db: Database) {
  return {
    read: (userId: number) => readPreferences(db, userId, false),

    /** Saves every switch under the user's row lock; false when there is no such user. */
    async save(userId: number, next: MailPreferences): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await readPreferences(tx, userId, true))) return false;
        await writePreferences(tx, userId, next);
        return true;
      });
    },

    async findToken(tokenHash: string): Promise<UnsubscribeTokenRow | undefined> {
      const [row] = await db
        .select({
          userId: mailUnsubscribeTokens.userId,
          scope: mailUnsubscribeTokens.scope,
          expiresAt: mailUnsubscribeTokens.expiresAt,
          usedAt: mailUnsubscribeTokens.usedAt,
        })
        .from(mailUnsubscribeTokens)
        .where(eq(mailUnsubscribeTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * One change through a link, in one transaction under the token's and the user's row locks:
     * `refuse` judges the token as it is now (two tabs cannot both spend a last minute), `change`
     * makes the new switches from the current ones, and the token is marked used, working on
     * only until `spentUntil` (or its own expiry, if sooner).
     */
    async changeWithToken<R>(options: {
      tokenHash: string;
      refuse: (token: UnsubscribeTokenRow | undefined) => R | undefined;
      change: (current: MailPreferences, scope: UnsubscribeScope) => MailPreferences;
      now: Date;
      spentUntil: Date;
    }): Promise<{ refused: R } | { scope: UnsubscribeScope; preferences: MailPreferences }> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .select({
            userId: mailUnsubscribeTokens.userId,
            scope: mailUnsubscribeTokens.scope,
            expiresAt: mailUnsubscribeTokens.expiresAt,
            usedAt: mailUnsubscribeTokens.usedAt,
          })
          .from(mailUnsubscribeTokens)
          .where(eq(mailUnsubscribeTokens.tokenHash, options.tokenHash))
          .for('update');
        const refused = options.refuse(token);
        if (refused !== undefined || !token) return { refused: refused as R };
        const current = await readPreferences(tx, token.userId, true);
        if (!current) return { refused: options.refuse(undefined) as R };
        const preferences = options.change(current, token.scope);
        await writePreferences(tx, token.userId, preferences);
        await tx
          .update(mailUnsubscribeTokens)
          .set({
            usedAt: token.usedAt ?? options.now,
            expiresAt: token.expiresAt < options.spentUntil ? token.expiresAt : options.spentUntil,
          })
          .where(eq(mailUnsubscribeTokens.tokenHash, options.tokenHash));
        return { scope: token.scope, preferences };
      });
    },
  };
}

export type MailPreferencesRepository = ReturnType<typeof createMailPreferencesRepository>;
