import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '@carmarket/db/client';
import { READINESS_MESSAGES } from '@carmarket/shared/health';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createHealthRepository } from './health.repository';
import { createReadiness, type Readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process should be sent requests (GET /api/health/ready, decision 125). */
    readiness: Readiness;
  }
}

/** Health's own paths answer while the server drains: the load balancer must see it go. */
const HEALTH_PATH = /^\/api\/health(\/|\?|$)/;

/**
 * Readiness with its checks (database, migrations, media store), and the drain of a shutdown:
 * once `readiness.startShutdown()` is called, readiness answers 503 and every answer closes its
 * connection; once `readiness.refuseRequests()` is called (the listener closing), a request that
 * arrives on a connection still open is answered 503 "shutting down" in the one error shape,
 * while the requests already in flight finish (decision 125).
 */
export const healthPlugin = fp(async (app: FastifyInstance, options: { clock?: Clock }) => {
  const health = createHealthRepository(app.db);
  // The newest migration this version ships, read once: the database must have reached it.
  const needed = readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis ?? 0;
  const readiness = createReadiness({
    log: app.log,
    ...(options.clock ? { clock: options.clock } : {}),
    checks: [
      { name: 'database', failure: READINESS_MESSAGES.database, check: () => health.ping() },
      {
        name: 'migrations',
        failure: READINESS_MESSAGES.migrations,
        check: async () => {
          const newest = await health.newestMigrationMillis();
          if (newest === undefined || newest < needed) {
            throw new Error(`migrations applied up to ${newest ?? 'none'}, needed ${needed}`);
          }
        },
      },
      {
        name: 'media',
        failure: READINESS_MESSAGES.media,
        check: () => app.media.checkWritable(),
      },
    ],
  });
  app.decorate('readiness', readiness);

  app.addHook('onRequest', async (request, reply) => {
    if (!readiness.refusing || HEALTH_PATH.test(request.url)) return;
    void reply.header('connection', 'close');
    throw new AppError(503, READINESS_MESSAGES.draining).withCode('shutting_down');
  });
  // A request in flight when the shutdown began ends its connection with its answer: a client's
  // (or load balancer's) keep-alive connection would otherwise hold the shutdown to its deadline.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.shuttingDown) void reply.header('connection', 'close');
  });
});
