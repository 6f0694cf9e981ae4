import { opendir, readdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@carmarket/db/client';
import type { Env } from '../../config/env';
import { createMediaReferencesRepository, MEDIA_KEY_BATCH } from './media-references.repository';

/** The media folder (unreferenced files go), the uploads, partial files and backup snapshots. */
export type SweepFolders = Pick<
  Env,
  'mediaDir' | 'uploadDir' | 'mediaPartialsDir' | 'backupSnapshotsDir'
>;

export interface SweepSummary {
  uploads: number;
  partials: number;
  orphans: number;
}

/** Half files that versions before decision 072 wrote beside their target in the media tree. */
const OLD_PARTIAL = /\.\d+\.partial$/;

/** Whether a leftover may go: any age, or last changed before `olderThan` when one is given. */
async function isStale(file: string, olderThan: Date | undefined): Promise<boolean> {
  if (!olderThan) return true;
  const stats = await stat(file).catch(() => undefined);
  return stats !== undefined && stats.mtime < olderThan;
}

/** Removes the (stale) entries inside `dir`, not `dir` itself, and says how many it removed. */
async function emptyFolder(dir: string, olderThan: Date | undefined): Promise<number> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const entry of entries) {
    const target = path.join(dir, entry);
    if (!(await isStale(target, olderThan))) continue;
    await rm(target, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Every file under `dir` as a media key (`ads/x/photo-1-320.webp`), streamed folder by folder. A
 * folder deleted while it is walked (its ad deleted) is simply not there: no error.
 */
export async function* walkFiles(dir: string, prefix = ''): AsyncGenerator<string> {
  let folder;
  try {
    folder = await opendir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of folder) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walkFiles(path.join(dir, entry.name), key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * Clears what a crash (kill -9, power loss) leaves behind, at start (decision 072): the ad
 * uploads that were arriving, the media files being written, half files of older versions in the
 * media tree, and media files whose rows were never committed or were deleted before their files.
 *
 * It must run after the database is ready (migrations, demo seed) and before the server listens:
 * then this process has no request in flight. On PGlite nobody else writes there either (the
 * DATA_DIR lock allows one process), so everything found is a leftover. On PostgreSQL several
 * processes may share DATA_DIR (decision 070) and another may be receiving an upload right now,
 * so the server passes `olderThan`: only what has not changed for an hour goes, which no upload
 * in flight and no file waiting for its row's commit can be.
 */
export async function sweepLeftovers(options: {
  db: Database;
  env: SweepFolders;
  /** Leave anything changed at or after this time (other processes may be writing it). */
  olderThan?: Date;
  /** The process logger (pino) in the server. */
  log: { info(message: string): void; warn(details: { err: unknown }, message: string): void };
}): Promise<SweepSummary | undefined> {
  try {
    const summary = await sweep(options.db, options.env, options.olderThan);
    options.log.info(
      `Start-up sweep: ${summary.uploads} interrupted upload(s), ${summary.partials} partial file(s) ` +
        `and ${summary.orphans} unreferenced media file(s) removed`,
    );
    return summary;
  } catch (error) {
    // Leftovers are never served (partial files live outside /media), so they are no reason to
    // refuse to start; the next start tries again.
    options.log.warn({ err: error }, 'Start-up sweep failed; leftovers stay until the next start');
    return undefined;
  }
}

async function sweep(
  db: Database,
  folders: SweepFolders,
  olderThan: Date | undefined,
): Promise<SweepSummary> {
  const summary: SweepSummary = {
    uploads: await emptyFolder(folders.uploadDir, olderThan),
    partials:
      (await emptyFolder(folders.mediaPartialsDir, olderThan)) +
      (await emptyFolder(folders.backupSnapshotsDir, olderThan)),
    orphans: 0,
  };

  async function* keyBatches(): AsyncGenerator<string[]> {
    let batch: string[] = [];
    for await (const key of walkFiles(folders.mediaDir)) {
      if (OLD_PARTIAL.test(key)) {
        if (await isStale(path.join(folders.mediaDir, key), olderThan)) {
          await rm(path.join(folders.mediaDir, key), { force: true });
          summary.partials += 1;
        }
        continue;
      }
      batch.push(key);
      if (batch.length >= MEDIA_KEY_BATCH) {
        yield batch;
        batch = [];
      }
    }
    yield batch;
  }

  await createMediaReferencesRepository(db).findUnreferenced(keyBatches(), async (keys) => {
    for (const key of keys) {
      const file = path.join(folders.mediaDir, key);
      if (!(await isStale(file, olderThan))) continue;
      // The walk saw a regular file; a key is never a folder, so this never removes a tree.
      if ((await stat(file).catch(() => undefined))?.isFile()) await rm(file, { force: true });
      // An ad's folder goes with its last file; a folder still holding files stays (ENOTEMPTY).
      const folder = path.dirname(file);
      if (folder !== folders.mediaDir) await rmdir(folder).catch(() => {});
      summary.orphans += 1;
    }
  });
  return summary;
}
