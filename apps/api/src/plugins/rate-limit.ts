import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeWait } from '../lib/describe-wait';

/** Rate limits are opt-in per route (`config.rateLimit` or `app.rateLimit()`), never global. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${describeWait(context.ttl)}.`,
    }),
  });
});
