import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdIdParamsSchema,
  MyListingsQuerySchema,
  MyListingsResponseSchema,
} from '@carmarket/shared/ad';
import { MarkSoldRequestSchema, RenewResponseSchema } from '@carmarket/shared/ad-lifecycle';
import { ResumeResponseSchema } from '@carmarket/shared/market-insights';
import { NoContentSchema, errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { systemClock, type Clock } from '../../lib/clock';
import { callerOf } from '../auth/caller';
import {
  deleteListing,
  listMyListings,
  markListingSold,
  myListingsDependencies,
  renewListing,
  resumeListing,
} from './my-listings.service';

const errors = errorResponses(400, 401, 403, 404, 409, 500);
const operation = operationsOf('listings', 'signed-in');

/** The seller's own ads: My Listings (api.md, "/api/me/listings"). */
export const myListingsRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (app, options) => {
  const clock = options.clock ?? systemClock;
  const deps = myListingsDependencies(app);
  // Before validation, so a stranger learns nothing from a 400 about the body.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/me/listings',
    {
      schema: {
        ...operation('List your ads by status, with a count per status'),
        querystring: MyListingsQuerySchema,
        response: { 200: MyListingsResponseSchema, ...errors },
      },
    },
    async (request) =>
      listMyListings({
        deps,
        userId: callerOf(request).userId,
        status: request.query.status,
        now: clock(),
      }),
  );

  app.post(
    '/me/listings/:id/sold',
    {
      schema: {
        ...operation('Mark one of your ads sold, with what it sold for if you like'),
        params: AdIdParamsSchema,
        body: MarkSoldRequestSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await markListingSold({
        deps,
        userId: callerOf(request).userId,
        id: request.params.id,
        soldPrice: request.body?.soldPrice,
        now: clock(),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/listings/:id/resume',
    {
      schema: {
        ...operation('Resume one of your paused ads (it counts as confirming it available)'),
        params: AdIdParamsSchema,
        response: { 200: ResumeResponseSchema, ...errors },
      },
    },
    async (request) =>
      resumeListing({
        deps,
        userId: callerOf(request).userId,
        id: request.params.id,
        now: clock(),
      }),
  );

  app.post(
    '/me/listings/:id/renew',
    {
      schema: {
        ...operation('Renew one of your ads'),
        params: AdIdParamsSchema,
        response: { 200: RenewResponseSchema, ...errors },
      },
    },
    async (request) =>
      renewListing({ deps, userId: callerOf(request).userId, id: request.params.id, now: clock() }),
  );

  app.delete(
    '/me/listings/:id',
    {
      schema: {
        ...operation('Delete one of your ads'),
        params: AdIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteListing({
        deps,
        userId: callerOf(request).userId,
        id: request.params.id,
        onFileError: (key, error) =>
          request.log.error({ err: error, key }, 'media file of a deleted ad not removed'),
      });
      return reply.code(204).send(null);
    },
  );
};
