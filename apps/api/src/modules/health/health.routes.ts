import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { HealthResponseSchema } from '@carmarket/shared/health';
import { operationsOf } from '../../lib/route-docs';

const operation = operationsOf('health');

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        ...operation('Check that the API and its database answer'),
        response: { 200: HealthResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      // A round trip proves the database answers, not just that the process is up.
      await app.db.execute(sql`select 1`);
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, db: app.dbEngine };
    },
  );
};
