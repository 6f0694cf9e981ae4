import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { phoneKey, phoneVerifications, users } from '@carmarket/db/schema';
import { PHONE_VERIFICATION_LIMITS, localMobile } from '@carmarket/shared/phone-verification';

/** Advisory locks on a number's key while its 2-accounts rule is checked and written. */
const PHONE_LOCK_SPACE = 1310;

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One-time codes (stored as keyed hashes) and the verified numbers of accounts. */
export function createPhoneVerificationRepository(db: Database) {
  /** Other accounts on which `phone` (+947…) is verified, compared as the phone signal does. */
  async function accountsVerifiedWith(
    phone: string,
    exceptUserId: number,
    executor: Pick<Database, 'select'> = db,
  ): Promise<number> {
    const [row] = await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(
        and(
          eq(users.mobileKey, phoneKey(sql`${localMobile(phone)}`)),
          isNotNull(users.phoneVerifiedAt),
          ne(users.id, exceptUserId),
        ),
      );
    return Number(row?.n ?? 0);
  }

  return {
    db,
    accountsVerifiedWith,

    /** Ends the account's open codes and stores the new one, in the caller's transaction. */
    async replaceCode(
      code: { userId: number; phone: string; codeHash: string; expiresAt: Date; now: Date },
      tx: Tx,
    ): Promise<void> {
      await tx
        .update(phoneVerifications)
        .set({ endedAt: code.now })
        .where(
          and(
            eq(phoneVerifications.userId, code.userId),
            isNull(phoneVerifications.usedAt),
            isNull(phoneVerifications.endedAt),
          ),
        );
      await tx.insert(phoneVerifications).values({
        userId: code.userId,
        phone: code.phone,
        codeHash: code.codeHash,
        createdAt: code.now,
        expiresAt: code.expiresAt,
      });
    },

    /** The account's newest code, whatever its state. */
    async newest(userId: number): Promise<PhoneVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.userId, userId))
        .orderBy(desc(phoneVerifications.id))
        .limit(1);
      return row;
    },

    /**
     * Counts one wrong try on a code that still works: one atomic update, so concurrent wrong
     * guesses get no more than the 5 tries between them. The tries after, or undefined when the
     * code no longer works (ended by another guess, expired, used).
     */
    async countWrongTry(id: number, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(phoneVerifications)
        .set({
          wrongTries: sql`${phoneVerifications.wrongTries} + 1`,
          endedAt: sql`case when ${phoneVerifications.wrongTries} + 1 >= ${PHONE_VERIFICATION_LIMITS.wrongTries} then ${now.toISOString()}::timestamptz end`,
        })
        .where(
          and(
            eq(phoneVerifications.id, id),
            isNull(phoneVerifications.usedAt),
            isNull(phoneVerifications.endedAt),
            gt(phoneVerifications.expiresAt, now),
          ),
        )
        .returning({ wrongTries: phoneVerifications.wrongTries });
      return row?.wrongTries;
    },

    /**
     * Uses the code and verifies the account's number, with the number's key locked so two
     * accounts confirming at once cannot both become its 3rd: 'taken' when it is verified on
     * the most accounts already, 'gone' when the code stopped working meanwhile.
     */
    async confirm(code: PhoneVerificationRow, now: Date): Promise<'verified' | 'taken' | 'gone'> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${PHONE_LOCK_SPACE}, hashtext(${localMobile(code.phone)}))`,
        );
        const others = await accountsVerifiedWith(code.phone, code.userId, tx);
        if (others >= PHONE_VERIFICATION_LIMITS.accountsPerNumber) return 'taken';
        const used = await tx
          .update(phoneVerifications)
          .set({ usedAt: now })
          .where(
            and(
              eq(phoneVerifications.id, code.id),
              isNull(phoneVerifications.usedAt),
              isNull(phoneVerifications.endedAt),
              gt(phoneVerifications.expiresAt, now),
            ),
          )
          .returning({ id: phoneVerifications.id });
        if (used.length === 0) return 'gone';
        await tx
          .update(users)
          .set({ mobile: localMobile(code.phone), phoneVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, code.userId));
        return 'verified';
      });
    },

    /** The staff accounts' addresses: who hears that the day's text messages stopped. */
    async staffEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.isStaff, true))
        .orderBy(users.id);
      return rows.map((row) => row.email);
    },
  };
}

export type PhoneVerificationRepository = ReturnType<typeof createPhoneVerificationRepository>;
