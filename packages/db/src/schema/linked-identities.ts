import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { siteLanguage, users } from './users';

/**
 * Sign in with Google (issue 38, decision 135): an account's identity at another provider, by the
 * provider's subject (`sub`), which never changes while an e-mail can.
 */
export const linkedIdentities = pgTable(
  'linked_identities',
  {
    id: serial('id').primaryKey(),
    /** `google`. */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail the provider gave when the identity was linked: shown and audited, never looked up. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('linked_identities_subject_idx').on(t.provider, t.subject),
    uniqueIndex('linked_identities_user_idx').on(t.userId, t.provider),
  ],
);

/**
 * A sign-in sent to the provider and not yet back: found by the hash of the random value in the
 * browser's short-lived cookie, deleted when the callback reads it (state, nonce and PKCE
 * verifier are each used once).
 */
export const openidSignIns = pgTable(
  'openid_sign_ins',
  {
    idHash: text('id_hash').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** Where the person goes once signed in: a path on this site. */
    nextPath: text('next_path').notNull(),
    /** The language the sign-in started in: the pages it comes back to are in it. */
    language: siteLanguage('language').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('openid_sign_ins_expires_idx').on(t.expiresAt)],
);

/**
 * An identity the provider vouched for that opens no account yet: kept, server-side, while its
 * owner proves the password of the account with its e-mail or gives what a new account needs.
 */
export const openidPendingIdentities = pgTable(
  'openid_pending_identities',
  {
    idHash: text('id_hash').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** Trimmed and lower-cased, as accounts keep theirs. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull(),
    name: text('name').notNull(),
    nextPath: text('next_path').notNull(),
    /** The language the sign-in started in: the pages it comes back to are in it. */
    language: siteLanguage('language').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('openid_pending_identities_expires_idx').on(t.expiresAt)],
);
