import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeForStatus, type ErrorResponse } from '@carmarket/shared/errors';
import { issueMessage, translateMessage, type Message } from '@carmarket/shared/i18n/message';
import { msg } from '@carmarket/shared/i18n/translate';
import { translatorFor } from '../i18n';
import { requestLanguage, varyByLanguage } from '../i18n/request-language';
import { AppError } from '../lib/app-error';
import { databaseErrorCode, isDataException, withoutQueryParameters } from '../lib/db-errors';

/** Sentences for the framework's own 4xx errors, which otherwise read like internals. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: msg('The request body is empty.'),
  FST_ERR_CTP_INVALID_JSON_BODY: msg('The request body is not valid JSON.'),
  FST_ERR_CTP_BODY_TOO_LARGE: msg('The request is too large.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('This type of request body is not supported.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg('The request body length is not valid.'),
};

const SERVER_FAULT = msg('Something went wrong on our side. Please try again in a moment.');
/** A value the schemas let through and the database refused: still the client's input. */
export const UNSAVABLE_INPUT = msg(
  'Some of what you sent cannot be saved. Please check it and try again.',
);

/** An answer's body with its sentence still a message: written in the caller's language last. */
type ErrorBody = Omit<ErrorResponse, 'code' | 'message'> & { message: Message };

function toErrorResponse(error: FastifyError): {
  status: number;
  body: ErrorBody & { code: string };
} {
  if (error instanceof AppError) {
    const { code, sentence: message, field } = error;
    return { status: error.statusCode, body: field ? { code, message, field } : { code, message } };
  }
  const { status, body } = toPlainErrorResponse(error);
  return { status, body: { code: errorCodeForStatus(status), ...body } };
}

/**
 * A schema's sentence: a shared schema that builds its sentence from values (text.ts: "{label}
 * contains characters…") hands the message to zod as the issue's `params.message`; the
 * validation error keeps the issue's own fields under `params`.
 */
function validationMessage(issue: { message?: string; params?: Record<string, unknown> }): Message {
  return issueMessage(
    { message: issue.message, params: issue.params?.params },
    msg('The request is not valid.'),
  );
}

function toPlainErrorResponse(error: FastifyError): { status: number; body: ErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The shared schemas list their rules in the spec's order: the first failing one is the answer.
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const message = first ? validationMessage(first) : { source: msg('The request is not valid.') };
    return { status: 400, body: field ? { message, field } : { message } };
  }
  if (isDataException(error))
    return { status: 400, body: { message: { source: UNSAVABLE_INPUT } } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const source =
      (error.code && FRAMEWORK_MESSAGES[error.code]) ??
      (status === 429 ? error.message : msg('The request could not be understood.'));
    return { status, body: { message: { source } } };
  }
  return { status: 500, body: { message: { source: SERVER_FAULT } } };
}

/**
 * One error handler: every failure leaves as `{code, message}` (api.md, Conventions), its
 * sentence in the language the request's Accept-Language asks for (English by default).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      void reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (status >= 500 && error instanceof AppError) {
      // A 503 the code chose (not ready, shutting down) is an answer, not a fault.
      request.log.warn({ err: { message: error.message, code: error.code } }, 'request refused');
    } else if (status >= 500) {
      request.log.error({ err: withoutQueryParameters(error) }, 'request failed');
    } else if (isDataException(error)) {
      // A rule missing from a shared schema: worth a look, but the query's parameters are what a
      // person typed, so only the database's code is kept.
      request.log.warn({ sqlState: databaseErrorCode(error) }, 'database refused a value');
    } else {
      request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
    }
    // The sentence in the caller's language (Accept-Language); `code` and `field` as they are.
    const message = translateMessage(translatorFor(requestLanguage(request)), body.message);
    varyByLanguage(reply);
    return reply.code(status).send({ ...body, message } satisfies ErrorResponse);
  });
});
