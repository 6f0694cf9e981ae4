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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REPORT_DECISIONS, REPORT_REASONS, REPORTER_STANDINGS } from '@carmarket/shared/report';
import { createdAt } from './columns';
import { vehicles } from './listings';
import { users } from './users';

/** What staff did (the audit trail) and people's reports of ads (issue 18, decision 094). */

/**
 * The audit log (issue 18, decision 099): one row per staff action, written in the transaction
 * that makes the change. Never edited: a trigger refuses UPDATE and DELETE (migration 0014), and
 * a staff account with entries cannot be deleted.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    /** One of shared/audit's STAFF_ACTIONS. */
    action: text('action').notNull(),
    /** One of shared/audit's AUDIT_TARGET_TYPES, and that thing's id. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason'),
  },
  (t) => [
    index('staff_actions_at_idx').on(t.at, t.id),
    index('staff_actions_target_idx').on(t.targetType, t.targetId),
  ],
);

export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const reportDecision = pgEnum('report_decision', REPORT_DECISIONS);
export const reporterStanding = pgEnum('reporter_standing', REPORTER_STANDINGS);

/**
 * A visitor's report of an ad. The reporter is a user (signed in) or, for an anonymous visitor,
 * the SHA-256 of their address: each ad is reported once per user and once per address, and the
 * different reporters with open reports decide whether a live ad is held for staff. `decision`
 * is null while the report is open.
 */
export const adReports = pgTable(
  'ad_reports',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    reporterAddressHash: text('reporter_address_hash'),
    reason: reportReason('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
    decision: reportDecision('decision'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The keyed digest of the address the report came from, signed in or not (for a visitor the
     * same as `reporter_address_hash`); null for reports filed before decision 109.
     */
    addressDigest: text('address_digest'),
    /**
     * Whether the report counted toward a hold when it was filed, or why not (decision 109);
     * null for signed-in reports filed before reporters were weighed, which never count.
     */
    standing: reporterStanding('standing'),
  },
  (t) => [
    uniqueIndex('ad_reports_vehicle_reporter_idx').on(t.vehicleId, t.reporterId),
    // A reporter's dismissed reports in the window (decision 109).
    index('ad_reports_dismissed_idx')
      .on(t.reporterId, t.decidedAt)
      .where(sql`${t.decision} = 'dismissed'`),
    uniqueIndex('ad_reports_vehicle_address_idx').on(t.vehicleId, t.reporterAddressHash),
    index('ad_reports_open_idx')
      .on(t.vehicleId, t.createdAt)
      .where(sql`${t.decision} is null`),
    check(
      'ad_reports_one_reporter',
      sql`(${t.reporterId} is null) <> (${t.reporterAddressHash} is null)`,
    ),
  ],
);
