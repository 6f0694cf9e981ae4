import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageSchema } from '@carmarket/shared/contact';
import { MessageResponseSchema } from '@carmarket/shared/message-response';
import { PreOrderSchema } from '@carmarket/shared/pre-order';
import { errorResponses } from '../../lib/route-responses';
import { createContactMessage, createPreOrder } from './messages.service';

/** Anyone may post these without an account, so each address gets a few per window. */
export const ANONYMOUS_POST_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

const responses = {
  201: MessageResponseSchema,
  ...errorResponses(400, 415, 429, 500),
};

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repos.messages;

  app.post(
    '/contact',
    {
      config: { rateLimit: ANONYMOUS_POST_LIMIT },
      schema: { body: ContactMessageSchema, response: responses },
    },
    async (request, reply) => {
      const answer = await createContactMessage({ repository, message: request.body });
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/pre-orders',
    {
      config: { rateLimit: ANONYMOUS_POST_LIMIT },
      schema: { body: PreOrderSchema, response: responses },
    },
    async (request, reply) => {
      const answer = await createPreOrder({ repository, preOrder: request.body });
      return reply.code(201).send(answer);
    },
  );
};
