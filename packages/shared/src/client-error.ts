import { z } from 'zod';
import { BODY_NOT_AN_OBJECT } from './errors';
import { CLIENT_ERROR_LIMITS, withoutQuery } from './client-error-limits';
import { multiLineText, singleLineText } from './text';
import { msg } from './i18n/translate';

export { CLIENT_ERROR_LIMITS, withoutQuery };

/** The kinds of failure the web app reports; a render error is the only one so far. */
export const CLIENT_ERROR_KINDS = ['render'] as const;

/**
 * POST /api/client-errors: what the web app says about a failure the server never saw. Only the
 * error's message and the page's path, so the server log holds no personal data; the path loses
 * any query string here too, whatever the client sent.
 */
export const ClientErrorReportSchema = z.object(
  {
    message: multiLineText({
      label: msg('The error message'),
      error: msg('The report needs the error message'),
    })
      .min(1, msg('The report needs the error message'))
      .max(
        CLIENT_ERROR_LIMITS.message,
        msg('The error message is too long (500 characters at most)'),
      ),
    path: singleLineText({
      label: msg('The page path'),
      error: msg('The report needs the page path'),
      trim: false,
    })
      .transform(withoutQuery)
      .pipe(
        z
          .string()
          .regex(/^\/(?![/\\])/, msg('The page path must be a path on this site, such as /cars/12'))
          .max(CLIENT_ERROR_LIMITS.path, msg('The page path is too long (300 characters at most)')),
      ),
    kind: z.enum(CLIENT_ERROR_KINDS, { error: msg('The kind of error must be render') }),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type ClientErrorReport = z.output<typeof ClientErrorReportSchema>;
