import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { smsBouncedNumbers, smsDailyCounts, smsOutbox } from '@carmarket/db/schema';

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
type Executor = Pick<Database, 'insert' | 'execute' | 'select' | 'update'>;

/** The kept text messages, the site's daily count and the numbers the gateway refused. */
export function createSmsOutboxRepository(db: Database) {
  return {
    db,

    async get(id: number): Promise<SmsOutboxRow | undefined> {
      const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
      return row;
    },

    async insert(
      row: { recipient: string; body: string; purpose: string; userId: number },
      executor: Executor,
    ): Promise<number> {
      const [kept] = await executor.insert(smsOutbox).values(row).returning({ id: smsOutbox.id });
      return kept!.id;
    },

    async markSent(
      id: number,
      sent: { deliveredBy: 'gateway' | 'file'; gatewayId: string | null; at: Date },
    ): Promise<void> {
      await db
        .update(smsOutbox)
        .set({ sentAt: sent.at, deliveredBy: sent.deliveredBy, gatewayId: sent.gatewayId })
        .where(and(eq(smsOutbox.id, id), isNull(smsOutbox.sentAt)));
    },

    /** The row and the number together: the number is refused from now on. */
    async markBounced(row: SmsOutboxRow, reason: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(smsOutbox).set({ bouncedAt: at }).where(eq(smsOutbox.id, row.id));
        await tx
          .insert(smsBouncedNumbers)
          .values({ phone: row.recipient, bouncedAt: at, reason: reason.slice(0, 500) })
          .onConflictDoNothing();
      });
    },

    async isBounced(phone: string, executor: Pick<Database, 'select'> = db): Promise<boolean> {
      const [row] = await executor
        .select({ phone: smsBouncedNumbers.phone })
        .from(smsBouncedNumbers)
        .where(eq(smsBouncedNumbers.phone, phone));
      return row !== undefined;
    },

    /**
     * Counts one message on `day` unless the day has reached `limit`: one conditional upsert,
     * so concurrent requests near the cap get exactly the cap's places. The count after, or
     * undefined when the day is full.
     */
    async countOne(day: string, limit: number, executor: Executor): Promise<number | undefined> {
      const result = await executor.execute(sql`
        insert into ${smsDailyCounts} (day, sent) values (${day}, 1)
        on conflict (day) do update set sent = ${smsDailyCounts}.sent + 1
        where ${smsDailyCounts}.sent < ${limit}
        returning sent`);
      const row = (result as unknown as { rows: Array<{ sent: number }> }).rows[0];
      // A limit of 0 refuses even the day's first message.
      if (row === undefined || Number(row.sent) > limit) return undefined;
      return Number(row.sent);
    },

    /** True for the one caller that first finds the day full: it tells staff. */
    async claimStaffNotice(day: string, at: Date): Promise<boolean> {
      const claimed = await db
        .update(smsDailyCounts)
        .set({ staffToldAt: at })
        .where(and(eq(smsDailyCounts.day, day), isNull(smsDailyCounts.staffToldAt)))
        .returning({ day: smsDailyCounts.day });
      return claimed.length > 0;
    },
  };
}

export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
