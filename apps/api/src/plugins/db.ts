import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle } from '@carmarket/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle['db'];
    dbEngine: DbHandle['engine'];
  }
}

/** Hands the database to every route and closes it with the app (the app owns the handle). */
export const dbPlugin = fp(async (app: FastifyInstance, options: { handle: DbHandle }) => {
  app.decorate('db', options.handle.db);
  app.decorate('dbEngine', options.handle.engine);
  app.addHook('onClose', async () => {
    await options.handle.close();
  });
});
