import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecentlyViewedMergeSchema } from '@carmarket/shared/market-insights';
import { CarsResponseSchema } from '@carmarket/shared/vehicle-search';
import { WishlistParamsSchema } from '@carmarket/shared/wishlist';
import { NoContentSchema, errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { LIMITS } from '../limits/limit-rules';
import { listRecentlyViewed, mergeRecentlyViewed, recordView } from './recently-viewed.service';

const errors = errorResponses(400, 401, 403, 404, 415, 500);
const limitedErrors = errorResponses(400, 401, 403, 404, 415, 429, 500);
const operation = operationsOf('recently-viewed', 'signed-in');

/** A signed-in buyer's recently viewed cars (api.md, decision 133); visitors keep theirs locally. */
export const recentlyViewedRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    recentlyViewed: app.repos.recentlyViewed,
    publicUrl: (key: string) => app.media.publicUrl(key),
  };
  const writes = [app.requireUser, app.limitPerUser(LIMITS.recentlyViewedWrites)];

  app.get(
    '/me/recently-viewed',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('List the cars you viewed last'),
        response: { 200: CarsResponseSchema, ...errors },
      },
    },
    async (request) => listRecentlyViewed({ deps, userId: callerOf(request).userId }),
  );

  app.put(
    '/me/recently-viewed/:vehicleId',
    {
      onRequest: writes,
      schema: {
        ...operation('Record that you viewed a car'),
        params: WishlistParamsSchema,
        response: { 204: NoContentSchema, ...limitedErrors },
      },
    },
    async (request, reply) => {
      await recordView({
        deps,
        userId: callerOf(request).userId,
        vehicleId: request.params.vehicleId,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/recently-viewed/merge',
    {
      onRequest: writes,
      schema: {
        ...operation('Add the cars viewed in a browser to your account'),
        body: RecentlyViewedMergeSchema,
        response: { 200: CarsResponseSchema, ...limitedErrors },
      },
    },
    async (request) =>
      mergeRecentlyViewed({ deps, userId: callerOf(request).userId, ids: request.body.ids }),
  );
};
