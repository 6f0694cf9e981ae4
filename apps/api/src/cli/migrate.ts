import { createDb } from '@carmarket/db/client';
import { loadEnv } from '../config/env';
import { createLogger } from '../config/logger';

/** `npm run db:migrate`: applies pending migrations to DATA_DIR/db or DATABASE_URL. */
const env = loadEnv();
const log = createLogger(env);
const handle = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.pgliteDir });
try {
  await handle.migrate();
  log.info(`Migrations applied (${handle.engine})`);
} finally {
  await handle.close();
}
