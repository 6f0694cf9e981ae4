import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { isApiPath } from '../lib/api-path';
import { SECURITY_SCHEMES } from '../lib/route-docs';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';
/** The component every error answer of the document refers to. */
export const ERROR_COMPONENT = 'Error';

export interface ApiReferenceOptions {
  /**
   * The reference page is for people working on the code: only development serves it; production
   * and the tests (but the one about the page) serve only the JSON.
   */
  servePage: boolean;
}

/**
 * Schemas the document names once and refers to: the error shape every route answers with. A
 * registry of our own, so nothing else sees a global id on a shared schema.
 */
const componentRegistry = z.registry<{ id: string }>();
componentRegistry.add(ErrorResponseSchema, { id: ERROR_COMPONENT });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: componentRegistry });

/** What each error status means, for the document's readers; the body is always the same. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'The input is not valid: `field` names the first part at fault.',
  401: 'Not signed in, or the access token has expired.',
  403: 'Not allowed: a staff route, a suspended account, or a token that is not valid.',
  404: 'Nothing with this id, or not yours.',
  409: 'The request conflicts with the state of what it changes.',
  410: 'The ad has been sold or has ended.',
  413: 'The request or one of its files is too large.',
  415: 'This type of request body is not accepted.',
  429: 'Too many requests: `Retry-After` says when to try again.',
  500: 'A failure on our side; the message says nothing more.',
};

/** Names the error component's answers by status, so a reader knows which refusal is which. */
function describeErrors(response: Record<string, unknown> | undefined) {
  for (const [status, schema] of Object.entries(response ?? {})) {
    const description = ERROR_DESCRIPTIONS[status];
    if (description && schema && typeof schema === 'object' && '$ref' in schema) {
      response![status] = { ...schema, description };
    }
  }
}

/** Only the API is described: pages, media and the web app's files are not part of it. */
const transform: SwaggerTransform = (input) => {
  if (!isApiPath(input.url)) return { schema: { hide: true }, url: input.url };
  const { bodyReadByHandler, ...schema } = input.schema ?? {};
  // A form goes through the same conversion as a validated body, on this copy only.
  const documented = zodTransform({
    ...input,
    schema: bodyReadByHandler
      ? { ...schema, body: bodyReadByHandler.schema, consumes: bodyReadByHandler.contentTypes }
      : schema,
  });
  describeErrors((documented.schema as { response?: Record<string, unknown> }).response);
  return documented;
};

const TAGS = [
  ['admin', 'Moderation: the ads and edits waiting for review, users and their packages.'],
  ['ads', 'Posting an ad and editing it.'],
  ['audit', 'The audit log of staff actions.'],
  ['auth', 'Accounts, signing in, sessions, passwords and e-mail addresses.'],
  ['client-errors', 'Errors the web app reports.'],
  ['conversations', 'Buyers and sellers talking about an ad: messages, reads, blocks and reports.'],
  ['health', 'Whether the API and its database answer.'],
  ['jobs', 'Background jobs whose retries ran out.'],
  ['listings', "The seller's own ads and the reminder e-mail's one-tap links."],
  ['mail', 'E-mail notices: preferences and unsubscribing.'],
  ['me', "The signed-in user's settings."],
  ['messages', 'Contact messages, pre-orders and the staff inbox.'],
  ['offers', 'Offers on a car and the seller’s answers.'],
  ['package', "The caller's package and requests for a paid one."],
  ['payment-instructions', 'The bank details sellers pay to.'],
  ['phone-reveals', "A VIP seller's phone number, one tap at a time."],
  ['phone-verification', 'Verifying a mobile number with a code sent by SMS.'],
  ['recently-viewed', "A signed-in buyer's recently viewed cars."],
  ['reference', 'Cities and the search filters’ lists.'],
  ['reports', 'Reports of ads and the staff queue that handles them.'],
  ['saved-searches', "A signed-in user's saved searches."],
  ['suspensions', 'Suspending users and lifting suspensions.'],
  ['users', "The signed-in user's profile."],
  ['vehicles', 'Search, the home lists, the car page and the comparison.'],
  ['wishlist', 'Saved cars.'],
  ['bench', 'Benchmark routes, only with BENCH_ROUTES=true.'],
] as const;

const ERROR_SCHEMA = z.toJSONSchema(ErrorResponseSchema, { target: 'draft-2020-12' });
delete ERROR_SCHEMA.$schema;

/**
 * The OpenAPI 3.1 document of every /api route, generated from the routes' zod schemas (decision
 * 113), at GET /api/openapi.json; in development also a reference page at /api/docs.
 * Registered before the routes: it collects them as they are added.
 */
export const apiReferencePlugin = fp(async (app: FastifyInstance, options: ApiReferenceOptions) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CarMarket API',
        version: '1',
        description:
          'The field-level reference of the CarMarket API. Flows, limits and rules are described ' +
          'in docs/api.md. Every error answer is `{code, message, field?}`.',
      },
      tags: TAGS.map(([name, description]) => ({ name, description })),
      components: {
        schemas: { [ERROR_COMPONENT]: ERROR_SCHEMA as Record<string, unknown> },
        securitySchemes: {
          [SECURITY_SCHEMES.bearer]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The access token of POST /api/auth/login or /api/auth/refresh. A requirement that ' +
              'lists `staff` is for staff accounts only: anyone else is answered 403.',
          },
          [SECURITY_SCHEMES.sessionCookie]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'carmarket_session',
            description: 'The session cookie set by POST /api/auth/login.',
          },
        },
      },
    },
    transform,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    // The same for everyone and changed only by a deploy.
    void reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });

  if (options.servePage) {
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // The page's own files, served under the site's Content Security Policy (plugins/security).
      staticCSP: false,
    });
  }
});
