import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchParams } from '@carmarket/shared/saved-search';
import { createdAt, money } from './columns';
import { vehicles } from './listings';
import { users } from './users';

/** What buyers keep and send: the wishlist, offers to sellers, saved searches and their alerts. */

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vehicleId] }),
    index('wishlist_items_vehicle_id_idx').on(t.vehicleId),
  ],
);

export const OFFER_STATES = ['open', 'accepted', 'declined'] as const;
export const offerState = pgEnum('offer_state', OFFER_STATES);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    message: text('message').notNull().default(''),
    state: offerState('state').notNull().default('open'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /**
     * The seller had their 10 offer e-mails of the hour: this offer waits for the hour's digest,
     * which counts it and clears the mark (decision 110).
     */
    noticeHeld: boolean('notice_held').notNull().default(false),
  },
  (t) => [
    index('offers_vehicle_id_idx').on(t.vehicleId),
    index('offers_buyer_id_idx').on(t.buyerId),
    index('offers_notice_held_idx')
      .on(t.vehicleId)
      .where(sql`${t.noticeHeld}`),
  ],
);

export const savedSearchFrequency = pgEnum('saved_search_frequency', SAVED_SEARCH_FREQUENCIES);

/** A user's saved search of Buy Car (decision 082): the search call's parameters, canonical. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: savedSearchFrequency('frequency').notNull(),
    params: jsonb('params').$type<SavedSearchParams>().notNull(),
    createdAt: createdAt(),
    /** When the owner last opened it: ads that went live after it are its "new matches". */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_id_idx').on(t.userId, t.createdAt)],
);

/** Each ad an owner was told about for a saved search, so no ad is sent twice (decision 082). */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.vehicleId] }),
    index('saved_search_alerts_vehicle_id_idx').on(t.vehicleId),
  ],
);
