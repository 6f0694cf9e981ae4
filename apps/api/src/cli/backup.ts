import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirInUseError } from '@carmarket/db/data-dir-lock';
import { loadEnv } from '../config/env';
import { createLogger } from '../config/logger';
import { AppError } from '../lib/app-error';
import { createBackup, defaultBackupName } from '../modules/backup/backup.service';
import { mediaStorageFor } from '../modules/media/media-storage-for-env';

/**
 * `npm run backup [-- file.tar.gz]`: the database of DATA_DIR (or DATABASE_URL) and the media of
 * DATA_DIR/media (or the store of MEDIA_S3_URL) in one file, by default in BACKUP_DIR (`backups/`).
 */
const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const env = loadEnv();
const log = createLogger(env);
const named = positionals[0];
const file = named
  ? path.resolve(env.INIT_CWD ?? process.cwd(), named)
  : path.join(env.BACKUP_DIR, defaultBackupName(new Date()));

try {
  const backup = await createBackup({ ...env, media: mediaStorageFor(env), file });
  log.info(
    `Backup written to ${backup.file} (${(backup.bytes / 1_048_576).toFixed(1)} MB): ` +
      `the ${backup.engine} database and ${backup.mediaFiles} media files` +
      (backup.mediaVanished > 0
        ? ` (${backup.mediaVanished} more were deleted with their ads while it ran: not in it)`
        : '') +
      '. It holds password hashes and personal data: it is readable by its owner only; keep ' +
      'it that way.',
  );
} catch (error) {
  if (!(error instanceof AppError || error instanceof DataDirInUseError)) throw error;
  log.error(error.message);
  process.exit(1);
}
