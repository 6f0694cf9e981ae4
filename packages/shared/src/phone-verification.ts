import { z } from 'zod';
import { BODY_NOT_AN_OBJECT } from './errors';
import { msg } from './i18n/translate';

/**
 * Verified phone numbers (issue 36, decision 131): the number rules, the limits, the sentences
 * and the shapes the API, the web app and the tests share.
 */

export const PHONE_VERIFICATION_LIMITS = {
  /** Digits in a code. */
  codeDigits: 6,
  /** A code works this long after it was sent. */
  codeTtlMinutes: 10,
  /** The 5th wrong try ends a code. */
  wrongTries: 5,
  /** A new code at most once a minute, per account and per number. */
  resendSeconds: 60,
  /** At most 5 codes an hour, per account and per number. */
  codesPerHour: 5,
  /**
   * Codes asked for from one address a day (Asia/Colombo), whoever asks: a competitor with a
   * hundred fresh accounts behind one address would otherwise spend the site's daily SMS budget
   * (`defaultSmsDailyLimit`) in hours and stop verification for everyone (decision 134). A
   * carrier's shared address never sees this many people verifying on one day.
   */
  codesPerAddressPerDay: 100,
  /** One number is verified on at most 2 accounts. */
  accountsPerNumber: 2,
  /** SMS_DAILY_LIMIT's default: text messages the whole site sends a day (Asia/Colombo). */
  defaultSmsDailyLimit: 2000,
  /** Visitors' phone reveals a day from one address; past it, a verified phone is asked for. */
  visitorRevealsPerAddressPerDay: 10,
} as const;

/**
 * Sri Lanka's mobile ranges in the normal form: +94 7X, X one of 0 1 2 4 5 6 7 8 (073 is not a
 * mobile range, spec section 5), then 7 digits.
 */
export const SRI_LANKAN_MOBILE_E164 = /^\+947[0124-8]\d{7}$/;

/**
 * A number in any form a person types it, in the one normal form `+947XXXXXXXX`, or null when
 * it is not a Sri Lankan mobile number. Spaces, dashes, dots and brackets are ignored; accepted:
 * `077 123 4567`, `77 123 4567`, `+94 77 123 4567`, `94771234567`, `0094 77 123 4567`.
 */
export function normaliseSriLankanMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()\u00a0]/g, '');
  if (!/^\+?\d{9,14}$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  let national: string | undefined;
  if (compact.startsWith('+')) national = digits.startsWith('94') ? digits.slice(2) : undefined;
  else if (digits.startsWith('0094')) national = digits.slice(4);
  else if (digits.startsWith('94') && digits.length === 11) national = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 10) national = digits.slice(1);
  else if (digits.length === 9) national = digits;
  if (national === undefined) return null;
  const e164 = `+94${national}`;
  return SRI_LANKAN_MOBILE_E164.test(e164) ? e164 : null;
}

/** `+94771234567` as the site shows and stores it on accounts and ads: `0771234567`. */
export function localMobile(e164: string): string {
  return `0${e164.slice(3)}`;
}

/** The `code` of the 403 an action that needs a verified phone answers (posting, offers, chat). */
export const PHONE_NOT_VERIFIED_CODE = 'phone_not_verified';

export const PHONE_VERIFICATION_MESSAGES = {
  /** 400: a number that does not normalise. */
  numberInvalid: msg('Please enter a Sri Lankan mobile number, like 077 123 4567.'),
  /** 400: a number outside Sri Lanka (+44…, +91…): refused before anything is sent. */
  numberAbroad: msg(
    'We can only send codes to Sri Lankan mobile numbers, like 077 123 4567. Numbers from other countries cannot be verified.',
  ),
  /** 400: the code is not 6 digits. */
  codeFormat: msg('The code is the 6 digits in the text message we sent you.'),
  /** 400: a wrong code, with tries left. `{left}` is a number. */
  codeWrong: msg('That code is not right. You can try {left} more times.'),
  /** 400: the 5th wrong try; the code is ended. */
  codeTriesSpent: msg(
    'That code was wrong 5 times and no longer works. Please ask for a new code.',
  ),
  /** 400: an old code (expired, replaced by a newer one, or used), or none was asked for. */
  codeExpired: msg(
    'That code has expired or was replaced by a newer one. Please ask for a new code.',
  ),
  noCode: msg('Please ask for a code first: we send it to your mobile number by text message.'),
  /** 429: a new code within a minute. `{wait}` is "40 seconds". */
  resendTooSoon: msg('We just sent you a code. You can ask for another in {wait}.'),
  /** 429: 5 codes in the hour for this account or this number. */
  tooManyCodes: msg('You have asked for 5 codes in the last hour. Please try again in {wait}.'),
  /** 429: the address's codes for the day (`codesPerAddressPerDay`). `{wait}` is "3 hours". */
  tooManyCodesFromNetwork: msg(
    'Many people on your network have asked for codes today. Please try again in {wait}, or over another connection such as Wi-Fi.',
  ),
  /** 409: the number is verified on 2 accounts already. */
  numberTaken: msg(
    'This number is already verified on 2 accounts, the most one number can be. Please use another mobile number.',
  ),
  /** 409: asking to verify the number the account has already verified. */
  alreadyVerified: msg('Your mobile number is already verified.'),
  /** 503: the site's SMS_DAILY_LIMIT is met. */
  dailyLimit: msg('We cannot send more text messages today. Please try again tomorrow.'),
  /** 400: the gateway refused this number for good before. */
  bounced: msg(
    'We could not deliver a text message to this number. Please check it, or use another mobile number.',
  ),
  /** 403 with PHONE_NOT_VERIFIED_CODE: posting, an offer or a new conversation. */
  required: msg(
    'Please verify your mobile number first: we send you a 6-digit code by text message.',
  ),
  /** 403 on posting: the ad's phone is not the account's verified number. */
  adPhoneNotVerified: msg(
    'The phone number of an ad must be your verified mobile number. Verify this number first, or use your verified one.',
  ),
  /**
   * 429 (code PHONE_REVEAL_VERIFY_CODE, phone-reveal-text.ts) on a phone reveal past the address's
   * day, by a visitor or an account whose number is not verified: a limit that ends with the day,
   * answered like the reveal's other limits.
   */
  revealNeedsVerifiedPhone: msg(
    'Many people on your network have seen sellers’ numbers today. Sign in with a verified mobile number to see more.',
  ),
  /** The text message. `{code}`: the 6 digits. Short: one SMS in every language. */
  smsText: msg('{code} is your CarMarket code. It expires in 10 minutes. Never share it.'),
  /** The one e-mail to staff when the day's cap is met. */
  staffDailyLimitSubject: msg('Text messages stopped for today: the daily limit is reached'),
} as const;

/**
 * The `code` of the 429 (resend/hour limits), 409 (taken), 503 (daily cap) answers, so the web
 * app can tell them apart without reading the sentence.
 */
export const PHONE_VERIFICATION_ERROR_CODES = {
  resendTooSoon: 'code_resend_too_soon',
  tooManyCodes: 'too_many_codes',
  tooManyCodesFromNetwork: 'too_many_codes_from_network',
  numberTaken: 'number_taken',
  dailyLimit: 'sms_daily_limit',
  bounced: 'number_bounced',
  codeWrong: 'code_wrong',
  codeExpired: 'code_expired',
} as const;

/**
 * POST /api/me/phone/verification: sends a code to `phone` when given (a new number, which
 * replaces the account's only once confirmed), else to the account's mobile number.
 */
export const PhoneVerificationRequestSchema = z.object(
  {
    phone: z
      .string({ error: PHONE_VERIFICATION_MESSAGES.numberInvalid })
      .max(40, PHONE_VERIFICATION_MESSAGES.numberInvalid)
      .optional()
      .transform((value, context) => {
        if (value === undefined || value.trim() === '') return undefined;
        const normal = normaliseSriLankanMobile(value);
        if (normal) return normal;
        // A number written with another country's code: say so rather than "invalid".
        const compact = value.replace(/[\s\-.()]/g, '');
        const abroad = /^(\+|00)(?!94)\d{6,}$/.test(compact);
        context.addIssue({
          code: 'custom',
          message: abroad
            ? PHONE_VERIFICATION_MESSAGES.numberAbroad
            : PHONE_VERIFICATION_MESSAGES.numberInvalid,
        });
        return z.NEVER;
      }),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type PhoneVerificationRequestInput = z.input<typeof PhoneVerificationRequestSchema>;

/** POST /api/me/phone/verification/confirm. Spaces a person types between digits are ignored. */
export const PhoneVerificationConfirmSchema = z.object(
  {
    code: z
      .string({ error: PHONE_VERIFICATION_MESSAGES.codeFormat })
      .transform((code) => code.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, PHONE_VERIFICATION_MESSAGES.codeFormat)),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type PhoneVerificationConfirmInput = z.input<typeof PhoneVerificationConfirmSchema>;

/** 202 of POST /api/me/phone/verification: where the code went and when to ask again. */
export const PhoneVerificationSentSchema = z.object({
  /** The number the code was sent to, as the site shows numbers: `0771234567`. */
  phone: z.string(),
  /** ISO time the code stops working (10 minutes). */
  expiresAt: z.string(),
  /** ISO time a new code may be asked for (a minute). */
  resendAt: z.string(),
});
export type PhoneVerificationSent = z.infer<typeof PhoneVerificationSentSchema>;
