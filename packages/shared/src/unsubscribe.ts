import { z } from 'zod';
import { BODY_NOT_AN_OBJECT } from './errors';
import { englishMessage, message, type Message } from './i18n/message';
import { msg } from './i18n/translate';

/**
 * The kinds of e-mail notice a reader can stop one by one (issue 28, decision 104). Essential mail
 * (password reset, security notices, replies to what the person wrote to us) is none of them and
 * always goes.
 */
export const MAIL_KINDS = ['offers', 'adUpdates', 'alerts', 'reminders'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What an unsubscribe link stops: one kind, or every notice (links sent before kinds existed). */
export type UnsubscribeScope = MailKind | 'all';

/** The words for each kind: the preferences page's switches and the notices' own footers. */
export const MAIL_KIND_TEXT: Record<
  MailKind,
  { label: string; description: string; plural: string; unsubscribe: string }
> = {
  offers: {
    label: msg('Offers'),
    description: msg('A buyer makes an offer on your ad, or a seller answers yours.'),
    plural: msg('offer e-mails'),
    unsubscribe: msg('Unsubscribe from offer e-mails'),
  },
  adUpdates: {
    label: msg('Ad updates'),
    description: msg(
      'Our team approves your ad, asks for a change or does not approve it; your package is active.',
    ),
    plural: msg('ad update e-mails'),
    unsubscribe: msg('Unsubscribe from ad update e-mails'),
  },
  alerts: {
    label: msg('Saved-search alerts'),
    description: msg('New cars that match the searches you saved.'),
    plural: msg('saved-search alerts'),
    unsubscribe: msg('Unsubscribe from saved-search alerts'),
  },
  reminders: {
    label: msg('Reminders'),
    description: msg('A reminder three days before your ad expires.'),
    plural: msg('reminder e-mails'),
    unsubscribe: msg('Unsubscribe from reminder e-mails'),
  },
};

/** How long the link in a notice works (issue 28). */
export const UNSUBSCRIBE_LINK_DAYS = 90;

/** The answer to an unsubscribe, by what the link stops, as a message (the kind translated in it). */
export function unsubscribedMessage(scope: UnsubscribeScope): Message {
  return scope === 'all'
    ? message(
        msg(
          'You will no longer get e-mail notices from CarMarket. Password and security e-mails still come.',
        ),
      )
    : message(
        msg(
          'You will no longer get {kinds} from CarMarket. Your other e-mails are as you chose them.',
        ),
        { kinds: message(MAIL_KIND_TEXT[scope].plural) },
      );
}

// Each sentence ends "Sign in to choose which e-mails you get."; the link's 90 days written out
// (UNSUBSCRIBE_LINK_DAYS; a test holds the two together).
export const UNSUBSCRIBE_MESSAGES = {
  /** The answer to an unsubscribe, by what the link stops. */
  done: (scope: UnsubscribeScope) => englishMessage(unsubscribedMessage(scope)),
  saved: msg('Your e-mail preferences are saved.'),
  badLink: msg('This unsubscribe link is not valid. Sign in to choose which e-mails you get.'),
  expired: msg(
    'This link has expired: the links in our e-mails work for 90 days. Sign in to choose which e-mails you get.',
  ),
  used: msg('This link has already been used. Sign in to choose which e-mails you get.'),
} as const;

/** The code of a refused link that was good once (expired or used up): the page offers sign-in. */
export const UNSUBSCRIBE_LINK_EXPIRED = 'unsubscribe_link_expired';

/** A token from an e-mail's unsubscribe link: 43 characters of base64url (32 random bytes). */
export const UnsubscribeTokenSchema = z
  .string({ error: UNSUBSCRIBE_MESSAGES.badLink })
  .regex(/^[A-Za-z0-9_-]{43}$/, UNSUBSCRIBE_MESSAGES.badLink);

/**
 * POST /api/unsubscribe: the token in the query (the List-Unsubscribe URL a mail client posts
 * to, RFC 8058) or in a JSON body (the page the e-mail's link opens). GET with the query is the
 * link opened in a browser: 303 to the page.
 */
export const UnsubscribeQuerySchema = z.object({ token: UnsubscribeTokenSchema.optional() });
export const UnsubscribeBodySchema = z
  .object({ token: UnsubscribeTokenSchema.optional() }, { error: UNSUBSCRIBE_MESSAGES.badLink })
  .nullish();

const toggle = z.boolean({ error: msg('Each setting must be on or off.') });

/**
 * Which e-mail notices a person gets: `emailNotifications` is Account Settings' own "Email
 * notifications" switch (spec section 2), the master for all of them; each kind is its own
 * switch under it.
 */
export const MailPreferencesSchema = z.object(
  {
    emailNotifications: toggle,
    offers: toggle,
    adUpdates: toggle,
    alerts: toggle,
    reminders: toggle,
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

/** The stored switches of the four kinds; every kind is on until its owner turns it off. */
export type MailKindPreferences = Record<MailKind, boolean>;
export const DEFAULT_MAIL_KIND_PREFERENCES: MailKindPreferences = {
  offers: true,
  adUpdates: true,
  alerts: true,
  reminders: true,
};

/** GET/PUT /api/me/mail-preferences. */
export const MailPreferencesResponseSchema = z.object({ preferences: MailPreferencesSchema });
export type MailPreferencesResponse = z.infer<typeof MailPreferencesResponseSchema>;

/** GET /api/unsubscribe/preferences?token=: what the link stops, and the account's choices. */
export const UnsubscribePreferencesQuerySchema = z.object({ token: UnsubscribeTokenSchema });
export const UnsubscribePreferencesResponseSchema = z.object({
  scope: z.enum([...MAIL_KINDS, 'all']),
  preferences: MailPreferencesSchema,
});
export type UnsubscribePreferencesResponse = z.infer<typeof UnsubscribePreferencesResponseSchema>;

/** PUT /api/unsubscribe/preferences: the link's token and every switch, no sign-in. */
export const UnsubscribePreferencesBodySchema = MailPreferencesSchema.extend({
  token: UnsubscribeTokenSchema,
});
export type UnsubscribePreferencesBody = z.infer<typeof UnsubscribePreferencesBodySchema>;
