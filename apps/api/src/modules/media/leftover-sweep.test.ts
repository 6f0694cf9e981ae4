import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleMedia, vehicleRevisions } from '@carmarket/db/schema';
import { seedReferenceData } from '@carmarket/db/seed/reference-data';
import { loadEnv } from '../../config/env';
import { createUser, createVehicle } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openTestMediaStorage, type TestMediaStorage } from '../../test/test-media-storage';
import { MEDIA_BACKENDS } from '../../test/test-s3-server';
import { sweepLeftovers, type SweepFolders } from './leftover-sweep';

const quiet = { info: () => {}, warn: () => {} };
const anHourAgo = () => new Date(Date.now() - 60 * 60 * 1000);

async function put(dir: string, relative: string, data: string | Buffer = 'x') {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** A photo's variant keys under `folder`, as ad-media.ts names them. */
const photoVariants = (folder: string) => ({
  '320': `${folder}/photo-1-320.webp`,
  '640': `${folder}/photo-1-640.webp`,
  '1280': `${folder}/photo-1-1280.webp`,
});

describe.each(MEDIA_BACKENDS)('sweepLeftovers with media on %s', (backend) => {
  let database: TestDatabase;
  let dataDir: string;
  let folders: SweepFolders;
  let media: TestMediaStorage;

  beforeAll(async () => {
    database = await createTestDatabase(loadEnv().DATABASE_URL);
    await seedReferenceData(database.db);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-sweep-'));
    folders = {
      uploadDir: path.join(dataDir, 'tmp', 'uploads'),
      mediaPartialsDir: path.join(dataDir, 'tmp', 'media-partials'),
      backupSnapshotsDir: path.join(dataDir, 'tmp', 'backup-snapshots'),
    };
    media = await openTestMediaStorage(backend, { mediaDir: path.join(dataDir, 'media') });
  });
  afterAll(async () => {
    await media.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const store = (key: string, data: string | Buffer = 'x') =>
    media.storage.put(key, Buffer.from(data));
  /** Every stored key, sorted. */
  async function stored(): Promise<string[]> {
    const keys: string[] = [];
    for await (const file of media.storage.list()) keys.push(file.key);
    return keys.sort();
  }
  /** Dates a stored file as written at `when`. */
  async function age(key: string, when: Date) {
    if (media.s3) await media.s3.setModified(key, when);
    else await utimes(path.join(media.mediaDir, key), when, when);
  }
  const sweep = (
    options: { olderThan?: Date; log?: Parameters<typeof sweepLeftovers>[0]['log'] } = {},
  ) =>
    sweepLeftovers({ db: database.db, env: folders, media: media.storage, log: quiet, ...options });

  it('clears what a crash left and keeps every file a row references', async () => {
    const { db } = database;
    const seller = await createUser(db, { avatarKey: 'avatars/7-kept.webp' });
    const ad = await createVehicle(db, { userId: seller.id });
    const variants = {
      '320': 'ads/kept/photo-1-320.webp',
      '640': 'ads/kept/photo-1-640.webp',
      '1280': 'ads/kept/photo-1-1280.webp',
    };
    await db.insert(vehicleMedia).values([
      { vehicleId: ad.id, kind: 'image', storageKey: variants['1280'], variants },
      { vehicleId: ad.id, kind: 'video', storageKey: 'ads/kept/video.mp4' },
    ]);
    const referenced = [...Object.values(variants), 'ads/kept/video.mp4', 'avatars/7-kept.webp'];
    for (const key of referenced) await store(key);
    // What a kill -9 leaves: a half-received upload, a file being written, a 0-byte partial of
    // an older version beside its target, and the files of an ad whose rows never committed.
    await put(folders.uploadDir, 'ad-Xy12ab/img1-3f2a', Buffer.alloc(4096, 1));
    await put(folders.mediaPartialsDir, '5b7c.partial', '');
    // A backup killed while it packed: its links to the media (backup.service.ts).
    await put(folders.backupSnapshotsDir, 'media-Qw3e/ads/kept/photo-1-320.webp');
    // (Only versions before decision 072, on disk, wrote partial files into the media tree.)
    if (backend === 'disk') await put(media.mediaDir, 'ads/kept/photo-2-320.webp.123.partial', '');
    await store('ads/never-committed/photo-1-320.webp');
    await store('ads/never-committed/video.mp4');
    await store('avatars/7-replaced.webp');

    const logged: string[] = [];
    const log = { info: (line: string) => logged.push(line), warn: quiet.warn };
    const summary = await sweep({ log });

    expect(await stored()).toEqual([...referenced].sort());
    expect(await readdir(folders.uploadDir)).toEqual([]);
    expect(await readdir(folders.mediaPartialsDir)).toEqual([]);
    expect(await readdir(folders.backupSnapshotsDir)).toEqual([]);
    const partials = backend === 'disk' ? 3 : 2;
    if (backend === 'disk') {
      expect(await readdir(path.join(media.mediaDir, 'ads'))).toEqual(['kept']);
    }
    expect(summary).toEqual({ uploads: 1, partials, orphans: 3 });
    expect(logged).toEqual([
      `Start-up sweep: 1 interrupted upload(s), ${partials} partial file(s) and 3 unreferenced media file(s) removed`,
    ]);

    // A second start finds nothing left to do.
    expect(await sweep()).toEqual({ uploads: 0, partials: 0, orphans: 0 });
    expect(await stored()).toEqual([...referenced].sort());
  });

  it('keeps the photos of an edit waiting for staff, which only its revision names', async () => {
    const { db } = database;
    const seller = await createUser(db);
    const ad = await createVehicle(db, { userId: seller.id });
    const variants = photoVariants('ads/staged');
    await db.insert(vehicleRevisions).values({
      vehicleId: ad.id,
      changes: ad,
      photos: [{ storageKey: variants['1280'], variants, width: 1280, height: 960 }],
    });
    for (const key of Object.values(variants)) await store(key);
    await store('ads/dropped-edit/photo-1-320.webp');

    await sweep();

    const left = await stored();
    expect(left).toEqual(expect.arrayContaining(Object.values(variants)));
    expect(left).not.toContain('ads/dropped-edit/photo-1-320.webp');
  });

  it("keeps a photo's JPEG copy for link previews exactly while its photo is an ad's", async () => {
    const { db } = database;
    const seller = await createUser(db);
    const ad = await createVehicle(db, { userId: seller.id });
    const variants = photoVariants('ads/shared');
    await db
      .insert(vehicleMedia)
      .values({ vehicleId: ad.id, kind: 'image', storageKey: variants['1280'], variants });
    for (const key of Object.values(variants)) await store(key);
    await store('ads/shared/photo-1-1280.jpg');
    // The copy of a photo that was deleted while the copy was being made.
    await store('ads/shared/photo-2-1280.jpg');

    await sweep();

    const left = await stored();
    expect(left).toContain('ads/shared/photo-1-1280.jpg');
    expect(left).not.toContain('ads/shared/photo-2-1280.jpg');
  });

  it('leaves what another process may still be writing when told to sweep only older leftovers', async () => {
    const cutoff = anHourAgo();
    const longAgo = new Date(cutoff.getTime() - 60 * 1000);
    // A crash's leftovers from long ago, and another process's upload and files of this moment.
    await put(folders.uploadDir, 'ad-old/img1-1', 'x');
    await put(folders.uploadDir, 'ad-now/img1-1', 'x');
    await put(folders.mediaPartialsDir, 'old.partial', '');
    await put(folders.mediaPartialsDir, 'now.partial', '');
    await store('ads/crashed/photo-1-320.webp');
    await store('ads/committing/photo-1-320.webp');
    for (const old of [
      path.join(folders.uploadDir, 'ad-old'),
      path.join(folders.mediaPartialsDir, 'old.partial'),
    ]) {
      await utimes(old, longAgo, longAgo);
    }
    await age('ads/crashed/photo-1-320.webp', longAgo);

    const summary = await sweep({ olderThan: cutoff });

    expect(summary).toEqual({ uploads: 1, partials: 1, orphans: 1 });
    expect(await readdir(folders.uploadDir)).toEqual(['ad-now']);
    expect(await readdir(folders.mediaPartialsDir)).toEqual(['now.partial']);
    expect(await stored()).toContain('ads/committing/photo-1-320.webp');
    expect(await stored()).not.toContain('ads/crashed/photo-1-320.webp');

    // Once nobody can be writing them (the next start of a single process), they go too.
    await sweep();
    expect(await readdir(folders.uploadDir)).toEqual([]);
  });

  // A thousand requests to the S3 server on a busy 2-core machine: more than the default 20 s.
  it(
    'works through thousands of files in batches, keeping the referenced ones among them',
    {
      timeout: 90_000,
    },
    async () => {
      const { db } = database;
      const seller = await createUser(db);
      const ad = await createVehicle(db, { userId: seller.id });
      // Keys interleave, so kept and orphaned files share every batch and every page (a store
      // lists 1000 keys a page; the sweep sends the database 1000 at a time).
      const each = backend === 'disk' ? 1500 : 600;
      const kept = Array.from(
        { length: each },
        (_, i) => `bulk/${String(i).padStart(4, '0')}-a.webp`,
      );
      const orphans = Array.from(
        { length: each },
        (_, i) => `bulk/${String(i).padStart(4, '0')}-b.webp`,
      );
      await db.insert(vehicleMedia).values(
        kept.map((key, position) => ({
          vehicleId: ad.id,
          kind: 'image' as const,
          position,
          storageKey: key,
        })),
      );
      const keys = [...kept, ...orphans];
      // Eight writes at a time: the store is a server, and this is setup, not the test.
      for (let start = 0; start < keys.length; start += 8) {
        await Promise.all(keys.slice(start, start + 8).map((key) => store(key)));
      }
      const before = await stored();

      const summary = await sweep();

      expect(summary?.orphans).toBe(each);
      expect(await stored()).toEqual(before.filter((key) => !orphans.includes(key)));
    },
  );

  it('warns and lets the server start when it cannot sweep', async () => {
    const notAFolder = path.join(dataDir, 'uploads-is-a-file');
    await writeFile(notAFolder, 'x');
    const warnings: string[] = [];
    const summary = await sweepLeftovers({
      db: database.db,
      media: media.storage,
      env: { ...folders, uploadDir: notAFolder },
      log: { info: quiet.info, warn: (_error: unknown, line: string) => warnings.push(line) },
    });
    expect(summary).toBeUndefined();
    expect(warnings).toEqual(['Start-up sweep failed; leftovers stay until the next start']);
  });

  it('sweeps nothing, and fails nothing, on a first start without folders', async () => {
    const fresh = path.join(dataDir, 'never-started');
    const empty = await openTestMediaStorage(backend, { mediaDir: path.join(fresh, 'media') });
    const summary = await sweepLeftovers({
      db: database.db,
      media: empty.storage,
      log: quiet,
      env: {
        uploadDir: path.join(fresh, 'tmp', 'uploads'),
        mediaPartialsDir: path.join(fresh, 'tmp', 'media-partials'),
        backupSnapshotsDir: path.join(fresh, 'tmp', 'backup-snapshots'),
      },
    });
    await empty.close();
    expect(summary).toEqual({ uploads: 0, partials: 0, orphans: 0 });
  });

  it('leaves the media to the process that is sweeping them (PostgreSQL advisory lock)', async () => {
    await store('ads/lock-test/photo-1-320.webp');
    if (database.engine === 'pglite') {
      // One process opens the embedded database (its DATA_DIR lock): the sweep is always its own.
      expect((await sweep())?.orphans).toBeGreaterThanOrEqual(1);
      expect(await stored()).not.toContain('ads/lock-test/photo-1-320.webp');
      return;
    }
    // Another API process, mid-sweep: it holds the lock in its sweep's transaction.
    const other = await database.openAnother();
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let holding: () => void = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const otherSweep = other.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(1240, 0)`);
      holding();
      await finished;
    });
    await held;
    const logged: string[] = [];
    const summary = await sweep({ log: { info: (line) => logged.push(line), warn: quiet.warn } });
    expect(summary).toMatchObject({ orphans: 0, mediaLeftToAnother: true });
    expect(logged[0]).toMatch(/\(another process is sweeping the media\)$/);
    expect(await stored()).toContain('ads/lock-test/photo-1-320.webp');

    // Once it is done (its transaction ends, and the lock with it), the next start sweeps.
    finish();
    await otherSweep;
    await other.close();
    expect(await sweep()).toMatchObject({ orphans: 1 });
    expect(await stored()).not.toContain('ads/lock-test/photo-1-320.webp');
  });
});
