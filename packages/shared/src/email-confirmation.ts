import { z } from 'zod';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, AccountEmailSchema } from './account';
import { BODY_NOT_AN_OBJECT } from './errors';
import { englishMessage, message, type Message } from './i18n/message';
import { msg } from './i18n/translate';

/**
 * Confirmed e-mail addresses and changing the address (decision 103): the words the forms, the
 * pages and the API share.
 */
/** The sentences with an address in them, as messages: the API answers in the caller's language. */
export const EMAIL_CONFIRMATION_SENTENCES = {
  linkSent: (email: string): Message =>
    message(msg('We sent a confirmation link to {email}. It works once, for 24 hours.'), { email }),
  changeRequested: (email: string): Message =>
    message(
      msg(
        'We sent a confirmation link to {email}. Your e-mail changes when you open it; until then you sign in with your current address.',
      ),
      { email },
    ),
} as const;

export const EMAIL_CONFIRMATION_MESSAGES = {
  /** The account area's banner, while the address is not confirmed. */
  bannerTitle: msg('Confirm your e-mail'),
  confirmed: msg(
    'Your e-mail address is confirmed. CarMarket can now send you notices and alerts.',
  ),
  changed: msg(
    'Your e-mail address is changed. Every other device signed in to your account was signed out.',
  ),
  linkMalformed: msg('This confirmation link is not valid. Please ask for a new one.'),
  linkExpired: msg('This confirmation link has expired or was already used.'),
  linkSent: (email: string) => englishMessage(EMAIL_CONFIRMATION_SENTENCES.linkSent(email)),
  alreadyConfirmed: msg('Your e-mail address is already confirmed.'),
  changeRequested: (email: string) =>
    englishMessage(EMAIL_CONFIRMATION_SENTENCES.changeRequested(email)),
  sameAddress: msg('That is already your e-mail address.'),
  emailTaken: msg('An account with this email already exists. Please choose another address.'),
  changeOnSettings: msg(
    'Your e-mail cannot be changed with the profile. Use Change e-mail in Settings: it asks for your password and a confirmation of the new address.',
  ),
  undone: msg(
    'Your previous e-mail address is back, and every device signed in to your account was signed out. Please choose a new password now: whoever changed the address may know it.',
  ),
  undoMalformed: msg('This link is not valid.'),
  undoExpired: msg(
    'This link has expired or was already used. If someone else controls your account, please contact us.',
  ),
  /** `{wait}`: "15 minutes", a message of its own (the API's waitMessage). */
  tooManyResends: msg('You asked for many confirmation links. Please try again in {wait}.'),
} as const;

/** A link's token: 32 random bytes as base64url (43 characters), as a reset link's. */
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/auth/confirm-email: the token from the link. */
export const ConfirmEmailSchema = z.object(
  {
    token: z
      .string({ error: EMAIL_CONFIRMATION_MESSAGES.linkMalformed })
      .regex(EMAIL_TOKEN_PATTERN, EMAIL_CONFIRMATION_MESSAGES.linkMalformed),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type ConfirmEmail = z.output<typeof ConfirmEmailSchema>;

/** POST /api/auth/undo-email-change: the token from the notice sent to the old address. */
export const UndoEmailChangeSchema = z.object(
  {
    token: z
      .string({ error: EMAIL_CONFIRMATION_MESSAGES.undoMalformed })
      .regex(EMAIL_TOKEN_PATTERN, EMAIL_CONFIRMATION_MESSAGES.undoMalformed),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type UndoEmailChange = z.output<typeof UndoEmailChangeSchema>;

/** POST /api/me/email: the new address and the current password. */
export const ChangeEmailSchema = z.object(
  {
    email: AccountEmailSchema,
    // Compared with the stored hash only, as the sign-in password is.
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordTooLong),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type ChangeEmailInput = z.input<typeof ChangeEmailSchema>;
export type ChangeEmail = z.output<typeof ChangeEmailSchema>;
