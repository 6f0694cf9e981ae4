import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { OfferSchema } from '@carmarket/shared/offer';
import { VehicleIdParamsSchema } from '@carmarket/shared/vehicle-detail';
import { callerOf } from '../../plugins/auth';
import { createOffersRepository } from './offers.repository';
import { makeOffer } from './offers.service';

/** Enough for a keen buyer comparing cars; not enough to flood sellers. */
export const OFFER_LIMIT = { max: 30, timeWindow: '1 hour' } as const;

const OfferCreatedSchema = z.object({ message: z.string(), id: z.number().int() });

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createOffersRepository(app.db);

  app.post(
    '/vehicles/:id/offers',
    {
      preHandler: app.requireUser,
      config: { rateLimit: OFFER_LIMIT },
      schema: {
        params: VehicleIdParamsSchema,
        body: OfferSchema,
        response: {
          201: OfferCreatedSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
          500: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await makeOffer({
        repository,
        caller: callerOf(request),
        vehicleId: request.params.id,
        offer: request.body,
      });
      return reply.code(201).send(answer);
    },
  );
};
