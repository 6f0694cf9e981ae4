import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdIdParamsSchema,
  MyListingsQuerySchema,
  MyListingsResponseSchema,
} from '@carmarket/shared/ad';
import { RenewResponseSchema } from '@carmarket/shared/ad-lifecycle';
import { NoContentSchema, errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import {
  deleteListing,
  listMyListings,
  markListingSold,
  renewListing,
} from './my-listings.service';

const errors = errorResponses(400, 401, 403, 404, 409, 500);
const operation = operationsOf('listings', 'signed-in');

/** The seller's own ads: My Listings (api.md, "/api/me/listings"). */
export const myListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { listings: app.repos.myListings, media: app.media, secrets: app.repos.secrets };
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
      listMyListings({ deps, userId: callerOf(request).userId, status: request.query.status }),
  );

  app.post(
    '/me/listings/:id/sold',
    {
      schema: {
        ...operation('Mark one of your ads sold'),
        params: AdIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await markListingSold({ deps, userId: callerOf(request).userId, id: request.params.id });
      return reply.code(204).send(null);
    },
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
      renewListing({ deps, userId: callerOf(request).userId, id: request.params.id }),
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
