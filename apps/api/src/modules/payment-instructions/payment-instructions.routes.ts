import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentInstructionsResponseSchema,
  PaymentInstructionsSchema,
} from '@carmarket/shared/payment-instructions';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';

const errors = errorResponses(400, 401, 403, 415, 500);
const operation = operationsOf('payment-instructions', 'staff');

/**
 * Staff keep the bank details sellers pay to (decision 060). Sellers read them with their
 * package (GET /api/me/package, `paymentInstructions`).
 */
export const paymentInstructionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a stranger learns nothing from a 400 about the body.
  app.addHook('onRequest', app.requireStaff);

  app.put(
    '/admin/payment-instructions',
    {
      schema: {
        ...operation('Save the bank details sellers pay to'),
        body: PaymentInstructionsSchema,
        response: { 200: PaymentInstructionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      paymentInstructions: await app.staffAction(
        request,
        { action: 'update-payment-instructions', target: { type: 'payment-instructions', id: 1 } },
        (repos) =>
          repos.paymentInstructions.save({
            ...request.body,
            staffId: callerOf(request).userId,
            now: new Date(),
          }),
      ),
    }),
  );
};
