import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { describe, expect, it } from 'vitest';
import { readErrorBody } from './api-client';

// The client reads an error answer by hand so that zod stays out of the first load; the shared
// schema stays the source of truth for what counts as the error shape of api.md.
const bodies: unknown[] = [
  { code: 'invalid_input', message: 'Offer must be at least Rs. 1,000' },
  { code: 'invalid_input', message: 'Enter a valid email address', field: 'email' },
  { code: 'rate_limited', message: 'Too many requests', extra: 1 },
  { code: 7, message: 'Too many requests' },
  { code: 'x', message: 'x', field: undefined },
  { message: 'Offer must be at least Rs. 1,000' },
  { message: 'x', field: undefined },
  { message: '' },
  { message: '', field: 'email' },
  { message: 42 },
  { message: null },
  { message: ['a'] },
  { message: 'ok', field: 7 },
  { message: 'ok', field: null },
  { message: 'ok', field: '' },
  { field: 'email' },
  {},
  [],
  ['message'],
  'Something broke',
  '',
  0,
  42,
  true,
  null,
  undefined,
];

describe('readErrorBody', () => {
  it.each(bodies.map((body) => [JSON.stringify(body) ?? String(body), body]))(
    'agrees with ErrorResponseSchema on %s',
    (_label, body) => {
      const parsed = ErrorResponseSchema.safeParse(body);
      // The client has always shown the generic sentence for an empty message.
      const expected =
        parsed.success && parsed.data.message
          ? parsed.data.field === undefined
            ? { code: parsed.data.code, message: parsed.data.message }
            : { code: parsed.data.code, message: parsed.data.message, field: parsed.data.field }
          : null;
      expect(readErrorBody(body)).toEqual(expected);
    },
  );
});
