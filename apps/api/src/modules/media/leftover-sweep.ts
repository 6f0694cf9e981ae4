import { readdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@carmarket/db/client';
import type { Env } from '../../config/env';
import { repairMediaMoves, STAGING_PREFIX } from './media-moves';
import { createMediaMovesRepository } from './media-moves.repository';
import { createMediaReferencesRepository, MEDIA_KEY_BATCH } from './media-references.repository';
import type { MediaStorage } from './media-storage';

/** This machine's uploads, partial files and backup snapshots, emptied of a crash's leftovers. */
export type SweepFolders = Pick<Env, 'uploadDir' | 'mediaPartialsDir' | 'backupSnapshotsDir'>;

export interface SweepSummary {
  uploads: number;
  partials: number;
  orphans: number;
  /** Files of uploads committed before a crash, moved out of tmp/ into place now (decision 124). */
  moved?: number;
  /** Another process was sweeping the shared media (it holds the lock): this one left them. */
  mediaLeftToAnother?: true;
}

/** How long an upload's staged file (tmp/) may wait for its row's commit before it is a leftover. */
const STAGED_LEFTOVER_AFTER_MS = 60 * 60 * 1000;

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
 * Clears what a crash (kill -9, power loss) leaves behind, at start (decision 072): the ad
 * uploads that were arriving, the media files being written, half files of older versions in the
 * media tree, and media files whose rows were never committed or were deleted before their files,
 * in DATA_DIR/media or in the S3-compatible store (decision 124). The media, which every process
 * shares on a store, are swept by one process at a time: the one that holds the sweep's advisory
 * lock (media-references.repository.ts); another starting meanwhile leaves them to it. First,
 * under the same lock, it moves into place the uploads that committed just before a crash, and it
 * deletes an upload's staged tmp/ files only once they are an hour old (decision 124).
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
  media: MediaStorage;
  /** Leave anything changed at or after this time (other processes may be writing it). */
  olderThan?: Date;
  /** The process logger (pino) in the server. */
  log: { info(message: string): void; warn(details: { err: unknown }, message: string): void };
}): Promise<SweepSummary | undefined> {
  try {
    const summary = await sweep(options);
    options.log.info(
      `Start-up sweep: ${summary.uploads} interrupted upload(s), ${summary.partials} partial file(s) ` +
        `and ${summary.orphans} unreferenced media file(s) removed` +
        (summary.moved ? `; ${summary.moved} committed upload file(s) moved into place` : '') +
        (summary.mediaLeftToAnother ? ' (another process is sweeping the media)' : ''),
    );
    return summary;
  } catch (error) {
    // Leftovers are never served (partial files live outside /media), so they are no reason to
    // refuse to start; the next start tries again.
    options.log.warn({ err: error }, 'Start-up sweep failed; leftovers stay until the next start');
    return undefined;
  }
}

async function sweep(options: {
  db: Database;
  env: SweepFolders;
  media: MediaStorage;
  olderThan?: Date;
}): Promise<SweepSummary> {
  const { env: folders, media, olderThan } = options;
  const summary: SweepSummary = {
    uploads: await emptyFolder(folders.uploadDir, olderThan),
    partials:
      (await emptyFolder(folders.mediaPartialsDir, olderThan)) +
      (await emptyFolder(folders.backupSnapshotsDir, olderThan)),
    orphans: 0,
  };
  // First, so no tmp/ file that a committed row still needs is taken for a leftover.
  const moved = await repairMediaMoves(createMediaMovesRepository(options.db), media);
  if (moved) summary.moved = moved;
  const { localDir } = media;
  // An upload's staged file waits for its row's commit (decision 124): whatever the engine, it
  // goes only after an hour, when no upload can still be in flight.
  const stagedCutoff = olderThan ?? new Date(Date.now() - STAGED_LEFTOVER_AFTER_MS);

  async function* keyBatches(): AsyncGenerator<string[]> {
    let batch: string[] = [];
    for await (const file of media.list()) {
      // What changed since `olderThan` may be another process's upload waiting for its commit.
      if (olderThan && file.modified >= olderThan) continue;
      if (file.key.startsWith(STAGING_PREFIX) && file.modified >= stagedCutoff) continue;
      if (localDir && OLD_PARTIAL.test(file.key)) {
        await rm(path.join(localDir, file.key), { force: true });
        summary.partials += 1;
        continue;
      }
      batch.push(file.key);
      if (batch.length >= MEDIA_KEY_BATCH) {
        yield batch;
        batch = [];
      }
    }
    yield batch;
  }

  const swept = await createMediaReferencesRepository(options.db).findUnreferenced(
    keyBatches(),
    async (keys) => {
      for (const key of keys) {
        await media.delete(key);
        summary.orphans += 1;
        // An ad's folder goes with its last file; a folder still holding files stays (ENOTEMPTY).
        const folder = localDir && path.dirname(path.join(localDir, key));
        if (folder && folder !== localDir) await rmdir(folder).catch(() => {});
      }
    },
  );
  if (!swept) summary.mediaLeftToAnother = true;
  return summary;
}
