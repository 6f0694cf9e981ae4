import { z } from 'zod';
import { msg } from './i18n/translate';

/**
 * The stable codes an error answer carries beside its sentence: a program (the web app, a test,
 * a future translation of `message`) branches on `code`, a person reads `message`. The first ten
 * follow the status; the rest name a refusal a client treats on its own.
 */
export const ERROR_CODES = [
  'invalid_input',
  'sign_in_required',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'too_large',
  'unsupported_media_type',
  'rate_limited',
  'server_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

/** The code of an answer that names nothing more specific than its status. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'invalid_input';
    case 401:
      return 'sign_in_required';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 410:
      return 'gone';
    case 413:
      return 'too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'server_error' : 'invalid_input';
  }
}

/** The one error shape of api.md: every non-2xx answer. */
export const ErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** For a body schema's own type check, e.g. plain text posted to a JSON route. */
export const BODY_NOT_AN_OBJECT = msg('The request body must be a JSON object.');
