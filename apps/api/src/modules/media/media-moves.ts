import type { Database } from '@carmarket/db/client';
import { mediaMoves } from '@carmarket/db/schema';
import { isSafeKey } from '../../lib/media-files';
import type { MediaMovesRepository } from './media-moves.repository';
import type { MediaStorage } from './media-storage';

/**
 * Uploads are atomic (decision 124): nothing appears under its final key before the row naming
 * it commits. A writer stores each file under `stagedMediaKey(key)`, records the final keys with
 * `recordMediaMoves` in the transaction that inserts the rows, and after the commit calls
 * `completeMediaMoves`. A crash before the commit leaves only tmp/ files, which the sweep deletes
 * after an hour; a crash after it leaves media_moves rows, which the start-up sweep completes
 * (`repairMediaMoves`); /media serves a pending key from tmp/ meanwhile (`readPendingMedia`).
 */
export const STAGING_PREFIX = 'tmp/';

/** Where an upload writes the file that will be `key` once its row commits. */
export function stagedMediaKey(key: string): string {
  return `${STAGING_PREFIX}${key}`;
}

/** A database or an open transaction: the moves are recorded in the writer's own transaction. */
type Db = Pick<Database, 'insert'>;

/**
 * Inside the transaction whose rows first name `keys`: they are committed but still under
 * `tmp/<key>` (decision 124). The row goes once the file is in place (`completeMediaMoves`).
 */
export async function recordMediaMoves(tx: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(mediaMoves)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

/** Moves one committed key into place; done already (a repeat after a crash) when tmp/ is empty. */
async function moveIntoPlace(media: MediaStorage, key: string): Promise<void> {
  if (await media.stat(stagedMediaKey(key))) await media.move(stagedMediaKey(key), key);
}

/**
 * After the commit: moves `keys` from tmp/ into place and forgets their moves. When the store or
 * the database fails midway the moves stay recorded: /media keeps serving them from tmp/ and the
 * next start finishes them. The upload has committed, so it still succeeds: an error here would
 * make the seller send it again and post the ad twice.
 */
export async function completeMediaMoves(
  moves: MediaMovesRepository,
  media: MediaStorage,
  keys: readonly string[],
): Promise<void> {
  try {
    for (const key of keys) await moveIntoPlace(media, key);
    await moves.finish(keys);
  } catch {
    // Left to the start-up repair (`repairMediaMoves`); readers are served from tmp/ meanwhile.
  }
}

/**
 * At start, before the sweep: finishes the moves that a crash after their commit interrupted,
 * under the sweep's lock. The number finished; null when another process is doing it.
 */
export function repairMediaMoves(
  moves: MediaMovesRepository,
  media: MediaStorage,
): Promise<number | null> {
  return moves.finishAllUnderLock((key) => moveIntoPlace(media, key));
}

/**
 * A committed key whose move has not happened yet, read from tmp/ (what /media serves between
 * the commit and the move); undefined when `key` is not waiting for a move.
 */
export async function readPendingMedia(
  moves: MediaMovesRepository,
  media: MediaStorage,
  key: string,
): Promise<Buffer | undefined> {
  if (!isSafeKey(key) || !(await moves.isPending(key))) return undefined;
  // Moved a moment ago (its row not yet forgotten): the file is in place.
  return (await media.read(stagedMediaKey(key))) ?? (await media.read(key));
}
