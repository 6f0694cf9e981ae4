import { parseArgs } from 'node:util';
import { prepareDatabase } from '../bootstrap';
import { loadEnv } from '../config/env';
import { createLogger } from '../config/logger';
import { openDatabaseOrExit } from '../lib/open-database';
import { mediaStorageFor } from '../modules/media/media-storage-for-env';

/**
 * `npm run seed -- --listings 100000`: migrates and seeds DATA_DIR/db (or DATABASE_URL). Demo
 * data goes only into an empty database, as at start.
 */
const { values } = parseArgs({
  options: { listings: { type: 'string' } },
  allowPositionals: false,
});
const env = loadEnv();
const log = createLogger(env);
const listings = values.listings === undefined ? env.DEMO_LISTINGS : Number(values.listings);
if (!Number.isInteger(listings) || listings < 0) {
  log.error('--listings must be a whole number, for example --listings 100000');
  process.exit(2);
}

const handle = await openDatabaseOrExit(env, log);
try {
  await prepareDatabase({
    handle,
    env: { ...env, SEED_DEMO: true },
    media: mediaStorageFor(env),
    log,
    listings,
  });
} finally {
  await handle.close();
}
