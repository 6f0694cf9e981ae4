import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  AVATAR_MESSAGES,
  MOBILE_PATTERN,
  PASSWORD_RESET_MESSAGES,
  ProfileUpdateSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from './account';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('MOBILE_PATTERN', () => {
  it.each(['0701234567', '0711234567', '0721234567', '0741234567', '0781234567'])(
    'accepts %s',
    (mobile) => expect(MOBILE_PATTERN.test(mobile)).toBe(true),
  );
  it.each(['0731234567', '0791234567', '071234567', '07112345678', '94771234567', '071 234 5678'])(
    'refuses %s',
    (mobile) => expect(MOBILE_PATTERN.test(mobile)).toBe(false),
  );
});

describe('RegisterSchema', () => {
  const valid = {
    name: 'Nimal',
    mobile: '0771234567',
    email: ' Nimal@Example.LK ',
    password: 'longenough',
    confirmPassword: 'longenough',
  };

  it('normalises the e-mail', () => {
    expect(RegisterSchema.parse(valid).email).toBe('nimal@example.lk');
  });

  it('says the passwords do not match only once everything else is right', () => {
    expect(firstMessage(RegisterSchema.safeParse({ ...valid, confirmPassword: 'other' }))).toBe(
      ACCOUNT_MESSAGES.passwordsDoNotMatch,
    );
    expect(
      firstMessage(RegisterSchema.safeParse({ ...valid, name: '', confirmPassword: 'other' })),
    ).toBe(ACCOUNT_MESSAGES.nameRequired);
  });
});

describe('ProfileUpdateSchema', () => {
  it('checks in the order of spec section 5', () => {
    const order = [
      [{}, ACCOUNT_MESSAGES.nameRequired],
      [{ name: 'N' }, ACCOUNT_MESSAGES.mobileRequired],
      [{ name: 'N', mobile: '123' }, ACCOUNT_MESSAGES.mobileInvalid],
      [{ name: 'N', mobile: '0771234567' }, ACCOUNT_MESSAGES.emailRequired],
      [{ name: 'N', mobile: '0771234567', email: 'a@b' }, ACCOUNT_MESSAGES.emailInvalid],
      [{ name: 'N', mobile: '0771234567', email: 'a@b.lk' }, ACCOUNT_MESSAGES.line1Required],
      [
        { name: 'N', mobile: '0771234567', email: 'a@b.lk', line1: '1 Road' },
        ACCOUNT_MESSAGES.cityRequired,
      ],
    ] as const;
    for (const [form, message] of order) {
      expect(firstMessage(ProfileUpdateSchema.safeParse(form))).toBe(message);
    }
  });

  it('turns empty optional lines into null and the city into a number', () => {
    const parsed = ProfileUpdateSchema.parse({
      name: 'N',
      mobile: '0771234567',
      email: 'a@b.lk',
      line1: '1 Road',
      line2: '  ',
      postal: '',
      cityId: '5',
    });
    expect(parsed).toMatchObject({ line2: null, postal: null, cityId: 5 });
  });
});

describe('AVATAR_MESSAGES', () => {
  it('reads the size limit from the byte constant, as the API words it', () => {
    expect(ACCOUNT_LIMITS.avatarBytes).toBe(5 * 1024 * 1024);
    expect(AVATAR_MESSAGES.hint).toBe('JPEG, PNG or WebP, up to 5 MB.');
    // apps/api's multipart reader says "<label> is larger than <limit>." with the label "Your photo".
    expect(AVATAR_MESSAGES.tooLarge).toBe('Your photo is larger than 5 MB.');
  });
});

describe('ResetPasswordSchema', () => {
  const valid = {
    token: 'x'.repeat(43),
    password: 'longenough',
    confirmPassword: 'longenough',
  };

  it('takes a 43-character base64url token and a password confirmed', () => {
    expect(ResetPasswordSchema.safeParse(valid).success).toBe(true);
  });

  it.each(['', 'short', 'x'.repeat(44), `${'x'.repeat(42)}=`, `${'x'.repeat(42)}/`, 42])(
    'refuses the token %j with the sentence the page shows',
    (token) => {
      expect(firstMessage(ResetPasswordSchema.safeParse({ ...valid, token }))).toBe(
        PASSWORD_RESET_MESSAGES.linkMalformed,
      );
    },
  );

  it('uses the registration sentences for the new password', () => {
    expect(firstMessage(ResetPasswordSchema.safeParse({ ...valid, password: 'short' }))).toBe(
      ACCOUNT_MESSAGES.passwordTooShort,
    );
    expect(
      firstMessage(ResetPasswordSchema.safeParse({ ...valid, confirmPassword: 'different' })),
    ).toBe(ACCOUNT_MESSAGES.passwordsDoNotMatch);
  });
});
