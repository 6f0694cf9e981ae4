import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { vehicles } from './listings';
import { users } from './users';

/** Limits every API process sees alike: rate-limit events (decision 070) and the day's ad postings (decision 098). */

/**
 * One row per counted event of a rate limit or sign-in throttle (decision 070), so every API
 * process on one database sees the same counts. `key` is the rule's name and a hash of who is
 * counted (a user id, an address, an e-mail); rows are deleted once `expires_at` has passed.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_events_key_at_idx').on(t.key, t.at),
    index('rate_limit_events_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * One row per ad a user submitted, kept when the ad is deleted (`vehicle_id` becomes null) so
 * the day's count of new ads per package cannot be reset by deleting. Written in the ad's own
 * transaction with the user's row locked, so two submissions at the last place cannot both pass.
 */
export const adPostings = pgTable(
  'ad_postings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_postings_user_posted_idx').on(t.userId, t.postedAt)],
);
