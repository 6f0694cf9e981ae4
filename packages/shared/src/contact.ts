import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';
import { BODY_NOT_AN_OBJECT } from './errors';
import { multiLineText, singleLineText } from './text';
import { msg } from './i18n/translate';

/** Subject ids of the contact form (spec section 5, "Other forms"), in display order. */
export const CONTACT_SUBJECT_IDS = ['general', 'support', 'billing', 'partnership'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECT_IDS)[number];

const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: msg('General Inquiry'),
  support: msg('Technical Support'),
  billing: msg('Billing'),
  partnership: msg('Partnership'),
};

/** The subject options as the form shows them. */
export const CONTACT_SUBJECTS = CONTACT_SUBJECT_IDS.map((id) => ({
  id,
  label: CONTACT_SUBJECT_LABELS[id],
}));

export const CONTACT_LIMITS = { name: 100, message: 5_000, phoneMin: 7, phoneMax: 20 } as const;

/** Digits with the usual separators (`+94 77 123-4567`, `(011) 2345678`). */
const PHONE_PATTERN = /^[\d\s+\-()]{7,20}$/;

/**
 * The contact form and POST /api/contact. Keys are in the order the rules are checked, so the
 * first issue is the one to show. Unknown keys are dropped.
 */
export const ContactMessageSchema = z.object(
  {
    name: singleLineText({ label: msg('Your name'), error: msg('Please enter your name') })
      .min(1, msg('Please enter your name'))
      .max(CONTACT_LIMITS.name, msg('Your name is too long (100 characters at most)')),
    email: singleLineText({ label: msg('The email'), error: msg('Please enter your email') })
      .min(1, msg('Please enter your email'))
      .max(EMAIL_MAX_LENGTH, msg('Invalid email address'))
      .regex(EMAIL_PATTERN, msg('Invalid email address')),
    // An empty input means "no phone": it leaves as undefined, never as ''.
    phone: singleLineText({ label: msg('The phone number'), error: msg('Invalid phone number') })
      .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), msg('Invalid phone number'))
      .nullish()
      .transform((phone) => phone || undefined),
    subject: z.enum(CONTACT_SUBJECT_IDS, { error: msg('Please choose a subject') }),
    message: multiLineText({ label: msg('Your message'), error: msg('Please enter your message') })
      .min(1, msg('Please enter your message'))
      .max(CONTACT_LIMITS.message, msg('Your message is too long (5,000 characters at most)')),
  },
  { error: BODY_NOT_AN_OBJECT },
);

/** What the form holds and sends. */
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
/** What the API stores: trimmed, phone undefined when empty. */
export type ContactMessage = z.output<typeof ContactMessageSchema>;
