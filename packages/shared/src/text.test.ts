import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LoginSchema, ProfileUpdateSchema, RegisterSchema } from './account';
import { AdFieldsSchema } from './ad';
import { AdminAdsQuerySchema, AdminUsersQuerySchema, RejectAdSchema } from './staff-moderation';
import { ClientErrorReportSchema } from './client-error';
import { ContactMessageSchema } from './contact';
import { OfferSchema } from './offer';
import { PaymentInstructionsSchema } from './payment-instructions';
import { PreOrderSchema } from './pre-order';
import { isMultiLineText, isSingleLineText, TEXT_MESSAGES } from './text';
import { SearchQuerySchema } from './vehicle-search';
import { SavedCarsQuerySchema } from './wishlist';
import { VALID_AD_FIELDS } from './test/valid-ad-fields';

describe('isSingleLineText and isMultiLineText', () => {
  it('accept what people type, in any script, emoji included', () => {
    for (const text of ['Nimal Perera', 'කොළඹ 03', 'Zoë – “quoted”', 'Nice car 😀', '']) {
      expect(isSingleLineText(text)).toBe(true);
      expect(isMultiLineText(text)).toBe(true);
    }
  });

  it('refuse NUL, the other C0 controls, DEL and lone surrogates', () => {
    for (const text of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007fb', '\ud800', 'x\udc00y']) {
      expect(isSingleLineText(text)).toBe(false);
      expect(isMultiLineText(text)).toBe(false);
    }
  });

  it('allow tab and line breaks only where text may have several lines', () => {
    for (const text of ['one\ntwo', 'one\r\ntwo', 'a\tb']) {
      expect(isSingleLineText(text)).toBe(false);
      expect(isMultiLineText(text)).toBe(true);
    }
  });
});

function firstMessage(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

const NUL = '\u0000';
const profile = {
  name: 'Nimal',
  mobile: '0771234567',
  email: 'nimal@example.lk',
  line1: '1 Road',
  cityId: '5',
};
const ad = VALID_AD_FIELDS;

describe('every shared schema refuses characters that cannot be saved, naming the field', () => {
  const saved = TEXT_MESSAGES.cannotBeSaved;
  const searched = TEXT_MESSAGES.cannotBeSearched;
  const cases: Array<[string, z.ZodType, unknown, string]> = [
    [
      'register name',
      RegisterSchema,
      {
        name: `Nim${NUL}al`,
        mobile: '0771234567',
        email: 'a@b.lk',
        password: 'longenough',
        confirmPassword: 'longenough',
      },
      saved('Your name'),
    ],
    ['login email', LoginSchema, { email: `a${NUL}@b.lk`, password: 'x' }, saved('The email')],
    [
      'profile address',
      ProfileUpdateSchema,
      { ...profile, line2: `Flat${NUL}2` },
      saved('Address line 2'),
    ],
    ['ad title', AdFieldsSchema, { ...ad, title: `Alto\ud800` }, saved('The ad title')],
    [
      'ad description',
      AdFieldsSchema,
      { ...ad, description: `<p>a${NUL}</p>` },
      saved('The description'),
    ],
    ['reject reason', RejectAdSchema, { reason: `Blurred${NUL}` }, saved('The reason')],
    [
      'admin user search',
      AdminUsersQuerySchema,
      { email: `a${NUL}` },
      searched('The e-mail address'),
    ],
    ['admin ad search', AdminAdsQuerySchema, { q: `a${NUL}` }, searched('The search')],
    [
      'contact message',
      ContactMessageSchema,
      { name: 'N', email: 'a@b.lk', subject: 'general', message: `Hi${NUL}` },
      saved('Your message'),
    ],
    ['offer message', OfferSchema, { amount: 10, message: `Hi\u007f` }, saved('Your message')],
    [
      'pre-order car name',
      PreOrderSchema,
      { carName: `Aqua${NUL}`, contactEmail: 'a@b.lk' },
      saved('The car name'),
    ],
    [
      'payment instructions',
      PaymentInstructionsSchema,
      {
        bankName: `Bank${NUL}`,
        accountName: 'A',
        accountNumber: '100000',
        branch: 'B',
        confirmationTime: 'soon',
      },
      saved('The bank name'),
    ],
    [
      'client error report',
      ClientErrorReportSchema,
      { message: `boom${NUL}`, path: '/', kind: 'render' },
      saved('The error message'),
    ],
    ['search text', SearchQuerySchema, { query: `aqua${NUL}` }, searched('The search')],
    ['saved cars', SavedCarsQuerySchema, { ids: `1${NUL}` }, searched('The list of car ids')],
  ];

  it.each(cases)('%s', (_name, schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('keeps line breaks in messages and trims them around one-line fields', () => {
    const contact = ContactMessageSchema.parse({
      name: ' Nimal\t',
      email: 'a@b.lk',
      subject: 'general',
      message: 'Line one\r\nLine two',
    });
    expect(contact).toMatchObject({ name: 'Nimal', message: 'Line one\r\nLine two' });
  });
});
