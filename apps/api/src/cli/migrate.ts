import { loadEnv } from '../config/env';
import { createLogger } from '../config/logger';
import { openDatabaseOrExit } from '../lib/open-database';

/** `npm run db:migrate`: applies pending migrations to DATA_DIR/db or DATABASE_URL. */
const env = loadEnv();
const log = createLogger(env);
const handle = await openDatabaseOrExit(env, log);
try {
  await handle.migrate();
  log.info(`Migrations applied (${handle.engine})`);
} finally {
  await handle.close();
}
