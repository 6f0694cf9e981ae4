import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { VehicleDetailSchema, VehicleIdParamsSchema } from '@carmarket/shared/vehicle-detail';
import {
  CarsResponseSchema,
  HomeListingsResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
} from '@carmarket/shared/vehicle-search';
import { errorResponses } from '../../lib/route-responses';
import { createTtlCache } from '../../lib/ttl-cache';
import {
  getVehicleDetail,
  listSimilarVehicles,
  loadHomeListings,
  searchVehicles,
} from './vehicles.service';

export interface VehiclesRoutesOptions {
  /** How long a search answer may be reused; 0 turns the cache off. */
  cacheTtlMs: number;
}

const failures = errorResponses(400, 403, 404, 500);

export const vehiclesRoutes: FastifyPluginAsyncZod<VehiclesRoutesOptions> = async (
  app,
  options,
) => {
  const repository = app.repos.vehicles;
  const publicUrl = (key: string) => app.media.publicUrl(key);
  const cache = createTtlCache({ ttlMs: options.cacheTtlMs, maxEntries: 2_000 });

  app.get(
    '/vehicles/search',
    {
      schema: {
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, ...failures },
      },
    },
    async (request) => searchVehicles({ repository, publicUrl, cache, query: request.query }),
  );

  app.get(
    '/vehicles/home',
    { schema: { response: { 200: HomeListingsResponseSchema, 500: ErrorResponseSchema } } },
    async () => loadHomeListings({ repository, publicUrl, cache }),
  );

  app.get(
    '/vehicles/:id',
    {
      // Anyone may ask; a signed-in owner or staff member also sees ads that are not live.
      preHandler: app.identifyUser,
      schema: {
        params: VehicleIdParamsSchema,
        response: { 200: VehicleDetailSchema, ...failures },
      },
    },
    async (request, reply) => {
      // Sellers and staff may see ads that are not live, so the answer is never shared.
      reply.header('cache-control', 'private, no-cache');
      const { caller } = request;
      return getVehicleDetail({
        repository,
        publicUrl,
        id: request.params.id,
        viewer: caller ? { userId: caller.userId, isStaff: caller.isStaff } : null,
      });
    },
  );

  app.get(
    '/vehicles/:id/similar',
    {
      schema: { params: VehicleIdParamsSchema, response: { 200: CarsResponseSchema, ...failures } },
    },
    async (request) => listSimilarVehicles({ repository, publicUrl, id: request.params.id }),
  );
};
