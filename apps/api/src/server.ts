import type { Server } from 'node:http';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { loadServerEnv, type Env } from './config/env';
import { createLogger } from './config/logger';
import { trackIdleConnections } from './lib/idle-connections';
import { openDatabaseOrExit } from './lib/open-database';
import { sweepLeftovers } from './modules/media/leftover-sweep';
import { mediaStorageFor } from './modules/media/media-storage-for-env';
import { listenForMetrics } from './modules/metrics/metrics-server';

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
const connections = trackIdleConnections(app.server);

/**
 * How long a shutdown waits for requests in flight and the running job (decision 125): inside
 * the 30 s most orchestrators allow between SIGTERM and SIGKILL, with time left to close the
 * database.
 */
const DRAIN_DEADLINE_MS = 25_000;
/** After the drain's deadline, the time the database is given to close before the exit. */
const CLOSE_DEADLINE_MS = 4_000;

let metricsServer: Server | undefined;
let closing = false;
/**
 * A clean stop under a load balancer (decision 125): readiness answers 503 "shutting down" at
 * once and no new connection is taken; requests in flight finish and the running job reaches its
 * end while no further job is taken; then the database closes (PGlite flushes) and the process
 * exits 0. Whatever still runs at the deadline is cut off: an upload cut off was never accepted
 * (its row commits last), a job cut off runs again (its lease, or the next start on PGlite).
 */
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(
    `${signal} received: finishing requests in flight and the running job, then closing`,
  );
  app.readiness.startShutdown();
  if (env.SHUTDOWN_GRACE_SECONDS > 0) {
    // Still serving, with readiness answering 503, so a load balancer stops sending requests
    // before the listener closes.
    app.log.info(`Readiness answers 503 for ${env.SHUTDOWN_GRACE_SECONDS} s before closing`);
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_GRACE_SECONDS * 1000));
  }
  app.readiness.refuseRequests();
  metricsServer?.close();
  metricsServer?.closeAllConnections();
  let cutOff = false;
  const drainDeadline = setTimeout(() => {
    cutOff = true;
    app.log.error(
      `Requests or a job still running ${DRAIN_DEADLINE_MS / 1000} s after ${signal}: cutting them off`,
    );
    app.server.closeAllConnections();
    setTimeout(() => {
      app.log.error('The database did not close in time; exiting');
      process.exit(1);
    }, CLOSE_DEADLINE_MS).unref();
  }, DRAIN_DEADLINE_MS);
  drainDeadline.unref();
  // Connections with nothing in flight go now and as they fall idle, so the exit waits only
  // for answers (an event stream ends as the app closes, and its client reconnects elsewhere).
  connections.closeIdle();
  setInterval(() => connections.closeIdle(), 100).unref();
  try {
    // Closing the app stops the listener, waits for requests in flight and the job in hand,
    // then closes the database (plugins' close hooks, modules/jobs/jobs.plugin.ts).
    await app.close();
    process.exit(cutOff ? 1 : 0);
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
  app.log.info(app.sms.describe());
  if (env.METRICS_PORT !== undefined) {
    metricsServer = await listenForMetrics({
      registry: app.metrics.registry,
      host: env.HOST,
      port: env.METRICS_PORT,
      onError: (error) => app.log.error({ err: error }, 'Could not read the metrics'),
    });
    app.log.info(`Metrics are served at http://${env.HOST}:${env.METRICS_PORT}/metrics`);
  }
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
  metricsServer?.close();
  await app.close();
  process.exit(1);
}
