import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ImageVariants } from '@carmarket/shared/media';
import type { Registration } from '@carmarket/shared/vehicle-facts';
import { money, tsvector } from './columns';
import { vehicles } from './listings';
import { packageName } from './users';

/** Search's own tables, kept by triggers from the ads (decision 050): rows, counts and words. */

/**
 * Search's own copy of the live ads (migration 0005, docs/decisions/050-search-v2.md): one row
 * per active ad with its filters, sort keys, text documents and card, kept by triggers in the
 * same transaction as the write that changes the ad, so no answer is ever stale. Expiry is
 * checked by every read (`expires_at > now`); the server purges expired rows every minute.
 */
export const listingSearch = pgTable(
  'listing_search',
  {
    vehicleId: integer('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    makeId: integer('make_id').notNull(),
    /** 0 when the ad's model is not in the catalogue. */
    modelId: integer('model_id').notNull(),
    conditionId: integer('condition_id').notNull(),
    fuelTypeId: integer('fuel_type_id').notNull(),
    vehicleTypeId: integer('vehicle_type_id').notNull(),
    transmissionId: integer('transmission_id').notNull(),
    cityId: integer('city_id').notNull(),
    price: money('price').notNull(),
    yom: integer('yom').notNull(),
    mileage: integer('mileage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Placement of relevance: 2 vip, 1 featured, 0 member. */
    placement: integer('placement').notNull(),
    package: packageName('package').notNull(),
    title: text('title').notNull(),
    cardImage: jsonb('card_image').$type<Partial<ImageVariants>>(),
    /** Title, make and model (stripped of positions): relevance's first tier. */
    titleDocument: tsvector('title_document').notNull(),
    /** Title, make, model and description (stripped): what free text must match. */
    document: tsvector('document').notNull(),
    /**
     * Whether the seller has verified their mobile number (issue 36, migration 0032): the cards'
     * `phoneVerified` and the "Verified sellers" filter. Kept by a trigger on users too.
     */
    sellerPhoneVerified: boolean('seller_phone_verified').notNull().default(false),
    /**
     * The ad's price band (issue 37, migration 0033; null without enough comparables): the cards'
     * `dealRating` is worked out when read from `price` against these. Kept by a trigger on
     * vehicle_price_bands too.
     */
    bandLow: money('band_low'),
    bandMedian: money('band_median'),
    bandHigh: money('band_high'),
    /** The seller's last "still available" (vehicles.confirmed_at). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Local vehicle facts (issue 38, migration 0035): the card's "Unregistered" and the
     * registration and town filters. Null when the seller did not say.
     */
    registration: text('registration').$type<Registration>(),
    townId: integer('town_id'),
  },
  (t) => [
    // Each sort's index, then the same led by make and by model, so a search of one make or one
    // model walks only its own ads. Migration 0005 makes each INCLUDE expires_at and every filter,
    // so the ids of a page are an index-only walk that stops after the page.
    index('listing_search_placement_idx').on(t.placement, t.createdAt, t.vehicleId),
    index('listing_search_price_idx').on(t.price, t.vehicleId),
    index('listing_search_created_idx').on(t.createdAt, t.vehicleId),
    index('listing_search_mileage_idx').on(t.mileage, t.vehicleId),
    index('listing_search_yom_idx').on(t.yom, t.vehicleId),
    index('listing_search_make_placement_idx').on(t.makeId, t.placement, t.createdAt, t.vehicleId),
    index('listing_search_make_price_idx').on(t.makeId, t.price, t.vehicleId),
    index('listing_search_make_created_idx').on(t.makeId, t.createdAt, t.vehicleId),
    index('listing_search_make_mileage_idx').on(t.makeId, t.mileage, t.vehicleId),
    index('listing_search_model_placement_idx').on(
      t.modelId,
      t.placement,
      t.createdAt,
      t.vehicleId,
    ),
    index('listing_search_model_price_idx').on(t.modelId, t.price, t.vehicleId),
    index('listing_search_model_created_idx').on(t.modelId, t.createdAt, t.vehicleId),
    index('listing_search_model_mileage_idx').on(t.modelId, t.mileage, t.vehicleId),
    // A search whose count is small reads its matches through the most selective filter.
    index('listing_search_city_idx').on(t.cityId),
    index('listing_search_fuel_type_idx').on(t.fuelTypeId),
    index('listing_search_vehicle_type_idx').on(t.vehicleTypeId),
    index('listing_search_transmission_idx').on(t.transmissionId),
    index('listing_search_condition_idx').on(t.conditionId),
    // The registration and town filters (issue 38); migration 0035 INCLUDEs expires_at.
    index('listing_search_registration_idx')
      .on(t.registration)
      .where(sql`${t.registration} IS NOT NULL`),
    index('listing_search_town_idx')
      .on(t.townId)
      .where(sql`${t.townId} IS NOT NULL`),
    index('listing_search_document_idx').using('gin', t.document),
    index('listing_search_title_document_idx').using('gin', t.titleDocument),
    // "Confirmed this week" (issue 37, migration 0033).
    index('listing_search_confirmed_idx')
      .on(t.confirmedAt, t.vehicleId)
      .where(sql`${t.confirmedAt} IS NOT NULL`),
    // "Verified sellers" in the relevance order; migration 0032 INCLUDEs expires_at (decision 132).
    index('listing_search_verified_idx')
      .on(t.placement, t.createdAt, t.vehicleId)
      .where(sql`${t.sellerPhoneVerified}`),
    // Expired rows the purge has not reached yet, subtracted from `listing_counts`.
    index('listing_search_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Live ads per combination of the list filters, kept by triggers on `listing_search`: the exact
 * count of any search by make, model, condition, fuel, type, transmission and city is a sum
 * over this small table (less the few rows past their expiry that the purge has not reached).
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    makeId: integer('make_id').notNull(),
    modelId: integer('model_id').notNull(),
    conditionId: integer('condition_id').notNull(),
    fuelTypeId: integer('fuel_type_id').notNull(),
    vehicleTypeId: integer('vehicle_type_id').notNull(),
    transmissionId: integer('transmission_id').notNull(),
    cityId: integer('city_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [
        t.makeId,
        t.modelId,
        t.conditionId,
        t.fuelTypeId,
        t.vehicleTypeId,
        t.transmissionId,
        t.cityId,
      ],
    }),
  ],
);

/**
 * Live ads per make, model and year of manufacture, kept like `listing_counts`: the exact count
 * of a search by make or model and a year range ("toyota aqua 2016").
 */
export const listingYearCounts = pgTable(
  'listing_year_counts',
  {
    makeId: integer('make_id').notNull(),
    modelId: integer('model_id').notNull(),
    yom: integer('yom').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.makeId, t.modelId, t.yom] })],
);

/**
 * Which makes, models and conditions have live ads with each word of search's documents, and how many
 * (migration 0028, docs/decisions/121-search-that-never-stalls.md), kept by triggers on
 * `listing_search` like `listing_counts`. A text search that cannot fill its page from a short
 * walk reads here which makes and models can hold its matches at all, and walks only their ads.
 * Counts include expired ads the purge has not reached yet, so the lanes are never too few.
 * `lexeme` sorts bytewise (COLLATE "C"), so a prefix is a range of the primary key.
 */
export const listingWords = pgTable(
  'listing_words',
  {
    lexeme: text('lexeme').notNull(),
    makeId: integer('make_id').notNull(),
    /** 0 when the ads' model is not in the catalogue. */
    modelId: integer('model_id').notNull(),
    /** New, unregistered or used: descriptions differ by it ("company maintained"). */
    conditionId: integer('condition_id').notNull(),
    /** Ads with the word anywhere (search's `document`). */
    count: integer('count').notNull(),
    /** Ads with the word in their title, make or model (`title_document`): relevance's first tier. */
    inTitle: integer('in_title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lexeme, t.makeId, t.modelId, t.conditionId] })],
);

/**
 * Every distinct word of the vehicles' `search_text`, kept by a statement trigger (migration
 * 0002). A misspelt keyword is corrected against this short list with pg_trgm instead of
 * comparing it with every ad (docs/decisions/010-search-strategy.md).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
