import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OfferSchema } from '@carmarket/shared/offer';
import { OfferIdParamsSchema, OffersInboxResponseSchema } from '@carmarket/shared/offers-inbox';
import { VehicleIdParamsSchema } from '@carmarket/shared/vehicle-detail';
import { errorResponses, NoContentSchema } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { LIMITS } from '../limits/limit-rules';
import { answerOffer, listMyOffers, makeOffer } from './offers.service';

const OfferCreatedSchema = z.object({ message: z.string(), id: z.number().int() });

const inboxErrors = errorResponses(400, 401, 403, 404, 409, 500);
const operation = operationsOf('offers', 'signed-in');

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repos.offers;

  app.post(
    '/vehicles/:id/offers',
    {
      preHandler: [app.requireUser, app.limitPerUser(LIMITS.offers)],
      schema: {
        ...operation('Make an offer on a car'),
        params: VehicleIdParamsSchema,
        body: OfferSchema,
        response: {
          201: OfferCreatedSchema,
          ...errorResponses(400, 401, 403, 404, 429, 500),
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
      await app.notices.offerReceived(answer.id);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/me/offers',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('List the offers on your ads and the offers you made'),
        response: { 200: OffersInboxResponseSchema, ...inboxErrors },
      },
    },
    async (request) =>
      listMyOffers({
        repository,
        publicUrl: (key) => app.media.publicUrl(key),
        userId: callerOf(request).userId,
      }),
  );

  for (const [action, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/me/offers/:id/${action}`,
      {
        onRequest: app.requireUser,
        schema: {
          ...operation(
            action === 'accept' ? 'Accept an offer on your ad' : 'Decline an offer on your ad',
          ),
          params: OfferIdParamsSchema,
          response: { 204: NoContentSchema, ...inboxErrors },
        },
      },
      async (request, reply) => {
        await answerOffer({
          repository,
          userId: callerOf(request).userId,
          id: request.params.id,
          answer,
        });
        await app.notices.offerAnswered(request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};
