import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponseSchema } from '@carmarket/shared/message-response';
import { paths } from '@carmarket/shared/site-paths';
import {
  UNSUBSCRIBE_MESSAGES,
  UnsubscribeBodySchema,
  UnsubscribePreferencesBodySchema,
  UnsubscribePreferencesQuerySchema,
  UnsubscribePreferencesResponseSchema,
  UnsubscribeQuerySchema,
  MailPreferencesResponseSchema,
} from '@carmarket/shared/unsubscribe';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { createMailPreferencesRepository } from './mail-preferences.repository';
import { readWithToken, saveWithToken, unsubscribeWithToken } from './mail-preferences.service';

const errors = errorResponses(400, 413, 415, 429, 500);
const operation = operationsOf('mail');

/** The link opened in a browser: whatever it carries, the page says what it can do with it. */
const OpenedLinkQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * The links in a notice (decision 104), all without signing in. GET /api/unsubscribe (the
 * List-Unsubscribe URL opened in a browser) changes nothing and answers 303 to the page, since
 * link scanners open every link; POST /api/unsubscribe stops the link's kind: a mail program's
 * one-click POST (RFC 8058) carries the token in the URL and `List-Unsubscribe=One-Click` as a
 * form, the page sends `{token}` as JSON. The page reads and saves every switch through
 * /api/unsubscribe/preferences.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (app, options) => {
  const repository = createMailPreferencesRepository(app.db);
  const clock = options.clock ?? systemClock;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        ...operation('Open an unsubscribe link: redirects (303) to its page'),
        querystring: OpenedLinkQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const query = new URLSearchParams(
        request.query.token === undefined ? {} : { token: request.query.token },
      ).toString();
      return reply.redirect(`${paths.unsubscribe}${query ? `?${query}` : ''}`, 303);
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        ...operation('Stop the kind of e-mail a link names'),
        // A mail program's one-click POST (RFC 8058) sends a form; the page sends JSON.
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw AppError.badRequest(UNSUBSCRIBE_MESSAGES.badLink, 'token');
      return unsubscribeWithToken({ repository, token, now: clock() });
    },
  );

  app.get(
    '/unsubscribe/preferences',
    {
      schema: {
        ...operation('Read the e-mail preferences an unsubscribe link opens'),
        querystring: UnsubscribePreferencesQuerySchema,
        response: { 200: UnsubscribePreferencesResponseSchema, ...errors },
      },
    },
    async (request) => readWithToken({ repository, token: request.query.token, now: clock() }),
  );

  app.put(
    '/unsubscribe/preferences',
    {
      schema: {
        ...operation('Save e-mail preferences with an unsubscribe link'),
        body: UnsubscribePreferencesBodySchema,
        response: { 200: MailPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token, ...preferences } = request.body;
      return saveWithToken({ repository, token, preferences, now: clock() });
    },
  );
};
