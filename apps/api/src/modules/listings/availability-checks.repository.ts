import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { availabilityChecks, users, vehicles } from '@carmarket/db/schema';
import { MARKET_RULES, type AvailabilityAnswer } from '@carmarket/shared/market-insights';
import { isLive, isPaused } from './listing-visibility';

/**
 * The weekly "Is your car still available?" check (issue 37, decision 133): which live ads are
 * due, the checks sent and their answers, and the pause after two unanswered in a row.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A live ad whose seller is due to be asked, or whose ad is due to be paused. */
export interface AdDueForCheck {
  id: number;
  userId: number;
  title: string;
  expiresAt: Date | null;
  sellerName: string;
  sellerEmail: string;
  /**
   * The latest checks since the ad went live or was last confirmed, up to the number that
   * pauses it, that went unanswered although mailed: at `unansweredChecksBeforePause` the ad is
   * paused rather than asked again.
   */
  unansweredInARow: number;
}

export interface AvailabilityCheckRow {
  id: number;
  vehicleId: number;
  answer: AvailabilityAnswer | null;
}

/** The last time the seller heard from us or told us: approval, confirmation, or the last check. */
const lastContact = sql`greatest(
  coalesce(${vehicles.approvedAt}, ${vehicles.createdAt}),
  coalesce(${vehicles.confirmedAt}, '-infinity'::timestamptz),
  coalesce((select max(c.sent_at) from ${availabilityChecks} c where c.vehicle_id = ${vehicles.id}),
    '-infinity'::timestamptz))`;

/** The count of the latest checks since approval or confirmation that went unanswered, mailed. */
const unansweredInARow = sql<number>`(
  select count(*)::int from (
    select c.answer, c.mailed from ${availabilityChecks} c
    where c.vehicle_id = ${vehicles.id}
      and c.sent_at > greatest(coalesce(${vehicles.approvedAt}, ${vehicles.createdAt}),
        coalesce(${vehicles.confirmedAt}, '-infinity'::timestamptz))
    order by c.sent_at desc, c.id desc
    limit ${MARKET_RULES.unansweredChecksBeforePause}) last
  where last.answer is null and last.mailed)`;

export function createAvailabilityChecksRepository(db: Database) {
  return {
    /**
     * Live ads of active sellers whose last contact (approval, confirmation, last check) is
     * `confirmEveryDays` old, oldest id first, at most `limit` (the job runs again within the
     * hour for the rest). A held ad or a suspended seller is never asked (issue 29).
     */
    async adsDue(now: Date, limit = 500): Promise<AdDueForCheck[]> {
      const due = new Date(now.getTime() - MARKET_RULES.confirmEveryDays * DAY_MS);
      return db
        .select({
          id: vehicles.id,
          userId: vehicles.userId,
          title: vehicles.title,
          expiresAt: vehicles.expiresAt,
          sellerName: users.name,
          sellerEmail: users.email,
          unansweredInARow,
        })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.userId))
        .where(
          and(
            isLive(now),
            isNull(users.suspendedAt),
            sql`${lastContact} <= ${due.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(vehicles.id))
        .limit(limit);
    },

    /**
     * Records a check sent now and queues its e-mail in the same transaction (`queueMail` gets
     * the check's id for the links and the transaction, and says whether the seller gets mail at
     * all): a check is recorded with its e-mail or not at all, so a crash between the two never
     * leaves a check that counts towards a pause without having been sent. A seller who gets no
     * mail (reminders off, address not confirmed) has the check recorded as not mailed: asked
     * again in a week, never paused for it.
     */
    async sendCheck(
      vehicleId: number,
      now: Date,
      queueMail: (checkId: number, tx: Transaction) => Promise<boolean>,
    ): Promise<{ checkId: number; mailed: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(availabilityChecks)
          .values({ vehicleId, sentAt: now })
          .returning({ id: availabilityChecks.id });
        const checkId = row!.id;
        const mailed = await queueMail(checkId, tx);
        if (!mailed) {
          await tx
            .update(availabilityChecks)
            .set({ mailed: false })
            .where(eq(availabilityChecks.id, checkId));
        }
        return { checkId, mailed };
      });
    },

    async findCheck(id: number): Promise<AvailabilityCheckRow | null> {
      const [row] = await db
        .select({
          id: availabilityChecks.id,
          vehicleId: availabilityChecks.vehicleId,
          answer: availabilityChecks.answer,
        })
        .from(availabilityChecks)
        .where(eq(availabilityChecks.id, id));
      return row ?? null;
    },

    /**
     * Pauses a live ad no one holds (a staff hold is never overwritten): out of search in the
     * same statement, by the vehicles trigger. False when it is no longer live or is held.
     */
    async pause(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(vehicles)
        .set({ heldFor: 'paused', heldAt: now })
        .where(and(eq(vehicles.id, id), isLive(now)))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },

    /**
     * Answers a check, once, and does what the answer means, in one transaction: `available`
     * confirms the ad now (and resumes it, if it was paused); `sold` marks it sold at the price
     * given; `price-changed` records the answer only (the seller goes on to the edit form).
     * Null when the check was answered already (the link was used); false when the ad is no
     * longer live or paused (nothing is written).
     */
    async answer(options: {
      checkId: number;
      vehicleId: number;
      answer: AvailabilityAnswer;
      soldPrice?: number | undefined;
      now: Date;
    }): Promise<'answered' | 'used' | 'not-live'> {
      const { checkId, vehicleId, answer, now } = options;
      return db
        .transaction(async (tx) => {
          const answered = await tx
            .update(availabilityChecks)
            .set({ answer, answeredAt: now })
            .where(
              and(
                eq(availabilityChecks.id, checkId),
                eq(availabilityChecks.vehicleId, vehicleId),
                isNull(availabilityChecks.answer),
              ),
            )
            .returning({ id: availabilityChecks.id });
          if (answered.length === 0) return 'used';
          const liveOrPaused = and(eq(vehicles.id, vehicleId), or(isLive(now), isPaused(now)));
          let changed: unknown[];
          if (answer === 'available') {
            changed = await tx
              .update(vehicles)
              .set({
                confirmedAt: now,
                heldFor: sql`nullif(${vehicles.heldFor}, 'paused')`,
                heldAt: sql`case when ${vehicles.heldFor} = 'paused' then null else ${vehicles.heldAt} end`,
                updatedAt: now,
              })
              .where(liveOrPaused)
              .returning({ id: vehicles.id });
          } else if (answer === 'sold') {
            changed = await tx
              .update(vehicles)
              .set({
                status: 'sold',
                soldAt: now,
                soldPrice: options.soldPrice ?? null,
                heldFor: null,
                heldAt: null,
                updatedAt: now,
              })
              .where(liveOrPaused)
              .returning({ id: vehicles.id });
          } else {
            changed = await tx.select({ id: vehicles.id }).from(vehicles).where(liveOrPaused);
          }
          // Nothing half-written: the answer goes with the change it means, or neither.
          if (changed.length === 0) throw new NotLive();
          return 'answered' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof NotLive) return 'not-live' as const;
          throw error;
        });
    },
  };
}

/** Ends `answer`'s transaction when the ad is no longer live or paused. */
class NotLive extends Error {}

export type AvailabilityChecksRepository = ReturnType<typeof createAvailabilityChecksRepository>;
