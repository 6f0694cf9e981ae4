import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { CitiesResponseSchema, LoadSpecsResponseSchema } from '@carmarket/shared/reference';
import { TownsResponseSchema } from '@carmarket/shared/vehicle-facts';
import { operationsOf } from '../../lib/route-docs';
import { listCities, listTowns, loadFilterSpecs } from './reference.service';

const operation = operationsOf('reference');

/**
 * Reference lists change only with a deploy; the live price range moves with every approval, so
 * browsers ask again each time (no-cache) rather than show a range that is out of date.
 */
const CITIES_CACHE = 'public, max-age=3600';
const SPECS_CACHE = 'no-cache';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repos.reference;

  app.get(
    '/cities',
    {
      schema: {
        ...operation('List the cities'),
        response: { 200: CitiesResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CITIES_CACHE);
      return listCities({ repository });
    },
  );

  app.get(
    '/towns',
    {
      schema: {
        ...operation('List each district’s main towns'),
        response: { 200: TownsResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CITIES_CACHE);
      return listTowns({ repository });
    },
  );

  app.get(
    '/vehicles/load-specs',
    {
      schema: {
        ...operation('Read the search filters’ lists and the live price range'),
        response: { 200: LoadSpecsResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', SPECS_CACHE);
      return loadFilterSpecs({ repository });
    },
  );
};
