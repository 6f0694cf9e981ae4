import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, ContactMessageSchema, type ContactMessageInput } from './contact';

const valid: ContactMessageInput = {
  name: 'Nimal Perera',
  email: 'nimal@example.lk',
  phone: '+94 77 123-4567',
  subject: 'support',
  message: 'My ad is still pending.',
};

/** The first issue is what the form and the API show. */
function firstIssue(input: unknown) {
  const result = ContactMessageSchema.safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return issue && { field: issue.path.join('.'), message: issue.message };
}

describe('CONTACT_SUBJECTS', () => {
  it('offers the four subjects of spec section 5 with their labels', () => {
    expect(CONTACT_SUBJECTS).toEqual([
      { id: 'general', label: 'General Inquiry' },
      { id: 'support', label: 'Technical Support' },
      { id: 'billing', label: 'Billing' },
      { id: 'partnership', label: 'Partnership' },
    ]);
  });
});

describe('ContactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    const result = ContactMessageSchema.parse({ ...valid, name: '  Nimal Perera ' });
    expect(result).toEqual(valid);
  });

  it('treats an empty or missing phone as no phone and drops unknown keys', () => {
    expect(ContactMessageSchema.parse({ ...valid, phone: '  ' }).phone).toBeUndefined();
    expect(ContactMessageSchema.parse({ ...valid, phone: null }).phone).toBeUndefined();
    const { phone: _phone, ...withoutPhone } = valid;
    expect(ContactMessageSchema.parse({ ...withoutPhone, admin: true })).toEqual(withoutPhone);
  });

  it('checks the rules in order: name, email, phone, subject, message', () => {
    const steps: [Record<string, unknown>, string, string][] = [
      [{}, 'name', 'Please enter your name'],
      [{ name: '   ' }, 'name', 'Please enter your name'],
      [{ name: 'x'.repeat(101) }, 'name', 'Your name is too long (100 characters at most)'],
      [{ name: 'Nimal' }, 'email', 'Please enter your email'],
      [{ email: '' }, 'email', 'Please enter your email'],
      [{ email: 'nimal@example' }, 'email', 'Invalid email address'],
      [{ email: 'nimal perera@example.lk' }, 'email', 'Invalid email address'],
      [{ email: 'nimal@example.lk', phone: '12345' }, 'phone', 'Invalid phone number'],
      [{ phone: '077 123 4567 ext' }, 'phone', 'Invalid phone number'],
      [{ phone: '1'.repeat(21) }, 'phone', 'Invalid phone number'],
      [{ phone: '0771234567' }, 'subject', 'Please choose a subject'],
      [{ subject: 'sales' }, 'subject', 'Please choose a subject'],
      [{ subject: 'billing' }, 'message', 'Please enter your message'],
      [{ message: ' \n ' }, 'message', 'Please enter your message'],
      [
        { message: 'x'.repeat(5_001) },
        'message',
        'Your message is too long (5,000 characters at most)',
      ],
    ];
    let input: Record<string, unknown> = {};
    for (const [change, field, message] of steps) {
      input = { ...input, ...change };
      expect(firstIssue(input), JSON.stringify(change)).toEqual({ field, message });
    }
    expect(firstIssue({ ...input, message: 'x'.repeat(5_000) })).toBeUndefined();
  });

  it('answers a body that is not an object with a sentence', () => {
    expect(firstIssue('Hello there')).toEqual({
      field: '',
      message: 'The request body must be a JSON object.',
    });
  });

  it('accepts phones of 7 to 20 digits, spaces, +, - and ()', () => {
    for (const phone of ['1234567', '(011) 234-5678', '+94 77 123 4567', '1'.repeat(20)]) {
      expect(ContactMessageSchema.safeParse({ ...valid, phone }).success, phone).toBe(true);
    }
  });
});
