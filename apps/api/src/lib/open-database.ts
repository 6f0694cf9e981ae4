import { createDb, type CreateDbOptions, type DbHandle } from '@carmarket/db/client';
import { DataDirInUseError } from '@carmarket/db/data-dir-lock';
import type { Env } from '../config/env';

/**
 * Opens the database of DATA_DIR or DATABASE_URL for a process (the server or a CLI). When
 * another process has the embedded database open, says so in one line and exits with 1: the
 * person needs the sentence, not a stack.
 */
export async function openDatabaseOrExit(
  env: Pick<Env, 'DATABASE_URL' | 'pgliteDir'>,
  log: { error(message: string): void },
  options: Pick<CreateDbOptions, 'onIdleConnectionError'> = {},
): Promise<DbHandle> {
  try {
    return await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.pgliteDir, ...options });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    log.error(error.message);
    process.exit(1);
  }
}
