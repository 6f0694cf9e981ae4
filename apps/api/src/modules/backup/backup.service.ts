import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { z } from 'zod';
import { createDb } from '@carmarket/db/client';
import type { DatabaseEngine } from '@carmarket/shared/health';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/app-error';
import {
  createDiskMediaStorage,
  deleteMediaFiles,
  walkFiles,
  type MediaStorage,
} from '../media/media-storage';
import { assertSameMigrations, dumpRows, loadRows, readRowsIndex } from './portable-rows';
import {
  databaseObjects,
  dropObjectsSince,
  dumpPostgres,
  restorePostgres,
  userRelations,
} from './postgres-tools';

/**
 * A backup is one gzipped tar file:
 *   carmarket-backup.json   what it is (format version, engine, when)
 *   database/pglite.tar     PGlite's own dump of DATA_DIR/db (embedded database), or
 *   database/postgres.dump  pg_dump's custom format (DATABASE_URL)
 *   database/rows…          every row as JSON lines, which either engine loads (portable-rows.ts):
 *                           the way from one engine to the other (decision 126); version 2 on
 *   media/…                 every media file, read from the site's media storage: DATA_DIR/media
 *                           or the S3-compatible store of MEDIA_S3_URL (decision 124)
 * It holds password hashes and personal data, so it is written readable by its owner only.
 */
const MANIFEST = 'carmarket-backup.json';
const DATABASE_FILES: Record<DatabaseEngine, string> = {
  pglite: 'database/pglite.tar',
  postgres: 'database/postgres.dump',
};

const ManifestSchema = z.object({
  format: z.literal('carmarket-backup'),
  version: z.union([z.literal(1), z.literal(2)]),
  engine: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
});
type Manifest = z.infer<typeof ManifestSchema>;

type DataPlaces = Pick<
  Env,
  'DATA_DIR' | 'DATABASE_URL' | 'pgliteDir' | 'mediaDir' | 'mediaPartialsDir' | 'backupSnapshotsDir'
> & {
  /**
   * The site's media storage as the server opens it (`mediaStorageFor(env)`, as the CLI passes
   * it); by default DATA_DIR/media. A store across the network is read from and written to
   * through its requests; a folder on this disk, as files.
   */
  media?: MediaStorage;
};

/**
 * Where an S3 store keeps uploads that have not committed and readiness probes (decision 124):
 * never part of a backup, and no sign that a store holds a site.
 */
const STORE_PARTIALS_PREFIX = 'tmp/';

/** The files a store holds for the site, without what is in flight under `tmp/`. */
async function* storedMediaKeys(media: MediaStorage): AsyncGenerator<string> {
  for await (const { key } of media.list()) {
    if (!key.startsWith(STORE_PARTIALS_PREFIX)) yield key;
  }
}

export interface BackupSummary {
  file: string;
  engine: DatabaseEngine;
  mediaFiles: number;
  /** Media files deleted while the backup ran (an ad deleted meanwhile): left out, and counted. */
  mediaVanished: number;
  bytes: number;
}

/** `carmarket-2026-11-23T17-20-05Z.tar.gz`: sorts by time, and no colon for Windows. */
export function defaultBackupName(now: Date): string {
  return `carmarket-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  );
}

const isVanished = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Every media file as it is at this moment, as hard links in `into` (on the media's own disk,
 * so a link costs no copy): a file deleted after its link was made stays readable through the
 * link until the archive is written, and a file deleted before it is left out and counted. With
 * PostgreSQL the server keeps running during a backup and may delete an ad's media at any moment
 * (issue 29: a live backup failed on the first file that vanished). `afterListing` runs between
 * the listing and the linking: the moment such a deletion lands in. From a store across the
 * network (MEDIA_S3_URL) each object is downloaded instead, and one deleted meanwhile is counted
 * the same way.
 */
async function snapshotMedia(
  media: MediaStorage,
  into: string,
  afterListing: () => Promise<void>,
): Promise<{ files: number; vanished: number }> {
  const keys: string[] = [];
  for await (const key of storedMediaKeys(media)) keys.push(key);
  await afterListing();
  const mediaDir = media.localDir;
  let vanished = 0;
  for (const key of keys) {
    const target = path.join(into, key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      if (mediaDir) {
        await link(path.join(mediaDir, key), target).catch(async (error: unknown) => {
          // Another disk (a media folder mounted apart): a copy, which may vanish the same way.
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          await copyFile(path.join(mediaDir, key), target);
        });
      } else {
        // A store across the network: the object downloaded, or gone since the listing.
        const body = await media.stream(key);
        if (!body) throw Object.assign(new Error(`${key} is gone`), { code: 'ENOENT' });
        await pipeline(body, createWriteStream(target, { mode: 0o600 }));
      }
    } catch (error) {
      if (!isVanished(error)) throw error;
      vanished += 1;
    }
  }
  return { files: keys.length - vanished, vanished };
}

/** The storage a backup reads or a restore fills: the one given, else DATA_DIR/media. */
function mediaOf(options: DataPlaces): MediaStorage {
  return (
    options.media ??
    createDiskMediaStorage({
      mediaDir: options.mediaDir,
      partialsDir: options.mediaPartialsDir,
    })
  );
}

/**
 * Writes a consistent snapshot of the database and the media to `file`. The embedded database
 * is read through its lock, so a running server refuses it (DataDirInUseError): PGlite serves
 * one process, and stopping the server is what makes database and media agree.
 */
export async function createBackup(
  options: DataPlaces & {
    file: string;
    now?: Date;
    /** Runs once the media are listed and before they are linked (see `snapshotMedia`). */
    afterMediaListed?: () => Promise<void>;
  },
): Promise<BackupSummary> {
  const file = path.resolve(options.file);
  if (await exists(file)) {
    throw AppError.conflict(`${file} already exists: choose another name for the backup.`);
  }
  const engine: DatabaseEngine = options.DATABASE_URL ? 'postgres' : 'pglite';
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // The staging folder sits beside the backup (mkdtemp makes it 0700), not in a shared /tmp.
  const staging = await mkdtemp(path.join(path.dirname(file), '.carmarket-backup-'));
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  // Beside the media, on their disk; removed below, and swept at start after a crash.
  await mkdir(options.backupSnapshotsDir, { recursive: true, mode: 0o700 });
  const snapshot = await mkdtemp(path.join(options.backupSnapshotsDir, 'media-'));
  try {
    const manifest: Manifest = {
      format: 'carmarket-backup',
      version: 2,
      engine,
      createdAt: (options.now ?? new Date()).toISOString(),
    };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await mkdir(path.join(staging, 'database'));
    const databaseFile = path.join(staging, DATABASE_FILES[engine]);
    if (options.DATABASE_URL) {
      await dumpPostgres(options.DATABASE_URL, databaseFile);
      const handle = await createDb({ databaseUrl: options.DATABASE_URL, poolSize: 1 });
      try {
        await dumpRows(handle.db, staging);
      } finally {
        await handle.close();
      }
    } else {
      await dumpPglite(options.pgliteDir, databaseFile, staging);
    }
    const entries = [MANIFEST, 'database'];
    let media = { files: 0, vanished: 0 };
    const storage = mediaOf(options);
    if (!storage.localDir || (await exists(storage.localDir))) {
      media = await snapshotMedia(storage, snapshot, options.afterMediaListed ?? (async () => {}));
      // The snapshot packed as `media/…` (a link to it, followed), not a copy of every file.
      await symlink(snapshot, path.join(staging, 'media'), 'junction');
      entries.push('media');
    }
    await pipeline(
      tar.create({ cwd: staging, gzip: true, portable: true, follow: true }, entries),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    // The mode above is cut by the umask, never widened; chmod states it whatever the umask.
    await chmod(partial, 0o600);
    await rename(partial, file);
    return {
      file,
      engine,
      mediaFiles: media.files,
      mediaVanished: media.vanished,
      bytes: (await stat(file)).size,
    };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
    await rm(snapshot, { recursive: true, force: true });
  }
}

/** PGlite's own dump of its data directory to `target`, and its rows under `staging`. */
async function dumpPglite(pgliteDir: string, target: string, staging: string): Promise<void> {
  if (!(await exists(path.join(pgliteDir, 'PG_VERSION')))) {
    throw AppError.badRequest(`There is no database in ${pgliteDir} to back up.`);
  }
  const handle = await createDb({ pgliteDir });
  try {
    const dump = await handle.dump?.();
    if (!dump) throw new Error('PGlite could not dump its data directory');
    await writeFile(target, Buffer.from(await dump.arrayBuffer()));
    await dumpRows(handle.db, staging);
  } finally {
    await handle.close();
  }
}

/** True when `dir` does not exist or holds nothing. */
async function isEmptyOrMissing(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

export interface RestoreSummary {
  /** The engine the backup came from. */
  engine: DatabaseEngine;
  /** The engine it went into: the other one when a site moves (decision 126). */
  into: DatabaseEngine;
  mediaFiles: number;
}

/**
 * Brings a backup back into an empty DATA_DIR (and an empty DATABASE_URL, and an empty media
 * store, when they are set). Everything is assembled in a folder beside DATA_DIR and renamed into
 * place at the end, PostgreSQL loads in one transaction, and the objects written to a store are
 * deleted again when the database does not load, so a failure leaves the targets as they were. A backup of
 * the other engine moves through its rows (portable-rows.ts): the target is migrated by this
 * code, the rows are loaded and search's tables rebuilt.
 */
export async function restoreBackup(
  options: DataPlaces & { file: string },
): Promise<RestoreSummary> {
  const file = path.resolve(options.file);
  if (!(await exists(file))) throw AppError.badRequest(`There is no backup file at ${file}.`);
  const dataDir = options.DATA_DIR;
  const into: DatabaseEngine = options.DATABASE_URL ? 'postgres' : 'pglite';

  if (options.DATABASE_URL) {
    const relations = await userRelations(options.DATABASE_URL);
    if (relations.length > 0) {
      const named = relations.slice(0, 3).join(', ') + (relations.length > 3 ? ', …' : '');
      throw AppError.conflict(
        'The database of DATABASE_URL already holds data: restore only into an empty database ' +
          `(it has ${relations.length} tables, views or sequences: ${named}).`,
      );
    }
  }
  if (!(await isEmptyOrMissing(dataDir))) {
    throw AppError.conflict(
      `DATA_DIR (${dataDir}) already holds data: restore only into an empty or new folder.`,
    );
  }
  // A store across the network (MEDIA_S3_URL) takes the media as they are unpacked; a folder on
  // this disk is assembled with the rest of DATA_DIR below.
  const store = options.media?.localDir === undefined ? options.media : undefined;
  if (store) {
    for await (const key of storedMediaKeys(store)) {
      throw AppError.conflict(
        'The media store of MEDIA_S3_URL already holds files: restore only into an empty ' +
          `bucket (one is ${key}).`,
      );
    }
  }

  await mkdir(path.dirname(dataDir), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(dataDir), '.carmarket-restore-'));
  let placed = false;
  const storedKeys: string[] = [];
  try {
    const unpacked = path.join(work, 'backup');
    await mkdir(unpacked);
    await extractBackup(file, unpacked);
    const manifest = await readManifest(unpacked);
    const engine = manifest.engine;
    const rows = engine === into ? undefined : await readRowsIndex(unpacked);
    if (engine !== into) {
      if (!rows) throw AppError.badRequest(movingNeedsRows(engine));
      assertSameMigrations(rows);
    }

    // The new DATA_DIR, laid out as the server expects it (env.ts names the folders).
    const assembled = path.join(work, 'data');
    const mediaDir = path.join(assembled, path.relative(dataDir, options.mediaDir));
    await mkdir(mediaDir, { recursive: true, mode: 0o700 });
    const mediaFiles = await restoreMedia(
      path.join(unpacked, 'media'),
      store ?? createDiskMediaStorage({ mediaDir, partialsDir: path.join(work, 'media-partials') }),
      (key) => void (store && storedKeys.push(key)),
    );
    const pgliteDir = path.join(assembled, path.relative(dataDir, options.pgliteDir));
    if (engine === 'pglite' && into === 'pglite') {
      await loadPglite(pgliteDir, path.join(unpacked, DATABASE_FILES.pglite)).catch(didNotLoad);
    }
    if (rows && into === 'pglite') {
      await loadRowsInto({ pgliteDir }, unpacked, rows).catch(didNotLoad);
    }

    await moveIntoPlace(assembled, dataDir);
    placed = true;
    if (engine === 'postgres' && options.DATABASE_URL) {
      await restorePostgres(
        options.DATABASE_URL,
        path.join(unpacked, DATABASE_FILES.postgres),
      ).catch(didNotLoad);
    }
    if (rows && options.DATABASE_URL) {
      await moveRowsIntoPostgres(options.DATABASE_URL, unpacked, rows);
    }
    return { engine, into, mediaFiles };
  } catch (error) {
    // The database did not load: the media moved into DATA_DIR or written to the store go
    // again, leaving both empty.
    if (placed) await rm(dataDir, { recursive: true, force: true });
    if (store) await deleteMediaFiles(store, storedKeys);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function movingNeedsRows(engine: DatabaseEngine): string {
  return engine === 'pglite'
    ? 'This backup holds an embedded (PGlite) database written before backups could move to ' +
        'PostgreSQL: make a new backup with this version, or unset DATABASE_URL to restore it ' +
        'into DATA_DIR.'
    : 'This backup holds a PostgreSQL database written before backups could move to the ' +
        'embedded database: make a new backup with this version, or set DATABASE_URL to an ' +
        'empty database to restore it there.';
}

/**
 * Writes the backup's media through the target's media storage (the assembled DATA_DIR/media,
 * or the store of MEDIA_S3_URL), telling `onStored` each key written. Returns how many.
 */
async function restoreMedia(
  unpackedMedia: string,
  media: MediaStorage,
  onStored: (key: string) => void,
): Promise<number> {
  let files = 0;
  for await (const key of walkFiles(unpackedMedia)) {
    await media.putFile(key, path.join(unpackedMedia, key));
    onStored(key);
    files += 1;
  }
  return files;
}

/** Migrates the target with this code's migrator, then loads the backup's rows into it. */
async function loadRowsInto(
  target: { databaseUrl?: string; pgliteDir?: string },
  unpacked: string,
  rows: NonNullable<Awaited<ReturnType<typeof readRowsIndex>>>,
): Promise<void> {
  const handle = await createDb({ ...target, poolSize: 1 });
  try {
    await handle.migrate();
    await loadRows(handle.db, unpacked, rows);
  } finally {
    await handle.close();
  }
}

/**
 * Migrates the empty database and loads the rows. The migrator commits its own transaction
 * before the rows' one, so when the rows fail, what it made is dropped again (and only that:
 * the objects the database held before are kept), leaving the database as it was.
 */
async function moveRowsIntoPostgres(
  databaseUrl: string,
  unpacked: string,
  rows: NonNullable<Awaited<ReturnType<typeof readRowsIndex>>>,
): Promise<void> {
  const before = await databaseObjects(databaseUrl);
  try {
    await loadRowsInto({ databaseUrl }, unpacked, rows);
  } catch (error) {
    await dropObjectsSince(databaseUrl, before);
    didNotLoad(error);
  }
}

function didNotLoad(error: unknown): never {
  throw AppError.badRequest(
    `The backup's database did not load, so nothing was restored: ${(error as Error).message}`,
  );
}

/** Unpacks only what a backup holds: regular files and folders at the known paths. */
async function extractBackup(file: string, into: string): Promise<void> {
  const expected = (entryPath: string) =>
    entryPath === MANIFEST ||
    /^database\/(pglite\.tar|postgres\.dump|rows\.json|rows(\/[a-z0-9_]+\.jsonl)?)?$/.test(
      entryPath,
    ) ||
    /^media(\/|$)/.test(entryPath);
  try {
    await tar.extract({
      file,
      cwd: into,
      strict: true,
      filter: (entryPath, entry) =>
        expected(entryPath.replace(/^\.\//, '')) &&
        'type' in entry &&
        (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw AppError.badRequest(
      `${file} is not a CarMarket backup that can be read (${(error as Error).message}).`,
    );
  }
}

async function readManifest(unpacked: string): Promise<Manifest> {
  const text = await readFile(path.join(unpacked, MANIFEST), 'utf8').catch(() => undefined);
  const parsed = text === undefined ? undefined : ManifestSchema.safeParse(JSON.parse(text));
  if (!parsed?.success) {
    throw AppError.badRequest('This file is not a CarMarket backup (its description is missing).');
  }
  return parsed.data;
}

/** Opens PGlite on the dump once, which writes its files and proves that they load. */
async function loadPglite(pgliteDir: string, dumpFile: string): Promise<void> {
  const handle = await createDb({
    pgliteDir,
    pgliteTemplate: new Blob([await readFile(dumpFile)]),
  });
  await handle.close();
}

/**
 * Renames the assembled folder to DATA_DIR. An empty DATA_DIR is removed first (Windows cannot
 * rename onto a folder); if something appeared in it meanwhile, the rename fails and nothing is
 * overwritten.
 */
async function moveIntoPlace(assembled: string, dataDir: string): Promise<void> {
  if (await exists(dataDir)) await rmdir(dataDir);
  await rename(assembled, dataDir);
}
