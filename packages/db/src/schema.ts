import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
import { CONTACT_SUBJECT_IDS } from '@carmarket/shared/contact';
import { PACKAGE_NAMES } from '@carmarket/shared/packages';
import type { ImageVariants } from '@carmarket/shared/media';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@carmarket/shared/settings';
import { VEHICLE_STATUSES } from '@carmarket/shared/vehicle-detail';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Money is a decimal with 2 places in the database and a number everywhere else. */
const money = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(12, 2)',
  fromDriver: (value) => Number(value),
  toDriver: (value) => value.toFixed(2),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ── Reference tables ────────────────────────────────────────────────────────────────────────────

const referenceTable = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
  });

export const cities = referenceTable('cities');
export const vehicleMakes = referenceTable('vehicle_makes');
export const vehicleTypes = referenceTable('vehicle_types');
export const conditions = referenceTable('conditions');
export const fuelTypes = referenceTable('fuel_types');
export const transmissions = referenceTable('transmissions');

// ── Users and sessions ──────────────────────────────────────────────────────────────────────────

export const packageName = pgEnum('package_name', PACKAGE_NAMES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    package: packageName('package').notNull().default('member'),
    packageExpiresAt: timestamp('package_expires_at', { withTimezone: true }),
    isStaff: boolean('is_staff').notNull().default(false),
    avatarKey: text('avatar_key'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    postal: text('postal'),
    cityId: integer('city_id').references(() => cities.id),
    settings: jsonb('settings').$type<UserSettings>().notNull().default(DEFAULT_USER_SETTINGS),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the opaque session id; the id itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; the idle expiry is counted from `lastUsedAt`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

// ── Vehicles (ads) ──────────────────────────────────────────────────────────────────────────────

// The statuses come from the shared list the API's answers use, so the two cannot drift.
export { VEHICLE_STATUSES };
export const vehicleStatus = pgEnum('vehicle_status', VEHICLE_STATUSES);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    phone: text('phone').notNull(),
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
    rejectionReason: text('rejection_reason'),
    /** Full-text document: title, make and model weigh more than the description. */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`
          setweight(to_tsvector('english'::regconfig, coalesce(${vehicles.title}, '')), 'A') ||
          setweight(to_tsvector('english'::regconfig, ${vehicles.makeName} || ' ' || ${vehicles.model}), 'A') ||
          setweight(to_tsvector('english'::regconfig, coalesce(${vehicles.description}, '')), 'C')`,
      ),
    /**
     * Title, make and model only: the small document relevance asks first ("do all the keyword's
     * words start a word of the title, make or model?"), far cheaper to test than ranking
     * `search_document` (docs/decisions/010-search-strategy.md).
     */
    titleDocument: tsvector('title_document')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`
          to_tsvector('english'::regconfig, coalesce(${vehicles.title}, '') || ' ' || ${vehicles.makeName} || ' ' || ${vehicles.model})`,
      ),
    /** Lower-cased title, make and model for pg_trgm: partial words and small typos. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${vehicles.title} || ' ' || ${vehicles.makeName} || ' ' || ${vehicles.model})`,
      ),
  },
  (t) => [
    index('vehicles_search_document_idx').using('gin', t.searchDocument),
    index('vehicles_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Search reads live ads only, so its indexes hold only active ads (`expires_at > now()` cannot
    // be an index predicate; it rides along). Migration 0003 makes each INCLUDE expires_at, price
    // and every filter id, so a page's ids and any count without a keyword come from the index
    // alone (docs/decisions/011-search-counts-and-cache.md). Sort keys end with id, as the sorts do.
    index('vehicles_live_price_idx')
      .on(t.price, t.id)
      .where(sql`status = 'active'`),
    index('vehicles_live_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'active'`),
    index('vehicles_live_mileage_idx')
      .on(t.mileage, t.id)
      .where(sql`status = 'active'`),
    index('vehicles_live_placement_idx')
      .on(t.package, t.createdAt, t.id)
      .where(sql`status = 'active'`),
    // Counting every live ad (the Buy car page before any filter) reads this small index only.
    index('vehicles_live_expires_idx')
      .on(t.expiresAt)
      .where(sql`status = 'active'`),
    // Moderation and the owner's lists look ads up by status.
    index('vehicles_status_created_idx').on(t.status, t.createdAt),
    index('vehicles_user_id_idx').on(t.userId),
    index('vehicles_make_id_idx').on(t.makeId),
    index('vehicles_city_id_idx').on(t.cityId),
    index('vehicles_vehicle_type_id_idx').on(t.vehicleTypeId),
    // Live means active and not past expires_at (modules/listings/listing-visibility.ts): an
    // active ad always has an expiry, set when staff approve it, so no reader has to decide what
    // a missing one means (migration 0004).
    check('vehicles_active_has_expiry', sql`${t.status} <> 'active' or ${t.expiresAt} is not null`),
  ],
);

/**
 * Every distinct word of the vehicles' `search_text`, kept by a statement trigger (migration
 * 0002). A misspelt keyword is corrected against this short list with pg_trgm instead of
 * comparing it with every ad (docs/decisions/010-search-strategy.md).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export const MEDIA_KINDS = ['image', 'threesixty', 'video'] as const;
export const mediaKind = pgEnum('media_kind', MEDIA_KINDS);

export const vehicleMedia = pgTable(
  'vehicle_media',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: mediaKind('kind').notNull(),
    position: integer('position').notNull().default(0),
    /** Storage key of the main file (the largest image variant, the 360 view or the video). */
    storageKey: text('storage_key').notNull(),
    /** WebP variants of an image by width; empty for 360 views and videos. */
    variants: jsonb('variants').$type<Partial<ImageVariants>>().notNull().default({}),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicle_media_vehicle_kind_position_idx').on(t.vehicleId, t.kind, t.position),
    // Files may be shared between rows (the demo photo pool); a file is deleted with its last row.
    index('vehicle_media_storage_key_idx').on(t.storageKey),
  ],
);

// ── Buyer and seller loop ───────────────────────────────────────────────────────────────────────

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
  },
  (t) => [
    index('offers_vehicle_id_idx').on(t.vehicleId),
    index('offers_buyer_id_idx').on(t.buyerId),
  ],
);

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

// ── Messages from the public site ───────────────────────────────────────────────────────────────

// The subjects come from the contact form's own rules, so the form and the column cannot drift.
export const contactSubject = pgEnum('contact_subject', CONTACT_SUBJECT_IDS);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: contactSubject('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const preOrders = pgTable('pre_orders', {
  id: serial('id').primaryKey(),
  carName: text('car_name').notNull(),
  description: text('description'),
  expectedPrice: money('expected_price'),
  contactEmail: text('contact_email').notNull(),
  createdAt: createdAt(),
});
