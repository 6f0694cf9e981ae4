import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@carmarket/shared/message-response';
import {
  UNSUBSCRIBE_MESSAGES,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
} from '@carmarket/shared/unsubscribe';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-responses';
import { createMailOutboxRepository } from './mail-outbox.repository';
import { hashUnsubscribeToken } from './mailer';

const errors = errorResponses(400, 413, 415, 429, 500);

/**
 * POST /api/unsubscribe: turns the e-mail notices of the link's account off, without signing in.
 * A mail program's one-click POST (RFC 8058) carries the token in the URL and
 * `List-Unsubscribe=One-Click` as a form; the /unsubscribe page sends `{token}` as JSON. A GET
 * changes nothing: link scanners open every link of a message.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createMailOutboxRepository(app.db);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token || !(await outbox.unsubscribe(hashUnsubscribeToken(token)))) {
        throw AppError.badRequest(UNSUBSCRIBE_MESSAGES.badLink);
      }
      return { message: UNSUBSCRIBE_MESSAGES.done };
    },
  );
};
