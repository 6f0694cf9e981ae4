import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@carmarket/db/client';
import { vehicleMedia } from '@carmarket/db/schema';
import { loadEnv } from '../../config/env';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { adFieldsFor, mediaFiles, photo, postAd } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { createScratchDatabase } from '../../test/test-database';
import { startTestS3Server, type TestS3Server } from '../../test/test-s3-server';
import type { MediaStorage } from '../media/media-storage';
import { mediaStorageFor } from '../media/media-storage-for-env';
import { createBackup, restoreBackup } from './backup.service';

/**
 * Backups of a site whose media are in an S3-compatible store (MEDIA_S3_URL, decision 124): the
 * media are read from the store, and a restore writes them into the store the target is
 * configured with. A site on disk moves into a real S3 server (s3rver) and back onto disk, and
 * every file arrives with its bytes. PGlite by default, PostgreSQL with DATABASE_URL.
 */
const databaseUrl = loadEnv().DATABASE_URL;
let root: string;
let diskMedia: Record<string, Buffer>;
let diskBackup: string;
let photoKeys: string[];
const servers: TestS3Server[] = [];
const stores: Array<MediaStorage & { client?: { destroy(): void } }> = [];
const scratchDatabases: Array<{ drop(): Promise<void> }> = [];

/** An empty database to restore into: a new one on the server, or none (PGlite lives in DATA_DIR). */
async function emptyDatabase(): Promise<string | undefined> {
  if (!databaseUrl) return undefined;
  const scratch = await createScratchDatabase(databaseUrl);
  scratchDatabases.push(scratch);
  return scratch.url;
}

/** A site's settings as the server reads them: DATA_DIR, the database, and MEDIA_S3_URL if given. */
async function site(name: string, s3?: TestS3Server) {
  const env = loadEnv({
    DATA_DIR: path.join(root, name),
    ...(s3 ? { MEDIA_S3_URL: s3.url } : {}),
    ...(databaseUrl ? { DATABASE_URL: await emptyDatabase() } : {}),
  });
  const media = mediaStorageFor(env);
  stores.push(media);
  return { ...env, media };
}

/** Every file a store holds, by key, with its bytes. */
async function storedFiles(media: MediaStorage): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for await (const { key } of media.list()) {
    const bytes = await media.read(key);
    if (bytes) files[key] = bytes;
  }
  return files;
}

async function packedMedia(file: string): Promise<string[]> {
  const packed: string[] = [];
  await tar.list({ file, onReadEntry: (entry) => void packed.push(entry.path) });
  return packed.filter((entry) => /^media\/.+\.\w+$/.test(entry)).map((entry) => entry.slice(6));
}

function expectSameFiles(actual: Record<string, Buffer>, expected: Record<string, Buffer>) {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, bytes] of Object.entries(expected)) {
    expect(actual[key]?.equals(bytes), key).toBe(true);
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'carmarket-backup-s3-'));
  // A site on disk, filled through the API: two photos of one approved ad.
  const source = await buildTestApp({ dataDir: path.join(root, 'disk-source') });
  const { app, db } = source;
  const staff = await signUpStaff(app, db);
  const seller = await signUpAndIn(app);
  const posted = await postAd(app, seller.bearer, (await adFieldsFor(db))(), {
    img1: await photo('front.jpg', { colour: '#2255aa' }),
    img2: await photo('side.jpg', { colour: '#aa5522', width: 640, height: 480 }),
  });
  expect(posted.statusCode).toBe(201);
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/ads/${posted.json<{ id: number }>().id}/approve`,
    headers: staff.bearer,
  });
  expect(approved.statusCode).toBe(204);
  const rows = await db.select().from(vehicleMedia);
  photoKeys = rows.flatMap((row) => [row.storageKey, ...Object.values(row.variants)]);
  await app.close();

  diskMedia = await mediaFiles(source.mediaDir);
  expect(photoKeys.length).toBeGreaterThan(2);
  for (const key of photoKeys) expect(diskMedia[key], key).toBeDefined();
  diskBackup = path.join(root, 'backups', 'disk-site.tar.gz');
  await createBackup({
    ...loadEnv({ DATA_DIR: path.join(root, 'disk-source'), DATABASE_URL: source.database.url }),
    file: diskBackup,
  });
  await source.database.close();
}, 120_000);

afterAll(async () => {
  for (const store of stores) store.client?.destroy();
  for (const server of servers) await server.close();
  for (const scratch of scratchDatabases) await scratch.drop();
  if (root) await rm(root, { recursive: true, force: true });
});

async function s3Server(): Promise<TestS3Server> {
  const server = await startTestS3Server();
  servers.push(server);
  return server;
}

describe('backups of a site whose media are in an S3 store', () => {
  it('restore a disk site’s media into the store of MEDIA_S3_URL, and back them up from it onto disk', async () => {
    // Disk → S3: the target names a store, so the media go there and not into its DATA_DIR.
    const inS3 = await site('s3-site', await s3Server());
    const restored = await restoreBackup({ ...inS3, file: diskBackup });
    expect(restored.mediaFiles).toBe(Object.keys(diskMedia).length);
    expectSameFiles(await storedFiles(inS3.media), diskMedia);
    expect(await mediaFiles(inS3.mediaDir)).toEqual({});
    const handle = await createDb({ databaseUrl: inS3.DATABASE_URL, pgliteDir: inS3.pgliteDir });
    try {
      expect(await handle.db.select().from(vehicleMedia)).toHaveLength(2);
    } finally {
      await handle.close();
    }

    // S3 → disk: the backup reads the store (its DATA_DIR/media is empty), leaving out what an
    // upload in progress keeps under tmp/ (decision 124).
    await inS3.media.put('tmp/upload-in-progress', Buffer.from('half an upload'));
    const s3Backup = path.join(root, 'backups', 's3-site.tar.gz');
    const summary = await createBackup({ ...inS3, file: s3Backup });
    expect(summary.mediaFiles).toBe(Object.keys(diskMedia).length);
    expect((await packedMedia(s3Backup)).sort()).toEqual(Object.keys(diskMedia).sort());

    const onDisk = await site('disk-again');
    const back = await restoreBackup({ ...onDisk, file: s3Backup });
    expect(back.mediaFiles).toBe(Object.keys(diskMedia).length);
    expectSameFiles(await mediaFiles(onDisk.mediaDir), diskMedia);
  });

  it('refuses a store that already holds media, and writes nothing anywhere', async () => {
    const server = await s3Server();
    const full = await site('full-store', server);
    await full.media.put('ads/someone-else/photo-1.webp', Buffer.from('keep me'));
    await expect(restoreBackup({ ...full, file: diskBackup })).rejects.toThrow(
      'The media store of MEDIA_S3_URL already holds files: restore only into an empty bucket ' +
        '(one is ads/someone-else/photo-1.webp).',
    );
    expect(Object.keys(await storedFiles(full.media))).toEqual(['ads/someone-else/photo-1.webp']);
    expect(await mediaFiles(full.DATA_DIR)).toEqual({});
  });

  it('takes its media out of the store again when the database does not load', async () => {
    const target = await site('failed', await s3Server());
    const damaged = path.join(root, 'backups', 'no-database.tar.gz');
    const unpacked = await mkdtemp(path.join(root, 'unpacked-'));
    await tar.extract({ file: diskBackup, cwd: unpacked });
    // The manifest and the media without the database: nothing can load.
    await tar.create({ file: damaged, cwd: unpacked, gzip: true }, [
      'carmarket-backup.json',
      'media',
    ]);
    await expect(restoreBackup({ ...target, file: damaged })).rejects.toThrow(
      "The backup's database did not load, so nothing was restored",
    );
    expect(await storedFiles(target.media)).toEqual({});
  });
});
