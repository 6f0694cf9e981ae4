import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Verified phone numbers (issue 36, decision 131): one-time codes sent by SMS, the SMS outbox
 * the durable job runner delivers from, the site's daily SMS count, and numbers that bounced.
 * Numbers here are always in the one normal form `+947XXXXXXXX`
 * (`normaliseSriLankanMobile`, packages/shared/src/phone-verification.ts).
 */

/**
 * One code sent to `phone` for `userId`: only its keyed hash is kept. Only the newest open code
 * of an account works: asking for a new one ends the older (`ended_at`). It ends too when it is
 * used, when 5 wrong tries are spent, or 10 minutes after it was made (`expires_at`).
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `+947XXXXXXXX`: the account's number, or the new one it becomes once confirmed. */
    phone: text('phone').notNull(),
    /** HMAC-SHA-256 (hex) of the code under the app's secret; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against it; the 5th ends it. */
    wrongTries: integer('wrong_tries').notNull().default(0),
    /** When it verified the number. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** When a newer code, or the 5th wrong try, ended it. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('phone_verifications_user_idx').on(t.userId, t.createdAt),
    index('phone_verifications_phone_idx').on(t.phone, t.createdAt),
  ],
);

/**
 * Every text message CarMarket sends, whole, kept before it is sent: with no SMS_URL it is
 * written to DATA_DIR/sms/NNNNNN.txt, else sent through the SMS gateway. A job (`sms.send`)
 * committed with the row delivers it; `sent_at` makes a retried job send it once.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** `+947XXXXXXXX`. */
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    /** What it is for: `verification`. */
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** `gateway` or `file`. */
    deliveredBy: text('delivered_by'),
    /** The gateway's id of the message (Text.lk's `uid`), when it gave one. */
    gatewayId: text('gateway_id'),
    /** When the gateway refused the number for good: the message is not retried. */
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);

/**
 * Text messages the site has queued per day (Asia/Colombo), against SMS_DAILY_LIMIT: counted
 * with one conditional upsert, so concurrent requests never pass the cap. `staff_told_at` is
 * set once, by the request that first meets the cap, which mails staff.
 */
export const smsDailyCounts = pgTable('sms_daily_counts', {
  day: date('day').primaryKey(),
  sent: integer('sent').notNull().default(0),
  staffToldAt: timestamp('staff_told_at', { withTimezone: true }),
});

/** Numbers the gateway refused for good ("a number that bounces is marked"). */
export const smsBouncedNumbers = pgTable('sms_bounced_numbers', {
  /** `+947XXXXXXXX`. */
  phone: text('phone').primaryKey(),
  bouncedAt: timestamp('bounced_at', { withTimezone: true }).notNull().defaultNow(),
  /** The gateway's words, for staff. */
  reason: text('reason').notNull(),
});
