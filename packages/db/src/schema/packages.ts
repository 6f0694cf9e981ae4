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
import { createdAt } from './columns';
import { packageName, users } from './users';

/** Paid packages: sellers' requests and the bank details they pay to (decision 060). */

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const requestStatus = pgEnum('request_status', REQUEST_STATUSES);

export const packageRequests = pgTable(
  'package_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    package: packageName('package').notNull(),
    status: requestStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('package_requests_status_created_idx').on(t.status, t.createdAt),
    index('package_requests_user_id_idx').on(t.userId),
  ],
);

/**
 * How sellers pay for a package (decision 060): one row, id 1, that staff edit in /admin. No row
 * means staff have not entered the details yet (a database without demo data).
 */
export const paymentInstructions = pgTable(
  'payment_instructions',
  {
    id: integer('id').primaryKey().default(1),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    branch: text('branch').notNull(),
    confirmationTime: text('confirmation_time').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('payment_instructions_single_row', sql`${t.id} = 1`)],
);
