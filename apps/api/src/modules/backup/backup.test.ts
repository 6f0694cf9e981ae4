import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@carmarket/db/client';
import { DataDirInUseError } from '@carmarket/db/data-dir-lock';
import { offers, users, vehicleMedia, vehicles, wishlistItems } from '@carmarket/db/schema';
import { loadEnv } from '../../config/env';
import { nextAddress, signUpAndIn, signUpStaff } from '../../test/accounts';
import { adFieldsFor, listFiles, mediaFiles, photo, postAd } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { createScratchDatabase } from '../../test/test-database';
import { createBackup, restoreBackup } from './backup.service';

/**
 * A DATA_DIR on disk that the app filled through its API, backed up and restored into empty
 * places: PGlite by default, PostgreSQL (pg_dump, pg_restore) when the suite runs with
 * DATABASE_URL.
 */
const databaseUrl = loadEnv().DATABASE_URL;
let root: string;
let source: Awaited<ReturnType<typeof buildTestApp>>;
let backupFile: string;
const scratchDatabases: Array<{ drop(): Promise<void> }> = [];

/** DATA_DIR's layout as the server derives it, with the database the test chose. */
function placesOf(dataDir: string, url: string | undefined) {
  return loadEnv({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
}

/** An empty database to restore into: a new one on the server, or none (PGlite lives in DATA_DIR). */
async function emptyDatabase(): Promise<string | undefined> {
  if (!databaseUrl) return undefined;
  const scratch = await createScratchDatabase(databaseUrl);
  scratchDatabases.push(scratch);
  return scratch.url;
}

/** Every row a person made: users, ads, photos, offers and wishlist entries. */
async function everything(db: Database) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    ads: await db.select().from(vehicles).orderBy(asc(vehicles.id)),
    photos: await db.select().from(vehicleMedia).orderBy(asc(vehicleMedia.id)),
    offers: await db.select().from(offers).orderBy(asc(offers.id)),
    wishlist: await db
      .select()
      .from(wishlistItems)
      .orderBy(asc(wishlistItems.userId), asc(wishlistItems.vehicleId)),
  };
}

let before: Awaited<ReturnType<typeof everything>>;

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The real backup with its PGlite dump cut to half, as a copy interrupted by a full disk leaves it. */
async function backupWithDamagedDatabase(): Promise<string> {
  const dir = await mkdtemp(path.join(root, 'damaged-'));
  await tar.extract({ file: backupFile, cwd: dir });
  const dump = path.join(dir, 'database', 'pglite.tar');
  const bytes = await readFile(dump);
  await writeFile(dump, bytes.subarray(0, Math.floor(bytes.length / 2)));
  const file = path.join(root, 'damaged.tar.gz');
  await tar.create({ file, cwd: dir, gzip: true }, await readdir(dir));
  return file;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'carmarket-backup-'));
  source = await buildTestApp({ dataDir: path.join(root, 'source') });
  const { app, db } = source;
  const adFields = await adFieldsFor(db);
  const staff = await signUpStaff(app, db);
  const buyer = await signUpAndIn(app);

  for (const [i, colour] of ['#aa2222', '#22aa22'].entries()) {
    const seller = await signUpAndIn(app);
    const posted = await postAd(app, seller.bearer, adFields({ title: `Seller ${i}'s car` }), {
      img1: await photo('front.jpg', { colour }),
      img2: await photo('side.jpg', { colour, width: 640, height: 480 }),
    });
    expect(posted.statusCode).toBe(201);
    const { id } = posted.json<{ id: number }>();
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/ads/${id}/approve`,
      headers: staff.bearer,
    });
    expect(approved.statusCode).toBe(204);
    const offered = await app.inject({
      method: 'POST',
      url: `/api/vehicles/${id}/offers`,
      headers: buyer.bearer,
      payload: { amount: '4750000.50', message: `Cash for car ${i}` },
      remoteAddress: nextAddress(),
    });
    expect(offered.statusCode).toBe(201);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/me/wishlist/${id}`,
      headers: buyer.bearer,
    });
    expect(saved.statusCode).toBeLessThan(300);
  }

  before = await everything(db);
  // Closing the app closes the embedded database, as stopping the server does before a backup.
  await app.close();
  backupFile = path.join(root, 'backups', 'carmarket-test.tar.gz');
  await createBackup({
    ...placesOf(path.join(root, 'source'), source.database.url),
    file: backupFile,
  });
});

afterAll(async () => {
  for (const scratch of scratchDatabases) await scratch.drop();
  await source.database.close();
  await rm(root, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore', () => {
  it('brings back every user, ad, photo, offer and wishlist entry, with the same photo files', async () => {
    const target = placesOf(path.join(root, 'restored'), await emptyDatabase());
    await restoreBackup({ ...target, file: backupFile });

    const restored = await createDb({
      databaseUrl: target.DATABASE_URL,
      pgliteDir: target.pgliteDir,
    });
    try {
      const after = await everything(restored.db);
      expect(after).toEqual(before);
      expect(after.users).toHaveLength(4);
      expect(after.ads).toHaveLength(2);
      expect(after.photos).toHaveLength(4);
      expect(after.offers).toHaveLength(2);
      expect(after.wishlist).toHaveLength(2);
    } finally {
      await restored.close();
    }

    const sourceMedia = await mediaFiles(source.mediaDir);
    const restoredMedia = await mediaFiles(target.mediaDir);
    expect(Object.keys(restoredMedia).sort()).toEqual(Object.keys(sourceMedia).sort());
    for (const [key, bytes] of Object.entries(sourceMedia)) {
      expect(restoredMedia[key]?.equals(bytes), key).toBe(true);
    }
    expect(before.photos.length).toBeGreaterThan(0);
    for (const row of before.photos) {
      const keys = [row.storageKey, ...Object.values(row.variants)];
      for (const key of keys) expect(restoredMedia[key], key).toBeDefined();
    }
  });

  it('leaves out media deleted while it runs, says how many, and still writes the backup (issue 29)', async () => {
    // A live PostgreSQL server deletes an ad (and its folder of photos) while the backup walks
    // the media: between the listing and the packing, where the old backup failed with ENOENT.
    const places = placesOf(path.join(root, 'source'), source.database.url);
    const doomed = path.join(places.mediaDir, 'ads', 'deleted-during-backup');
    await mkdir(doomed, { recursive: true });
    for (const name of ['photo-1.webp', 'photo-1-320.webp', 'photo-1-640.webp']) {
      await writeFile(path.join(doomed, name), 'an ad deleted meanwhile');
    }
    const kept = Object.keys(await mediaFiles(places.mediaDir)).length - 3;
    const file = path.join(root, 'live-backups', 'during-deletion.tar.gz');

    const summary = await createBackup({
      ...places,
      file,
      afterMediaListed: () => rm(doomed, { recursive: true, force: true }),
    });
    expect(summary).toMatchObject({ mediaFiles: kept, mediaVanished: 3 });
    const packed: string[] = [];
    await tar.list({ file, onReadEntry: (entry) => void packed.push(entry.path) });
    expect(packed.filter((entry) => /^media\/.+\.\w+$/.test(entry))).toHaveLength(kept);
    expect(packed.some((entry) => entry.includes('deleted-during-backup/photo'))).toBe(false);
    // Its links to the media are gone again: nothing of the backup stays in DATA_DIR.
    expect(await readdir(places.backupSnapshotsDir)).toEqual([]);
  });

  it('writes the backup readable by its owner only, and leaves nothing else beside it', async () => {
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
    expect(await readdir(path.dirname(backupFile))).toEqual([path.basename(backupFile)]);
  });

  it('refuses a target that already holds data, and leaves it as it was', async () => {
    // The place the backup came from: its DATA_DIR (and, on PostgreSQL, its database) is full.
    const full = placesOf(path.join(root, 'source'), source.database.url);
    const filesBefore = await listFiles(full.DATA_DIR);
    await expect(restoreBackup({ ...full, file: backupFile })).rejects.toThrow(
      /already holds data: restore only into an empty/,
    );
    expect(await listFiles(full.DATA_DIR)).toEqual(filesBefore);

    // A DATA_DIR with one stray file, beside an empty database: neither is touched.
    const stray = placesOf(path.join(root, 'stray'), await emptyDatabase());
    await mkdir(stray.DATA_DIR, { recursive: true });
    await writeFile(path.join(stray.DATA_DIR, 'notes.txt'), 'keep me');
    await expect(restoreBackup({ ...stray, file: backupFile })).rejects.toThrow(
      `DATA_DIR (${stray.DATA_DIR}) already holds data`,
    );
    expect(await readdir(stray.DATA_DIR)).toEqual(['notes.txt']);
    expect(await readdir(root)).not.toContainEqual(expect.stringMatching(/^\.carmarket-restore-/));
  });

  it('leaves the targets as they were when the database does not load', async () => {
    const target = placesOf(path.join(root, 'failed'), await emptyDatabase());
    let file = backupFile;
    if (target.DATABASE_URL) {
      // Invisible to the emptiness check, fatal to pg_restore after it has begun.
      await query(target.DATABASE_URL, 'create schema drizzle');
    } else {
      file = await backupWithDamagedDatabase();
    }
    await expect(restoreBackup({ ...target, file })).rejects.toThrow(
      "The backup's database did not load, so nothing was restored",
    );

    await expect(stat(target.DATA_DIR)).rejects.toThrow(/ENOENT/);
    expect(await readdir(root)).not.toContainEqual(expect.stringMatching(/^\.carmarket-restore-/));
    if (target.DATABASE_URL) {
      const extensions = await query(
        target.DATABASE_URL,
        "select extname from pg_extension where extname = 'pg_trgm'",
      );
      expect(extensions).toEqual([]);
    }
  });

  it('refuses to back up an embedded database that a running server holds', async () => {
    const running = placesOf(path.join(root, 'running'), undefined);
    const server = await createDb({ pgliteDir: running.pgliteDir });
    try {
      const file = path.join(root, 'running-backup.tar.gz');
      await expect(createBackup({ ...running, file })).rejects.toThrow(DataDirInUseError);
      await expect(createBackup({ ...running, file })).rejects.toThrow(
        `The database in DATA_DIR (${running.pgliteDir}) is in use by another process`,
      );
      await expect(stat(file)).rejects.toThrow(/ENOENT/);
    } finally {
      await server.close();
    }
  });
});
