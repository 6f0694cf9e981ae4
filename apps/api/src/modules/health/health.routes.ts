import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import {
  HealthResponseSchema,
  LivenessResponseSchema,
  ReadinessResponseSchema,
} from '@carmarket/shared/health';
import { operationsOf } from '../../lib/route-docs';

const operation = operationsOf('health');

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // What a probe reads must never come from a cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/health',
    {
      schema: {
        ...operation('Check that the API and its database answer'),
        response: { 200: HealthResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async () => {
      // A round trip proves the database answers, not just that the process is up.
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: app.dbEngine };
    },
  );

  // Liveness asks nothing of the database: a database outage must not get every process
  // restarted, only taken out of the load balancer (readiness).
  app.get(
    '/health/live',
    {
      schema: {
        ...operation('Check that the process runs (liveness)'),
        response: { 200: LivenessResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        ...operation(
          'Check that the process should be sent requests: database, migrations, media store (readiness)',
        ),
        response: {
          200: ReadinessResponseSchema,
          500: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async () => app.readiness.assertReady(),
  );
};
