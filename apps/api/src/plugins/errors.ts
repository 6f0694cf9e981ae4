import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeForStatus, type ErrorResponse } from '@carmarket/shared/errors';
import { AppError } from '../lib/app-error';
import { databaseErrorCode, isDataException, withoutQueryParameters } from '../lib/db-errors';

/** Sentences for the framework's own 4xx errors, which otherwise read like internals. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This type of request body is not supported.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is not valid.',
};

const SERVER_FAULT = 'Something went wrong on our side. Please try again in a moment.';
/** A value the schemas let through and the database refused: still the client's input. */
export const UNSAVABLE_INPUT =
  'Some of what you sent cannot be saved. Please check it and try again.';

type ErrorBody = Omit<ErrorResponse, 'code'>;

function toErrorResponse(error: FastifyError): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    const { code, message, field } = error;
    return { status: error.statusCode, body: field ? { code, message, field } : { code, message } };
  }
  const { status, body } = toPlainErrorResponse(error);
  return { status, body: { code: errorCodeForStatus(status), ...body } };
}

function toPlainErrorResponse(error: FastifyError): { status: number; body: ErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The shared schemas list their rules in the spec's order: the first failing one is the answer.
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const message = first?.message ?? 'The request is not valid.';
    return { status: 400, body: field ? { message, field } : { message } };
  }
  if (isDataException(error)) return { status: 400, body: { message: UNSAVABLE_INPUT } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      (error.code && FRAMEWORK_MESSAGES[error.code]) ??
      (status === 429 ? error.message : 'The request could not be understood.');
    return { status, body: { message } };
  }
  return { status: 500, body: { message: SERVER_FAULT } };
}

/** One error handler: every failure leaves as `{message}` (api.md, Conventions). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      void reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (status >= 500) {
      request.log.error({ err: withoutQueryParameters(error) }, 'request failed');
    } else if (isDataException(error)) {
      // A rule missing from a shared schema: worth a look, but the query's parameters are what a
      // person typed, so only the database's code is kept.
      request.log.warn({ sqlState: databaseErrorCode(error) }, 'database refused a value');
    } else {
      request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
    }
    return reply.code(status).send(body);
  });
});
