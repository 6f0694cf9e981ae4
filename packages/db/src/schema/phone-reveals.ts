import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { vehicles } from './listings';
import { users } from './users';

/** Phone numbers behind a tap (issue 29, decision 107): who revealed them, and read counts per window. */

/**
 * One row per phone number revealed (POST /api/vehicles/:id/phone), for the seller's statistics:
 * the ad, when, and who asked: a signed-in user, or a visitor's browser as the SHA-256 of its
 * random cookie (never an address). My Listings counts the different people per ad.
 */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorHash: text('visitor_hash'),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('phone_reveals_vehicle_idx').on(t.vehicleId)],
);

/**
 * Reads of detail and search answers per caller and fixed window (decision 107): one row per key
 * and window, raised by one atomic upsert per read, so the hottest paths pay one small write and
 * no event rows. Unlogged (hand-written in the migration): a crash forgets the current window's
 * counts, which costs nothing worth a WAL write per read.
 */
export const listingReadCounts = pgTable(
  'listing_read_counts',
  {
    key: text('key').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowEndsAt] }),
    index('listing_read_counts_window_ends_at_idx').on(t.windowEndsAt),
  ],
);
