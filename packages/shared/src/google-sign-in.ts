import { z } from 'zod';
import { MobileSchema, NameSchema, PresentPasswordSchema } from './account';
import { BODY_NOT_AN_OBJECT } from './errors';
import { msg } from './i18n/translate';

/**
 * Sign in with Google (issue 38, decision 135): what the API and the web app say about it, and the
 * forms that finish a sign-in whose Google identity opens no account yet. The new-account form
 * asks with the sign-up form's own schemas, so its sentences are the same.
 */

/**
 * The query parameter of /login that Sign in with Google comes back with: `done` (signed in, the
 * session cookie is set), `continue` (a form finishes it), or why it was refused.
 */
export const GOOGLE_PARAM = 'google';

export const GOOGLE_SIGN_IN_MESSAGES = {
  failed: msg(
    'Signing in with Google did not work. Please try again, or sign in with your email and password.',
  ),
  expired: msg('Your sign-in with Google took too long. Please start again.'),
  cancelled: msg('Signing in with Google was cancelled.'),
  /** The account the identity opens is suspended (decision 096). */
  refused: msg('This account cannot sign in. Please contact us if you think this is a mistake.'),
  /** The pending identity is gone: used, or older than 15 minutes. */
  pendingEnded: msg('Your sign-in with Google has ended. Please start again.'),
  /** Someone opened an account with this e-mail while the form was open. */
  emailTaken: msg(
    'An account with this email was just opened. Please start again to link your Google account to it.',
  ),
  /** Another Google account is linked to the account already. */
  otherGoogleLinked: msg('This CarMarket account is already linked to another Google account.'),
  wrongPassword: msg('This is not the password of your CarMarket account'),
} as const;

/** Why a sign-in with Google came back to /login; each names a sentence above. */
export const GOOGLE_REFUSALS = ['failed', 'expired', 'cancelled', 'refused'] as const;
export type GoogleRefusal = (typeof GOOGLE_REFUSALS)[number];

export function googleRefusalMessage(value: string | null): string | null {
  return GOOGLE_REFUSALS.find((refusal) => refusal === value)
    ? GOOGLE_SIGN_IN_MESSAGES[value as GoogleRefusal]
    : null;
}

/** GET /api/auth/google: whether the button is shown. */
export const GoogleAvailabilitySchema = z.object({ enabled: z.boolean() });
export type GoogleAvailability = z.infer<typeof GoogleAvailabilitySchema>;

/** GET /api/auth/google/pending: the identity waiting, and which form finishes it. */
export const GooglePendingSchema = z.object({
  /** `link`: an account has this e-mail, its password links it; `register`: a new account. */
  step: z.enum(['link', 'register']),
  email: z.string(),
  name: z.string(),
  /** Where the person goes once signed in: a path on the site, as the start was given. */
  next: z.string(),
});
export type GooglePending = z.infer<typeof GooglePendingSchema>;

/** POST /api/auth/google/link: the password of the account with the Google e-mail. */
export const GoogleLinkSchema = z.object(
  { password: PresentPasswordSchema },
  { error: BODY_NOT_AN_OBJECT },
);
export type GoogleLinkInput = z.input<typeof GoogleLinkSchema>;
export type GoogleLink = z.output<typeof GoogleLinkSchema>;

/** POST /api/auth/google/register: what the sign-up form asks that Google does not tell. */
export const GoogleRegisterSchema = z.object(
  { name: NameSchema, mobile: MobileSchema },
  { error: BODY_NOT_AN_OBJECT },
);
export type GoogleRegisterInput = z.input<typeof GoogleRegisterSchema>;
export type GoogleRegistration = z.output<typeof GoogleRegisterSchema>;
