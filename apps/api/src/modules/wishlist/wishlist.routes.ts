import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SavedCarsQuerySchema,
  SavedCarsResponseSchema,
  WishlistMergeSchema,
  WishlistParamsSchema,
  WishlistResponseSchema,
} from '@carmarket/shared/wishlist';
import { NoContentSchema, errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { listSavedCars, listWishlist, mergeWishlist, saveCar, unsaveCar } from './wishlist.service';

const errors = errorResponses(400, 401, 403, 404, 415, 500);
const operation = operationsOf('wishlist', 'signed-in');

/** The wishlist (api.md): a signed-in user's saved cars, and the cards of a visitor's hearts. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    wishlist: app.repos.wishlist,
    publicUrl: (key: string) => app.media.publicUrl(key),
  };

  app.get(
    '/vehicles/saved',
    {
      schema: {
        ...operation('Read the cards of cars saved in a browser, by id', 'public'),
        querystring: SavedCarsQuerySchema,
        response: { 200: SavedCarsResponseSchema, ...errors },
      },
    },
    async (request) => listSavedCars({ deps, ids: request.query.ids }),
  );

  app.get(
    '/me/wishlist',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('List your saved cars'),
        response: { 200: WishlistResponseSchema, ...errors },
      },
    },
    async (request) => listWishlist({ deps, userId: callerOf(request).userId }),
  );

  app.put(
    '/me/wishlist/:vehicleId',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('Save a car'),
        params: WishlistParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await saveCar({
        deps,
        userId: callerOf(request).userId,
        vehicleId: request.params.vehicleId,
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/me/wishlist/:vehicleId',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('Remove a saved car'),
        params: WishlistParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await unsaveCar({
        deps,
        userId: callerOf(request).userId,
        vehicleId: request.params.vehicleId,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/wishlist/merge',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('Add the cars saved in a browser to your account'),
        body: WishlistMergeSchema,
        response: { 200: WishlistResponseSchema, ...errors },
      },
    },
    async (request) =>
      mergeWishlist({
        deps,
        userId: callerOf(request).userId,
        vehicleIds: request.body.vehicleIds,
      }),
  );
};
