import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListingActionQuerySchema,
  ListingActionRequestSchema,
  ListingActionResponseSchema,
} from '@carmarket/shared/ad-lifecycle';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { systemClock, type Clock } from '../../lib/clock';
import { LIMITS } from '../limits/limit-rules';
import {
  myListingsDependencies,
  performListingAction,
  previewListingAction,
} from './my-listings.service';

const errors = errorResponses(400, 429, 500);
const operation = operationsOf('listings');

/**
 * The reminder e-mail's one-tap links (api.md, "/api/listing-actions"): no sign-in, the signed
 * token is the proof. Reading a link changes nothing; only the POST acts (decision 081).
 */
export const listingActionsRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (
  app,
  options,
) => {
  const clock = options.clock ?? systemClock;
  const deps = myListingsDependencies(app);

  app.get(
    '/listing-actions',
    {
      schema: {
        ...operation('Preview what a reminder e-mail’s link will do'),
        querystring: ListingActionQuerySchema,
        response: { 200: ListingActionResponseSchema, ...errors },
      },
    },
    async (request) => previewListingAction({ deps, token: request.query.token, now: clock() }),
  );

  app.post(
    '/listing-actions',
    {
      preHandler: app.limitPerAddress(LIMITS.listingActions),
      schema: {
        ...operation('Do what a reminder e-mail’s link offers'),
        body: ListingActionRequestSchema,
        response: { 200: ListingActionResponseSchema, ...errors },
      },
    },
    async (request) =>
      performListingAction({
        deps,
        token: request.body.token,
        soldPrice: request.body.soldPrice,
        now: clock(),
      }),
  );
};
