import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';
import { looksLikeTheSite } from './display-name';
import { BODY_NOT_AN_OBJECT } from './errors';
import { LANGUAGES } from './i18n/languages';
import { PACKAGE_NAMES } from './packages';
import { singleLineText } from './text';
import { msg } from './i18n/translate';

/**
 * Account rules: register, sign in, sessions, the profile and the password. The web forms and the
 * API routes validate with these same schemas, so a person reads the same sentence either way.
 * Keys are listed in the order the rules are checked (spec section 5): the first issue is the one
 * to show.
 */

export const ACCOUNT_LIMITS = {
  name: 100,
  passwordMin: 8,
  passwordMax: 128,
  addressLine: 200,
  postal: 10,
  avatarBytes: 5 * 1024 * 1024,
} as const;

/** The profile photo: the server decides the type by the bytes, the list only guides pickers. */
export const AVATAR_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The profile photo's rules, in the words both the profile form and the API use. */
export const AVATAR_MESSAGES = {
  hint: msg('JPEG, PNG or WebP, up to 5 MB.'),
  wrongType: msg('Your photo must be a JPEG, PNG or WebP image.'),
  tooLarge: msg('Your photo is larger than 5 MB.'),
  unreadable: msg('We could not read your photo. Please choose another image.'),
} as const;

/** Sri Lankan mobile numbers of spec section 5: 070-078 except 073, then 7 digits. */
export const MOBILE_PATTERN = /^07[0124-8]\d{7}$/;

export const ACCOUNT_MESSAGES = {
  nameRequired: msg('Please enter name'),
  nameTooLong: msg('Your name is too long (100 characters at most)'),
  /** A name that could pass for the site or its team (issue 29, decision 110). */
  nameLikeTheSite: msg(
    'Please use your own name. Names like CarMarket, Support, Admin or Security could be mistaken for our team.',
  ),
  mobileRequired: msg('Please enter phone number'),
  mobileInvalid: msg('Invalid phone number'),
  emailRequired: msg('Please enter email'),
  emailInvalid: msg('Invalid email'),
  passwordRequired: msg('Please enter password'),
  passwordTooShort: msg('Password must be at least 8 characters'),
  passwordTooLong: msg('Password must be at most 128 characters'),
  confirmPasswordRequired: msg('Please confirm your password'),
  passwordsDoNotMatch: msg('Passwords do not match'),
  line1Required: msg('Please enter address line 1'),
  addressTooLong: msg('Address lines are limited to 200 characters'),
  postalInvalid: msg('Invalid postal code'),
  cityRequired: msg('Please select city'),
  currentPasswordRequired: msg('Please enter your current password'),
} as const;

const requiredText = (label: string, required: string) =>
  singleLineText({ label, error: required }).min(1, required);

export const NameSchema = requiredText(msg('Your name'), ACCOUNT_MESSAGES.nameRequired)
  .max(ACCOUNT_LIMITS.name, ACCOUNT_MESSAGES.nameTooLong)
  .refine((name) => !looksLikeTheSite(name), ACCOUNT_MESSAGES.nameLikeTheSite);

export const MobileSchema = requiredText(
  msg('The phone number'),
  ACCOUNT_MESSAGES.mobileRequired,
).regex(MOBILE_PATTERN, ACCOUNT_MESSAGES.mobileInvalid);

/** Trimmed and lower-cased: addresses are unique regardless of case. */
export const AccountEmailSchema = requiredText(msg('The email'), ACCOUNT_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());

/** A new password. Not trimmed: spaces are characters like any other. */
export const NewPasswordSchema = singleLineText({
  label: msg('The password'),
  error: ACCOUNT_MESSAGES.passwordRequired,
  trim: false,
})
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .min(ACCOUNT_LIMITS.passwordMin, ACCOUNT_MESSAGES.passwordTooShort)
  .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordTooLong);

/** Only compared with the password, never stored: the password's own rules speak first. */
const ConfirmPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.confirmPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.confirmPasswordRequired);

/** A new password typed twice (registration, reset): the second must be the first. */
const passwordsMatch = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;
const passwordsMatchIssue = {
  message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
  path: ['confirmPassword'],
};

export const RegisterSchema = z
  .object(
    {
      name: NameSchema,
      mobile: MobileSchema,
      email: AccountEmailSchema,
      password: NewPasswordSchema,
      confirmPassword: ConfirmPasswordSchema,
    },
    { error: BODY_NOT_AN_OBJECT },
  )
  .refine(passwordsMatch, passwordsMatchIssue);
export type RegisterInput = z.input<typeof RegisterSchema>;
export type Registration = z.output<typeof RegisterSchema>;

/**
 * A password to compare with the one an account has: only presence and the upper bound, since the
 * rules of the day it was set may differ, and a password is only ever hashed and compared.
 */
export const PresentPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordTooLong);

export const LoginSchema = z.object(
  {
    email: AccountEmailSchema,
    // Only presence and the upper bound: the rules of the day a password was set may differ, and
    // a password is only ever hashed and compared, never stored or shown, so any character is safe.
    password: PresentPasswordSchema,
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type LoginInput = z.input<typeof LoginSchema>;
export type Login = z.output<typeof LoginSchema>;

export const ChangePasswordSchema = z.object(
  {
    // Compared with the stored hash only, as the sign-in password is.
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordTooLong),
    newPassword: NewPasswordSchema,
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/** A reset link's token: 32 random bytes as base64url (43 characters), nothing else. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Password reset (issue 16): the words the forms and the API share. */
export const PASSWORD_RESET_MESSAGES = {
  /** The same answer whether or not an account uses the address, so it tells nobody which do. */
  linkSent: msg(
    'If an account uses that e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.',
  ),
  linkMalformed: msg('This reset link is not valid. Please ask for a new one.'),
  linkExpired: msg('This reset link has expired or was already used.'),
  passwordChanged: msg('Your password is changed. Please sign in with your new password.'),
} as const;

/** POST /api/auth/forgot-password. */
export const ForgotPasswordSchema = z.object(
  { email: AccountEmailSchema },
  { error: BODY_NOT_AN_OBJECT },
);
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;
export type ForgotPassword = z.output<typeof ForgotPasswordSchema>;

/** POST /api/auth/reset-password: the token from the link and the new password, twice. */
export const ResetPasswordSchema = z
  .object(
    {
      token: z
        .string({ error: PASSWORD_RESET_MESSAGES.linkMalformed })
        .regex(RESET_TOKEN_PATTERN, PASSWORD_RESET_MESSAGES.linkMalformed),
      password: NewPasswordSchema,
      confirmPassword: ConfirmPasswordSchema,
    },
    { error: BODY_NOT_AN_OBJECT },
  )
  .refine(passwordsMatch, passwordsMatchIssue);
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;
export type ResetPassword = z.output<typeof ResetPasswordSchema>;

const optionalLine = singleLineText({ label: msg('Address line 2') })
  .max(ACCOUNT_LIMITS.addressLine, ACCOUNT_MESSAGES.addressTooLong)
  .nullish()
  .transform((value) => value || null);

/**
 * POST /api/users/update (multipart text parts) and the My Profile form, in the order of spec
 * section 5 "Profile save". `cityId` arrives as text from a form; 0 or empty means none chosen.
 */
export const ProfileUpdateSchema = z.object(
  {
    name: NameSchema,
    mobile: MobileSchema,
    email: AccountEmailSchema,
    line1: requiredText(msg('Address line 1'), ACCOUNT_MESSAGES.line1Required).max(
      ACCOUNT_LIMITS.addressLine,
      ACCOUNT_MESSAGES.addressTooLong,
    ),
    cityId: z.coerce
      .number({ error: ACCOUNT_MESSAGES.cityRequired })
      .int(ACCOUNT_MESSAGES.cityRequired)
      .min(1, ACCOUNT_MESSAGES.cityRequired)
      .max(2_147_483_647, ACCOUNT_MESSAGES.cityRequired),
    line2: optionalLine,
    postal: singleLineText({ label: msg('The postal code') })
      .regex(/^[0-9A-Za-z -]*$/, ACCOUNT_MESSAGES.postalInvalid)
      .max(ACCOUNT_LIMITS.postal, ACCOUNT_MESSAGES.postalInvalid)
      .nullish()
      .transform((value) => value || null),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/** The user as every account call returns it (api.md, "User"). */
export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  package: z.enum(PACKAGE_NAMES),
  packageExpiresAt: z.string().nullable(),
  /** A URL the browser can load, or null. */
  avatar: z.string().nullable(),
  isStaff: z.boolean(),
  /** Whether the owner opened the confirmation link sent to `email` (decision 103). */
  emailConfirmed: z.boolean(),
  /** Whether the owner proved `mobile` with a code sent by SMS (issue 36, decision 131). */
  phoneVerified: z.boolean(),
  /** When they did (ISO); null while `mobile` is not verified. */
  phoneVerifiedAt: z.string().nullable(),
  /** The language their e-mail is written in and the site opens in (issue 32). */
  language: z.enum(LANGUAGES),
  Address: z
    .object({
      line1: z.string().nullable(),
      line2: z.string().nullable(),
      postal: z.string().nullable(),
      City: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** The refresh credential is never in the body: it travels in an HttpOnly cookie (decision 101). */
export const LoginResponseSchema = z.object({ accessToken: z.string(), user: UserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshResponseSchema = z.object({ accessToken: z.string(), user: UserSchema });
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;

export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const ProfileUpdateResponseSchema = z.object({ message: z.string(), user: UserSchema });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;

/** The success toasts of spec section 8. */
export const ACCOUNT_TOASTS = {
  registered: msg('Register success'),
  signedIn: msg('Login success'),
  profileSaved: msg('Your data saved success'),
} as const;
