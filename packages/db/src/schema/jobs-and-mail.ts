import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { UnsubscribeScope } from '@carmarket/shared/unsubscribe';
import { createdAt } from './columns';
import { users } from './users';

/** Background jobs, the mail outbox and unsubscribe tokens, and the server's own kept secrets. */

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const jobState = pgEnum('job_state', JOB_STATES);

/**
 * Work done outside a request (decision 080): sending mail, alerts, reminders. Any API process
 * takes a due job with `FOR UPDATE SKIP LOCKED` and holds it for a lease it renews while it
 * works; a job whose process died is taken again once the lease has passed. A failure is retried
 * with backoff; one that exhausts `max_attempts` stays `failed` for staff to see and retry.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it, e.g. `mail.send`. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: jobState('state').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** The process holding the job, and until when; a lapsed lease frees the job. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** A job with a key is enqueued once however many processes ask (a schedule's slot). */
    onceKey: text('once_key'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_once_key_idx').on(t.onceKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('jobs_finished_idx').on(t.state, t.finishedAt),
  ],
);

/**
 * Every message CarMarket composes, in full (`raw` is the RFC 5322 message), whether it went
 * out through SMTP or, with no SMTP_URL, only to an .eml file under DATA_DIR/mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** `essential` (password reset, security) or `notice` (honours the e-mail setting). */
    category: text('category').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Message-ID header: a resend after a crash carries the same one. */
    messageId: text('message_id').notNull(),
    raw: text('raw').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** `smtp` or `file`. */
    deliveredBy: text('delivered_by'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * One-click unsubscribe (RFC 8058): a random token per notice, stored as its SHA-256, for the
 * notice's kind (`all`: the links sent before kinds existed). It works until `expires_at` (90
 * days); its first use sets `used_at` and brings `expires_at` to within the hour (decision 104).
 */
export const mailUnsubscribeTokens = pgTable(
  'mail_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<UnsubscribeScope>().notNull().default('all'),
    createdAt: createdAt(),
    /** Rows older than this column get 90 days from the migration. */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '90 days'`),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mail_unsubscribe_tokens_user_idx').on(t.userId)],
);

/**
 * Keys the server makes once and keeps across restarts and processes (decision 081): the key
 * that signs the e-mail's one-tap links.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
