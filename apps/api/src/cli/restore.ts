import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirInUseError } from '@carmarket/db/data-dir-lock';
import { loadEnv } from '../config/env';
import { createLogger } from '../config/logger';
import { AppError } from '../lib/app-error';
import { restoreBackup } from '../modules/backup/backup.service';
import { mediaStorageFor } from '../modules/media/media-storage-for-env';

/**
 * `npm run restore -- file.tar.gz`: a backup back into an empty DATA_DIR (and DATABASE_URL), or
 * moved into the other engine (decision 126).
 */
const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const env = loadEnv();
const log = createLogger(env);
const named = positionals[0];
if (!named || positionals.length > 1) {
  log.error('Name one backup file, for example: npm run restore -- backups/carmarket-….tar.gz');
  process.exit(2);
}

try {
  const restored = await restoreBackup({
    ...env,
    media: mediaStorageFor(env),
    file: path.resolve(env.INIT_CWD ?? process.cwd(), named),
  });
  const where =
    `${env.DATABASE_URL ? 'DATABASE_URL and ' : ''}${env.DATA_DIR}` +
    (env.mediaStore ? ' (the media into the store of MEDIA_S3_URL)' : '');
  log.info(
    restored.into === restored.engine
      ? `Restored the ${restored.engine} database and ${restored.mediaFiles} media files into ` +
          `${where}. \`npm start\` migrates it if the backup is older than this code.`
      : `Moved the ${restored.engine} database's rows and ${restored.mediaFiles} media files ` +
          `into ${where}; search was rebuilt. Start the server with these settings from now on.`,
  );
} catch (error) {
  if (!(error instanceof AppError || error instanceof DataDirInUseError)) throw error;
  log.error(error.message);
  process.exit(1);
}
