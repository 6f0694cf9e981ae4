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
  bigint,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CONTACT_SUBJECT_IDS } from '@carmarket/shared/contact';
import { PACKAGE_NAMES } from '@carmarket/shared/packages';
import { REPORT_DECISIONS, REPORT_REASONS, REPORTER_STANDINGS } from '@carmarket/shared/report';
import type { ImageVariants } from '@carmarket/shared/media';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchParams } from '@carmarket/shared/saved-search';
import {
  DEFAULT_MAIL_KIND_PREFERENCES,
  type MailKindPreferences,
  type UnsubscribeScope,
} from '@carmarket/shared/unsubscribe';
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

/**
 * The model catalogue, per make (migration 0005). Ads keep the model as typed; a trigger links
 * each ad to the model whose `name_key` (lower case, letters and digits only) matches, so
 * "Land Cruiser Prado", "landcruiser prado" and "LAND-CRUISER PRADO" are one model.
 */
export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    name: text('name').notNull(),
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(regexp_replace(${vehicleModels.name}, '[^[:alnum:]]+', '', 'g'))`,
      ),
  },
  (t) => [uniqueIndex('vehicle_models_make_key_idx').on(t.makeId, t.nameKey)],
);
export const vehicleTypes = referenceTable('vehicle_types');
export const conditions = referenceTable('conditions');
export const fuelTypes = referenceTable('fuel_types');
export const transmissions = referenceTable('transmissions');

// ── Users and sessions ──────────────────────────────────────────────────────────────────────────

/**
 * A phone number as the duplicate-phone signal compares it (decision 095): digits only, with
 * Sri Lanka's +94 written as the leading 0 the shared phone schemas ask for, so "076 123 4567"
 * and "+94761234567" are one number.
 */
export const phoneKey = (column: SQL) =>
  sql`regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^94([0-9]{9})$', '0\\1')`;

export const packageName = pgEnum('package_name', PACKAGE_NAMES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /** `mobile` normalised for the phone signal. */
    mobileKey: text('mobile_key')
      .notNull()
      .generatedAlwaysAs((): SQL => phoneKey(sql`${users.mobile}`)),
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
    /** Which kinds of e-mail notice the user gets, under settings.emailNotifications (decision 104). */
    mailPreferences: jsonb('mail_preferences')
      .$type<MailKindPreferences>()
      .notNull()
      .default(DEFAULT_MAIL_KIND_PREFERENCES),
    /**
     * Set while staff have suspended the account (decision 096): it cannot sign in, its sessions
     * are revoked and its active ads are held out of sight. Null again once staff lift it.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /**
     * When the owner opened a confirmation link sent to `email` (decision 103); null until then,
     * and notices are not sent to an unconfirmed address. Accounts older than confirmation links
     * were backfilled as confirmed.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    suspendedBy: integer('suspended_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The keyed digest (lib/address-digest.ts) of the client address the account registered
     * from, never the address; null for accounts older than it (decision 109: a reporter
     * registered from the seller's or another counted reporter's address does not count).
     */
    registrationAddressDigest: text('registration_address_digest'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The phone signal counts the accounts behind a number (decision 095).
    index('users_mobile_key_idx').on(t.mobileKey),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /**
     * The session's stable key: the SHA-256 of the credential its sign-in issued. Access tokens
     * name it, so rotating the credential (session_credentials) leaves other tabs' tokens good.
     */
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

/**
 * The refresh credentials of a session (decision 101): one current (`rotated_at` null), and every
 * earlier one kept as a hash until the session ends, so presenting a rotated one is recognised
 * as a replay and ends the session. The first credential's hash is the session's `id_hash`.
 */
export const sessionCredentials = pgTable(
  'session_credentials',
  {
    /** SHA-256 (hex) of the credential in the cookie; the credential itself is never stored. */
    hash: text('hash').primaryKey(),
    sessionIdHash: text('session_id_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Set when a refresh traded it for the next one; from then on presenting it is a replay. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [
    index('session_credentials_session_idx').on(t.sessionIdHash),
    // At most one current credential per session.
    uniqueIndex('session_credentials_current_key')
      .on(t.sessionIdHash)
      .where(sql`${t.rotatedAt} is null`),
  ],
);

/** Password reset links (issue 16): one row per link sent; the token itself is never stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** SHA-256 (base64url) of the token in the link. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** 30 minutes after it was made. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it set a password, or when a newer link replaced it; a link works while this is null. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * E-mail links of decision 103, one table for three purposes: `confirm` (the account's address
 * after registration), `change` (a new address, switched to when the link is opened) and `undo`
 * (sent to the old address: puts it back). Only the SHA-256 of a token is stored.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    /** SHA-256 (base64url) of the token in the link. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'change', 'undo'] }).notNull(),
    /** The address the link confirms (`confirm`, `change`) or puts back (`undo`). */
    email: text('email').notNull(),
    /** `change`: the session that asked for it stays signed in when the new address is confirmed. */
    sessionHash: text('session_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was used, or retired by a newer link or an undo; a link works while this is null. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_tokens_user_id_idx').on(t.userId)],
);

// ── Vehicles (ads) ──────────────────────────────────────────────────────────────────────────────

// The statuses come from the shared list the API's answers use, so the two cannot drift.
export { VEHICLE_STATUSES };
export const vehicleStatus = pgEnum('vehicle_status', VEHICLE_STATUSES);

/**
 * Why an active ad is held out of sight (decision 099): three people reported it and staff have
 * not decided yet, or its seller is suspended. A held ad is not live (listing-visibility.ts): it
 * leaves search and its page, and its owner sees it under review.
 */
export const LISTING_HOLDS = ['reports', 'suspension'] as const;
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
    rejectionReason: text('rejection_reason'),
    /** Null for an ad anyone may see while it is active; otherwise why it is held (decision 099). */
    heldFor: listingHold('held_for'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    /**
     * The expiry the seller was last reminded of (decision 081): a renewal moves `expires_at`, so
     * the next expiry gets its own reminder.
     */
    expiryRemindedFor: timestamp('expiry_reminded_for', { withTimezone: true }),
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
    // The expiry reminder's walk: active ads by expiry, so "expires within 3 days" reads a range.
    index('vehicles_active_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // Live means active and not past expires_at (modules/listings/listing-visibility.ts): an
    // active ad always has an expiry, set when staff approve it, so no reader has to decide what
    // a missing one means (migration 0004).
    check('vehicles_active_has_expiry', sql`${t.status} <> 'active' or ${t.expiresAt} is not null`),
  ],
);

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
    index('listing_search_document_idx').using('gin', t.document),
    index('listing_search_title_document_idx').using('gin', t.titleDocument),
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
 * Every distinct word of the vehicles' `search_text`, kept by a statement trigger (migration
 * 0002). A misspelt keyword is corrected against this short list with pg_trgm instead of
 * comparing it with every ad (docs/decisions/010-search-strategy.md).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export const MEDIA_KINDS = ['image', 'threesixty', 'video'] as const;
export const mediaKind = pgEnum('media_kind', MEDIA_KINDS);

/** Band `band` (0 = the highest 16 bits) of a photo's hash, as an unsigned 16-bit number. */
const phashBand = (band: number): SQL => sql.raw(`((phash >> ${48 - band * 16}) & 65535)::integer`);

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
    /**
     * An uploaded photo's 64-bit perceptual hash (decision 095); null for 360 views, videos,
     * blank pictures, demo photos and photos stored before hashing.
     */
    phash: bigint('phash', { mode: 'bigint' }),
    // The hash in four 16-bit bands, for multi-index look-up: two photos within 7 bits of each
    // other differ in at most one bit of some band.
    phashBand0: integer('phash_band0').generatedAlwaysAs((): SQL => phashBand(0)),
    phashBand1: integer('phash_band1').generatedAlwaysAs((): SQL => phashBand(1)),
    phashBand2: integer('phash_band2').generatedAlwaysAs((): SQL => phashBand(2)),
    phashBand3: integer('phash_band3').generatedAlwaysAs((): SQL => phashBand(3)),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicle_media_phash_band0_idx')
      .on(t.phashBand0)
      .where(sql`${t.phashBand0} is not null`),
    index('vehicle_media_phash_band1_idx')
      .on(t.phashBand1)
      .where(sql`${t.phashBand1} is not null`),
    index('vehicle_media_phash_band2_idx')
      .on(t.phashBand2)
      .where(sql`${t.phashBand2} is not null`),
    index('vehicle_media_phash_band3_idx')
      .on(t.phashBand3)
      .where(sql`${t.phashBand3} is not null`),
    index('vehicle_media_vehicle_kind_position_idx').on(t.vehicleId, t.kind, t.position),
    // Files may be shared between rows (the demo photo pool); a file is deleted with its last row.
    index('vehicle_media_storage_key_idx').on(t.storageKey),
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

/**
 * Keys the server makes once and keeps across restarts and processes (decision 081): the key
 * that signs the e-mail's one-tap links.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

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

// ── Messages from the public site ───────────────────────────────────────────────────────────────

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

// ── Staff actions ───────────────────────────────────────────────────────────────────────────────

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

// ── Limits shared by every API process ──────────────────────────────────────────────────────────

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

// ── Posting limits (decision 098) ──────────────────────────────────────────────────────────────

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

// ── Background jobs and mail ────────────────────────────────────────────────────────────────────

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const jobState = pgEnum('job_state', JOB_STATES);

/**
 * Work done outside a request (decision 080): sending mail, alerts, reminders. Any API process
 * takes a due job with `FOR UPDATE SKIP LOCKED` and holds it for a lease it renews while it
 * works; a job whose process died is taken again once the lease has passed. A failure is retried
 * with backoff; one that exhausts `max_attempts` stays `failed` for staff to see and retry.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it, e.g. `mail.send`. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: jobState('state').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** The process holding the job, and until when; a lapsed lease frees the job. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** A job with a key is enqueued once however many processes ask (a schedule's slot). */
    onceKey: text('once_key'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_once_key_idx').on(t.onceKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('jobs_finished_idx').on(t.state, t.finishedAt),
  ],
);

/**
 * Every message CarMarket composes, in full (`raw` is the RFC 5322 message), whether it went
 * out through SMTP or, with no SMTP_URL, only to an .eml file under DATA_DIR/mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** `essential` (password reset, security) or `notice` (honours the e-mail setting). */
    category: text('category').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Message-ID header: a resend after a crash carries the same one. */
    messageId: text('message_id').notNull(),
    raw: text('raw').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** `smtp` or `file`. */
    deliveredBy: text('delivered_by'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * One-click unsubscribe (RFC 8058): a random token per notice, stored as its SHA-256, for the
 * notice's kind (`all`: the links sent before kinds existed). It works until `expires_at` (90
 * days); its first use sets `used_at` and brings `expires_at` to within the hour (decision 104).
 */
export const mailUnsubscribeTokens = pgTable(
  'mail_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<UnsubscribeScope>().notNull().default('all'),
    createdAt: createdAt(),
    /** Rows older than this column get 90 days from the migration. */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '90 days'`),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mail_unsubscribe_tokens_user_idx').on(t.userId)],
);

// ── Reports of ads (issue 18, decision 094) ─────────────────────────────────────────────────────

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

// ── Phone numbers behind a tap (issue 29, decision 107) ─────────────────────────────────────────

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
