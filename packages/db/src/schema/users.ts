import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@carmarket/shared/i18n/languages';
import { PACKAGE_NAMES } from '@carmarket/shared/packages';
import {
  DEFAULT_MAIL_KIND_PREFERENCES,
  type MailKindPreferences,
} from '@carmarket/shared/unsubscribe';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@carmarket/shared/settings';
import { createdAt } from './columns';
import { cities } from './reference-data';

/** People: accounts, their sessions and sign-in credentials, and the tokens e-mailed to them. */

/**
 * A phone number as the duplicate-phone signal compares it (decision 095): digits only, with
 * Sri Lanka's +94 written as the leading 0 the shared phone schemas ask for, so "076 123 4567"
 * and "+94761234567" are one number.
 */
export const phoneKey = (column: SQL) =>
  sql`regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^94([0-9]{9})$', '0\\1')`;

export const packageName = pgEnum('package_name', PACKAGE_NAMES);

/** The site's languages (issue 32): the one a user reads the site and their e-mail in. */
export const siteLanguage = pgEnum('site_language', LANGUAGES);

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
    /**
     * When the owner proved `mobile` with a code sent by SMS (issue 36, decision 131); null until
     * then, and again once `mobile` changes. At most 2 accounts hold one verified number.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    suspendedBy: integer('suspended_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The keyed digest (lib/address-digest.ts) of the client address the account registered
     * from, never the address; null for accounts older than it (decision 109: a reporter
     * registered from the seller's or another counted reporter's address does not count).
     */
    registrationAddressDigest: text('registration_address_digest'),
    /**
     * The language the user's e-mail is written in and the site opens in once signed in
     * (issue 32): the one their registration came in (Accept-Language), then their own choice.
     */
    language: siteLanguage('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The phone signal counts the accounts behind a number (decision 095).
    index('users_mobile_key_idx').on(t.mobileKey),
    // The accounts-per-number rule and the phone signal count verified accounts per number.
    index('users_verified_mobile_key_idx')
      .on(t.mobileKey)
      .where(sql`${t.phoneVerifiedAt} is not null`),
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
