import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_KINDS, CHAT_WARNINGS } from '@carmarket/shared/chat';
import { createdAt } from './columns';
import { offers } from './buyer-seller-loop';
import { vehicles } from './listings';
import { users } from './users';

/**
 * Buyers and sellers talking about an ad (issue 35, decision 127), and the per-user event log
 * that the live stream reads (`GET /api/me/events`).
 */

/**
 * One conversation per buyer and ad. The seller is the ad's owner when it started, kept here so
 * a conversation is found from either side by index. A deleted account leaves its side null
 * ("Deleted user"). `buyer_read_id` and `seller_read_id` are the last message id each side has
 * seen: unread messages are the other side's with a greater id.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    /**
     * The ad; null once its owner deleted it. The conversation outlives it, read-only, so a
     * seller cannot wipe a thread (or the report of it) by deleting the ad.
     */
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** The ad's title when the conversation began: what the thread is about once the ad is gone. */
    vehicleTitle: text('vehicle_title').notNull().default(''),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    buyerReadId: bigint('buyer_read_id', { mode: 'number' }).notNull().default(0),
    sellerReadId: bigint('seller_read_id', { mode: 'number' }).notNull().default(0),
    /** When each side was last e-mailed about an unread message: at most one an hour. */
    buyerNoticeAt: timestamp('buyer_notice_at', { withTimezone: true }),
    sellerNoticeAt: timestamp('seller_notice_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_vehicle_buyer_idx').on(t.vehicleId, t.buyerId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt),
    // The unread-notice job's scan of the last day's conversations.
    index('conversations_last_message_idx').on(t.lastMessageAt),
  ],
);

export const chatMessageKind = pgEnum('chat_message_kind', CHAT_MESSAGE_KINDS);
export const chatWarning = pgEnum('chat_warning', CHAT_WARNINGS);

/**
 * A message: text a person wrote, or an offer made, accepted or declined on the ad (then
 * `offer_id` names it and `body` is empty). `warning` is the safety rule the text matched, shown
 * to the recipient. A message deleted by its sender keeps its row (ids stay in order for
 * resuming streams) with an empty body and `deleted_at` set.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    kind: chatMessageKind('kind').notNull().default('text'),
    body: text('body').notNull().default(''),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    warning: chatWarning('warning'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    // Messages each sender wrote in the last hour, for the per-user limits.
    index('conversation_messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/** A person one user no longer hears from: the blocked cannot write to the blocker (untold). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A participant's report of a conversation. Staff may read a conversation only while it has a
 * report, and each reading is in the audit log. `decision` is null while the report is open.
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
    decision: text('decision'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('conversation_reports_conversation_reporter_idx').on(
      t.conversationId,
      t.reporterId,
    ),
    index('conversation_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.decision} is null`),
  ],
);

/**
 * What each signed-in user's live stream sends (messages, reads, offer changes), written in the
 * transaction of the change itself and announced by NOTIFY on `user_events`. A stream that
 * reconnects with the last id it saw reads the rows after it, so nothing is lost or sent twice.
 * Rows older than two days are pruned by the job runner.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_events_user_idx').on(t.userId, t.id),
    index('user_events_created_idx').on(t.createdAt),
  ],
);
