import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { VehicleIdParamsSchema } from '@carmarket/shared/vehicle-detail';
import { AppError } from '../../lib/app-error';
import { operationsOf } from '../../lib/route-docs';

const operation = operationsOf('bench');

const FloorResponseSchema = z.object({ id: z.number().int(), title: z.string() });

/**
 * Only with BENCH_ROUTES=true (`npm run bench`): the floor search is measured against, one
 * primary-key lookup through the same HTTP stack (docs/benchmarks.md).
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repos.vehicles;
  app.get(
    '/bench/floor/:id',
    {
      schema: {
        ...operation('Read one ad’s title by id: the floor search is measured against'),
        params: VehicleIdParamsSchema,
        response: { 200: FloorResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const row = await repository.findTitle(request.params.id);
      if (!row) throw AppError.notFound();
      return row;
    },
  );
};
