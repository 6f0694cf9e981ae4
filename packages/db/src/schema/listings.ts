import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ImageVariants } from '@carmarket/shared/media';
import { VEHICLE_STATUSES } from '@carmarket/shared/vehicle-detail';
import type { Registration } from '@carmarket/shared/vehicle-facts';
import { createdAt, money } from './columns';
import {
  cities,
  conditions,
  fuelTypes,
  towns,
  transmissions,
  vehicleMakes,
  vehicleModels,
  vehicleTypes,
} from './reference-data';
import { packageName, phoneKey, users } from './users';

/** The ad itself (`vehicles`), an edit waiting for review, and the history of its price. */

// The statuses come from the shared list the API's answers use, so the two cannot drift.
export { VEHICLE_STATUSES };
export const vehicleStatus = pgEnum('vehicle_status', VEHICLE_STATUSES);

/**
 * Why an active ad is held out of sight (decision 099): three people reported it and staff have
 * not decided yet, or its seller is suspended. A held ad is not live (listing-visibility.ts): it
 * leaves search and its page, and its owner sees it under review.
 */
/**
 * Why an active ad is out of sight: staff hold it (reports, a suspended seller), or it is the
 * seller's own pause after two unanswered availability checks (issue 37, decision 133), which
 * the seller lifts with one click.
 */
export const LISTING_HOLDS = ['reports', 'suspension', 'paused'] as const;
export type ListingHold = (typeof LISTING_HOLDS)[number];
export const listingHold = pgEnum('listing_hold', LISTING_HOLDS);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    phone: text('phone').notNull(),
    /** `phone` normalised for the phone signal (decision 095). */
    phoneKey: text('phone_key')
      .notNull()
      .generatedAlwaysAs((): SQL => phoneKey(sql`${vehicles.phone}`)),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    conditionId: integer('condition_id')
      .notNull()
      .references(() => conditions.id),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    /**
     * The make's name, copied at insert so the generated search columns can include it
     * (a generated column cannot read another table).
     */
    makeName: text('make_name').notNull(),
    model: text('model').notNull(),
    /** The catalogue model `model` names, set by a trigger; null when the catalogue has none. */
    modelId: integer('model_id').references(() => vehicleModels.id),
    yom: integer('yom').notNull(),
    price: money('price').notNull(),
    transmissionId: integer('transmission_id')
      .notNull()
      .references(() => transmissions.id),
    fuelTypeId: integer('fuel_type_id')
      .notNull()
      .references(() => fuelTypes.id),
    /** Engine capacity in cc. */
    engineCapacity: integer('engine_capacity').notNull(),
    /** Mileage in miles, as the cards show it. */
    mileage: integer('mileage').notNull(),
    /** Plain text for member ads, sanitised HTML for featured and vip ads. */
    description: text('description').notNull().default(''),
    ongoingLease: boolean('ongoing_lease').notNull().default(false),
    airCondition: boolean('air_condition').notNull().default(false),
    powerMirror: boolean('power_mirror').notNull().default(false),
    powerSteering: boolean('power_steering').notNull().default(false),
    powerWindow: boolean('power_window').notNull().default(false),
    status: vehicleStatus('status').notNull().default('pending'),
    /** The package the ad was posted under; it keeps its placement and limits. */
    package: packageName('package').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** What a sold car went for, when known (issue 37): the price band's sold comparables. */
    soldPrice: money('sold_price'),
    /** The seller's last "still available" (issue 37, decision 133); null if never asked. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** Null for an ad anyone may see while it is active; otherwise why it is held (decision 099). */
    heldFor: listingHold('held_for'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    /**
     * The expiry the seller was last reminded of (decision 081): a renewal moves `expires_at`, so
     * the next expiry gets its own reminder.
     */
    expiryRemindedFor: timestamp('expiry_reminded_for', { withTimezone: true }),
    /**
     * Local vehicle facts (issue 38, migration 0035), each null when the seller did not say:
     * registered or not (a reconditioned import is unregistered), the year of first registration
     * (only when registered), previous owners (0–20) and the town within `city_id`.
     */
    registration: text('registration').$type<Registration>(),
    registrationYear: integer('registration_year'),
    owners: integer('owners'),
    townId: integer('town_id').references(() => towns.id),
    /** Lower-cased title, make and model: the words `search_words` collects for typo correction. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${vehicles.title} || ' ' || ${vehicles.makeName} || ' ' || ${vehicles.model})`,
      ),
  },
  (t) => [
    // Search reads its own table, listing_search (migration 0005).
    // Moderation and the owner's lists look ads up by status.
    index('vehicles_status_created_idx').on(t.status, t.createdAt),
    index('vehicles_user_id_idx').on(t.userId),
    // The phone signal: the ads and sellers behind a number, read from the index alone.
    index('vehicles_phone_key_user_idx').on(t.phoneKey, t.userId),
    index('vehicles_make_id_idx').on(t.makeId),
    index('vehicles_city_id_idx').on(t.cityId),
    index('vehicles_vehicle_type_id_idx').on(t.vehicleTypeId),
    // Ads that went live in a window: saved-search alerts and "new matches" (decision 082).
    index('vehicles_approved_at_idx').on(t.approvedAt),
    // Comparable cars for the price band (issue 37); migration 0033 INCLUDEs every other column
    // the comparables rule reads (id, price, sold_price, status, sold_at, expires_at, held_for),
    // so the band is read from the index alone.
    index('vehicles_comparables_idx')
      .on(t.modelId, t.yom, t.mileage)
      .where(sql`${t.status} IN ('active', 'sold')`),
    // The expiry reminder's walk: active ads by expiry, so "expires within 3 days" reads a range.
    index('vehicles_active_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // Live means active and not past expires_at (modules/listings/listing-visibility.ts): an
    // active ad always has an expiry, set when staff approve it, so no reader has to decide what
    // a missing one means (migration 0004).
    check('vehicles_active_has_expiry', sql`${t.status} <> 'active' or ${t.expiresAt} is not null`),
    check(
      'vehicles_registration_check',
      sql`${t.registration} is null or ${t.registration} in ('registered', 'unregistered')`,
    ),
    check(
      'vehicles_registration_year_check',
      sql`${t.registrationYear} is null or (${t.registration} = 'registered' and ${t.registrationYear} >= ${t.yom})`,
    ),
    check('vehicles_owners_check', sql`${t.owners} is null or ${t.owners} between 0 and 20`),
  ],
);

/**
 * An edit of a live ad that changes what staff review (title, description, price), waiting for
 * them (decision 081): the live ad stays as it was until staff approve. One row per ad; a newer
 * edit replaces it. A rejected edit keeps its reason for the owner until the next edit.
 */
export const vehicleRevisions = pgTable(
  'vehicle_revisions',
  {
    vehicleId: integer('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The whole edited ad, as the ad's columns (validated and sanitised when it was sent). */
    changes: jsonb('changes').$type<VehicleRevisionChanges>().notNull(),
    /**
     * The ad's photos as the edit has them, in order, when the edit changes them; null when it
     * leaves them as they are. Kept here rather than as media rows, so nothing that reads
     * vehicle_media (the ad page, search's card image) sees them before staff approve. Files
     * already live are named again; new ones exist only here, and the start-up sweep counts
     * them as used.
     */
    photos: jsonb('photos').$type<StagedPhoto[]>(),
    status: text('status', { enum: ['pending', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('vehicle_revisions_status_created_idx').on(t.status, t.createdAt)],
);

/** A photo of an edit waiting for staff: what its vehicle_media row will hold once approved. */
export interface StagedPhoto {
  storageKey: string;
  /** The photo's perceptual hash as a decimal string (JSON has no 64-bit integers); decision 095. */
  phash?: string | null;
  variants: Partial<ImageVariants>;
  width: number | null;
  height: number | null;
}

/** The columns an edit may change. */
export type VehicleRevisionChanges = Pick<
  typeof vehicles.$inferInsert,
  | 'title'
  | 'phone'
  | 'cityId'
  | 'vehicleTypeId'
  | 'conditionId'
  | 'makeId'
  | 'makeName'
  | 'model'
  | 'yom'
  | 'price'
  | 'transmissionId'
  | 'fuelTypeId'
  | 'engineCapacity'
  | 'mileage'
  | 'description'
  | 'ongoingLease'
  | 'airCondition'
  | 'powerMirror'
  | 'powerSteering'
  | 'powerWindow'
  | 'registration'
  | 'registrationYear'
  | 'owners'
  | 'townId'
>;

/**
 * Every price drop of a live ad, written by a trigger when the price falls on an active ad
 * (migration 0009), so no writer can forget it: the ad page shows them.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    oldPrice: money('old_price').notNull(),
    newPrice: money('new_price').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_changes_vehicle_changed_idx').on(t.vehicleId, t.changedAt)],
);
