import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PhoneRevealSchema } from '@carmarket/shared/phone-reveal';
import { VehicleIdParamsSchema } from '@carmarket/shared/vehicle-detail';
import { systemClock, type Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { revealPhone } from './phone-reveals.service';
import { visitorIdOf } from './visitor-cookie';

const operation = operationsOf('phone-reveals', 'optional-sign-in');

/** POST /api/vehicles/:id/phone: a VIP seller's number, one tap at a time (decision 107). */
export const phoneRevealsRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (
  app,
  options,
) => {
  const repository = app.repos.phoneReveals;
  const clock = options.clock ?? systemClock;
  app.post(
    '/vehicles/:id/phone',
    {
      // Signed-in buyers are counted per user; a bad token is 403, never a visitor's reveal.
      preHandler: app.identifyUser,
      schema: {
        ...operation('Reveal a VIP seller’s phone number'),
        params: VehicleIdParamsSchema,
        response: { 200: PhoneRevealSchema, ...errorResponses(400, 403, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      // A number is for the one who asked: never kept by a cache on the way.
      reply.header('cache-control', 'no-store');
      const { caller } = request;
      return revealPhone({
        repository,
        limiter: app.limiter,
        id: request.params.id,
        caller,
        address: request.ip,
        // Only visitors are counted per browser; a signed-in buyer gets no cookie.
        visitorId: caller ? '' : visitorIdOf(request, reply),
        now: clock(),
      });
    },
  );
};
