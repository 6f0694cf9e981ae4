import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { loadServerEnv, type Env } from './config/env';
import { createLogger } from './config/logger';
import { openDatabaseOrExit } from './lib/open-database';
import { sweepLeftovers } from './modules/media/leftover-sweep';
import { mediaStorageFor } from './modules/media/media-storage-for-env';

/** On a shared DATA_DIR, leftovers untouched this long are a crash's (no upload takes an hour). */
const SWEEP_SHARED_AFTER_MS = 60 * 60 * 1000;

let env: Env;
try {
  env = loadServerEnv();
} catch (error) {
  // No logger yet (it is configured by the environment): say what is wrong, without a stack.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const logger = createLogger(env);
const handle = await openDatabaseOrExit(env, logger, {
  onIdleConnectionError: (error) => logger.warn({ err: error }, 'Database connection dropped'),
});
const media = mediaStorageFor(env);

try {
  await prepareDatabase({ handle, env, media, log: logger });
} catch (error) {
  logger.error({ err: error }, 'Could not prepare the database');
  await handle.close();
  process.exit(1);
}

// Before listening: no request is in flight, so whatever the sweep finds is a crash's leftover.
await sweepLeftovers({
  db: handle.db,
  env,
  media,
  log: logger,
  // Other processes may share DATA_DIR on PostgreSQL; leave what they could still be writing.
  olderThan: env.DATABASE_URL ? new Date(Date.now() - SWEEP_SHARED_AFTER_MS) : undefined,
});

const app = await buildApp({ env, dbHandle: handle, media, logger });

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: closing connections and the database`);
  // Closing the app waits for requests in flight, then closes the database so PGlite flushes.
  const forced = setTimeout(() => {
    app.log.error('Shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  forced.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

try {
  await app.listen({ host: env.HOST, port: env.PORT });
  const port = (app.server.address() as { port: number } | null)?.port ?? env.PORT;
  app.log.info(app.mail.describe());
  // The embedded database opens in one process only (its DATA_DIR lock), so a job left running
  // is a crashed process's: run it again now rather than after its lease. On PostgreSQL another
  // process may be running it; there the lease decides.
  if (handle.engine === 'pglite') {
    const released = await app.jobs.releaseInterrupted();
    if (released > 0) app.log.warn(`${released} job(s) interrupted by a crash will run again`);
  }
  // After listening: a job may link to the site, and this process is ready to serve it.
  app.jobs.start();
  app.log.info(`CarMarket is ready at http://localhost:${port}`);
} catch (error) {
  app.log.error({ err: error }, 'Could not start the server');
  await app.close();
  process.exit(1);
}
