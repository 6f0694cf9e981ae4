import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageSchema } from '@carmarket/shared/contact';
import { MessageResponseSchema } from '@carmarket/shared/message-response';
import { PreOrderSchema } from '@carmarket/shared/pre-order';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { LIMITS } from '../limits/limit-rules';
import { createContactMessage, createPreOrder } from './messages.service';

const responses = {
  201: MessageResponseSchema,
  ...errorResponses(400, 415, 429, 500),
};
const operation = operationsOf('messages');

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repos.messages;

  app.post(
    '/contact',
    {
      // Anyone may post without an account, so the address is all there is to count.
      onRequest: app.limitPerAddress(LIMITS.contactMessages),
      schema: {
        ...operation('Send a message to the site'),
        body: ContactMessageSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const answer = await createContactMessage({ repository, message: request.body });
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/pre-orders',
    {
      onRequest: app.limitPerAddress(LIMITS.preOrders),
      schema: { ...operation('Place a pre-order'), body: PreOrderSchema, response: responses },
    },
    async (request, reply) => {
      const answer = await createPreOrder({ repository, preOrder: request.body });
      return reply.code(201).send(answer);
    },
  );
};
