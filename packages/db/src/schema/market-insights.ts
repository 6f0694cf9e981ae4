import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AvailabilityAnswer } from '@carmarket/shared/market-insights';
import { money } from './columns';
import { vehicles } from './listings';
import { users } from './users';

/**
 * What the site's own market data tells a buyer (issue 37, decision 133; migration 0033).
 */

/**
 * Each live ad's typical price from comparable cars, written by the `market.bands` job (nightly,
 * and when an ad goes live); a trigger copies the band into the ad's search row. The band is
 * null when there were too few comparables, the offer insight when there were too few accepted
 * offers: never a guess.
 */
export const vehiclePriceBands = pgTable(
  'vehicle_price_bands',
  {
    vehicleId: integer('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    low: money('low'),
    median: money('median'),
    high: money('high'),
    comparables: integer('comparables').notNull(),
    offerLowPct: smallint('offer_low_pct'),
    offerHighPct: smallint('offer_high_pct'),
    acceptedOffers: integer('accepted_offers').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'vehicle_price_bands_band_whole',
      sql`(${t.low} IS NULL) = (${t.high} IS NULL) AND (${t.low} IS NULL) = (${t.median} IS NULL)`,
    ),
    check(
      'vehicle_price_bands_band_ordered',
      sql`${t.low} IS NULL OR (${t.low} <= ${t.median} AND ${t.median} <= ${t.high})`,
    ),
  ],
);

/**
 * "Is your car still available?", every 7 days for a live ad, with signed one-tap answers; two
 * unanswered in a row pause the ad (`held_for = 'paused'`).
 */
export const availabilityChecks = pgTable(
  'availability_checks',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    answer: text('answer').$type<AvailabilityAnswer>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** False when the seller could not receive its e-mail: it never counts towards a pause. */
    mailed: boolean('mailed').notNull().default(true),
  },
  (t) => [
    index('availability_checks_vehicle_sent_idx').on(t.vehicleId, t.sentAt),
    check(
      'availability_checks_answered_whole',
      sql`(${t.answer} IS NULL) = (${t.answeredAt} IS NULL)`,
    ),
  ],
);

/** A signed-in buyer's recently viewed cars (the newest 12 are shown; visitors keep theirs locally). */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'recently_viewed_pk', columns: [t.userId, t.vehicleId] }),
    index('recently_viewed_user_viewed_idx').on(t.userId, t.viewedAt),
  ],
);
