import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { CONTACT_SUBJECT_IDS } from '@carmarket/shared/contact';
import { createdAt, money } from './columns';
import { mailOutbox } from './jobs-and-mail';
import { users } from './users';

/** Messages from the public site (contact form, pre-orders) and staff's replies to them. */

// The subjects come from the contact form's own rules, so the form and the column cannot drift.
export const contactSubject = pgEnum('contact_subject', CONTACT_SUBJECT_IDS);

/** Where staff stand with a message from the public site (decision 097). */
export const MESSAGE_STATUSES = ['new', 'handled'] as const;
export const messageStatus = pgEnum('message_status', MESSAGE_STATUSES);

/** A message's staff state: new until a member of staff marks it handled or replies. */
const handledColumns = () => ({
  status: messageStatus('status').notNull().default('new'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: contactSubject('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    ...handledColumns(),
  },
  (t) => [index('contact_messages_status_created_idx').on(t.status, t.createdAt)],
);

export const preOrders = pgTable(
  'pre_orders',
  {
    id: serial('id').primaryKey(),
    carName: text('car_name').notNull(),
    description: text('description'),
    expectedPrice: money('expected_price'),
    contactEmail: text('contact_email').notNull(),
    createdAt: createdAt(),
    ...handledColumns(),
  },
  (t) => [index('pre_orders_status_created_idx').on(t.status, t.createdAt)],
);

/**
 * Staff replies to a contact message or a pre-order (exactly one of the two), each with the
 * outbox message that carried it to the sender by e-mail.
 */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: serial('id').primaryKey(),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    preOrderId: integer('pre_order_id').references(() => preOrders.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'message_replies_one_message',
      sql`num_nonnulls(${t.contactMessageId}, ${t.preOrderId}) = 1`,
    ),
    index('message_replies_contact_message_idx').on(t.contactMessageId),
    index('message_replies_pre_order_idx').on(t.preOrderId),
  ],
);
