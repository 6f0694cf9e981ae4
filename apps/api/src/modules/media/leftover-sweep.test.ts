import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleMedia, vehicleRevisions } from '@carmarket/db/schema';
import { seedReferenceData } from '@carmarket/db/seed/reference-data';
import { loadEnv } from '../../config/env';
import { listFiles } from '../../test/ads';
import { createUser, createVehicle } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { sweepLeftovers, type SweepFolders } from './leftover-sweep';

let database: TestDatabase;
let dataDir: string;
let folders: SweepFolders;
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  database = await createTestDatabase(loadEnv().DATABASE_URL);
  await seedReferenceData(database.db);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-sweep-'));
  folders = {
    mediaDir: path.join(dataDir, 'media'),
    uploadDir: path.join(dataDir, 'tmp', 'uploads'),
    mediaPartialsDir: path.join(dataDir, 'tmp', 'media-partials'),
    backupSnapshotsDir: path.join(dataDir, 'tmp', 'backup-snapshots'),
  };
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function put(dir: string, relative: string, data: string | Buffer = 'x') {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

const relativeTo = (dir: string) => (file: string) => path.relative(dir, file);

/** A photo's variant keys under `folder`, as ad-media.ts names them. */
const photoVariants = (folder: string) => ({
  '320': `${folder}/photo-1-320.webp`,
  '640': `${folder}/photo-1-640.webp`,
  '1280': `${folder}/photo-1-1280.webp`,
});

describe('sweepLeftovers', () => {
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
    for (const key of referenced) await put(folders.mediaDir, key);
    // What a kill -9 leaves: a half-received upload, a file being written, a 0-byte partial of
    // an older version beside its target, and the files of an ad whose rows never committed.
    await put(folders.uploadDir, 'ad-Xy12ab/img1-3f2a', Buffer.alloc(4096, 1));
    await put(folders.mediaPartialsDir, '5b7c.partial', '');
    // A backup killed while it packed: its links to the media (backup.service.ts).
    await put(folders.backupSnapshotsDir, 'media-Qw3e/ads/kept/photo-1-320.webp');
    await put(folders.mediaDir, 'ads/kept/photo-2-320.webp.123.partial', '');
    await put(folders.mediaDir, 'ads/never-committed/photo-1-320.webp');
    await put(folders.mediaDir, 'ads/never-committed/video.mp4');
    await put(folders.mediaDir, 'avatars/7-replaced.webp');

    const logged: string[] = [];
    const log = { info: (line: string) => logged.push(line), warn: quiet.warn };
    const summary = await sweepLeftovers({ db, env: folders, log });

    expect((await listFiles(folders.mediaDir)).map(relativeTo(folders.mediaDir))).toEqual(
      [...referenced].sort(),
    );
    expect(await readdir(folders.uploadDir)).toEqual([]);
    expect(await readdir(folders.mediaPartialsDir)).toEqual([]);
    expect(await readdir(folders.backupSnapshotsDir)).toEqual([]);
    expect(await readdir(path.join(folders.mediaDir, 'ads'))).toEqual(['kept']);
    expect(summary).toEqual({ uploads: 1, partials: 3, orphans: 3 });
    expect(logged).toEqual([
      'Start-up sweep: 1 interrupted upload(s), 3 partial file(s) and 3 unreferenced media file(s) removed',
    ]);

    // A second start finds nothing left to do.
    expect(await sweepLeftovers({ db, env: folders, log: quiet })).toEqual({
      uploads: 0,
      partials: 0,
      orphans: 0,
    });
    expect((await listFiles(folders.mediaDir)).map(relativeTo(folders.mediaDir))).toEqual(
      [...referenced].sort(),
    );
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
    for (const key of Object.values(variants)) await put(folders.mediaDir, key);
    await put(folders.mediaDir, 'ads/dropped-edit/photo-1-320.webp');

    await sweepLeftovers({ db, env: folders, log: quiet });

    const left = (await listFiles(folders.mediaDir)).map(relativeTo(folders.mediaDir));
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
    for (const key of Object.values(variants)) await put(folders.mediaDir, key);
    await put(folders.mediaDir, 'ads/shared/photo-1-1280.jpg');
    // The copy of a photo that was deleted while the copy was being made.
    await put(folders.mediaDir, 'ads/shared/photo-2-1280.jpg');

    await sweepLeftovers({ db, env: folders, log: quiet });

    const left = (await listFiles(folders.mediaDir)).map(relativeTo(folders.mediaDir));
    expect(left).toContain('ads/shared/photo-1-1280.jpg');
    expect(left).not.toContain('ads/shared/photo-2-1280.jpg');
  });

  it('leaves what another process may still be writing when told to sweep only older leftovers', async () => {
    const { db } = database;
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const longAgo = new Date(anHourAgo.getTime() - 60 * 1000);
    // A crash's leftovers from long ago, and another process's upload and files of this moment.
    await put(folders.uploadDir, 'ad-old/img1-1', 'x');
    await put(folders.uploadDir, 'ad-now/img1-1', 'x');
    await put(folders.mediaPartialsDir, 'old.partial', '');
    await put(folders.mediaPartialsDir, 'now.partial', '');
    await put(folders.mediaDir, 'ads/crashed/photo-1-320.webp');
    await put(folders.mediaDir, 'ads/committing/photo-1-320.webp');
    for (const old of [
      path.join(folders.uploadDir, 'ad-old'),
      path.join(folders.mediaPartialsDir, 'old.partial'),
      path.join(folders.mediaDir, 'ads/crashed/photo-1-320.webp'),
    ]) {
      await utimes(old, longAgo, longAgo);
    }

    const summary = await sweepLeftovers({ db, env: folders, log: quiet, olderThan: anHourAgo });

    expect(summary).toEqual({ uploads: 1, partials: 1, orphans: 1 });
    expect(await readdir(folders.uploadDir)).toEqual(['ad-now']);
    expect(await readdir(folders.mediaPartialsDir)).toEqual(['now.partial']);
    expect(await readdir(path.join(folders.mediaDir, 'ads'))).toContain('committing');
    expect(await readdir(path.join(folders.mediaDir, 'ads'))).not.toContain('crashed');

    // Once nobody can be writing them (the next start of a single process), they go too.
    await sweepLeftovers({ db, env: folders, log: quiet });
    expect(await readdir(folders.uploadDir)).toEqual([]);
  });

  it('works through thousands of files in batches, keeping the referenced ones among them', async () => {
    const { db } = database;
    const seller = await createUser(db);
    const ad = await createVehicle(db, { userId: seller.id });
    // Keys interleave, so kept and orphaned files share every batch and every page.
    const kept = Array.from(
      { length: 1500 },
      (_, i) => `bulk/${String(i).padStart(4, '0')}-a.webp`,
    );
    const orphans = Array.from(
      { length: 1500 },
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
    for (const key of [...kept, ...orphans]) await put(folders.mediaDir, key);
    const before = (await listFiles(folders.mediaDir)).map(relativeTo(folders.mediaDir));

    const summary = await sweepLeftovers({ db, env: folders, log: quiet });

    expect(summary?.orphans).toBe(1500);
    expect((await listFiles(folders.mediaDir)).map(relativeTo(folders.mediaDir))).toEqual(
      before.filter((key) => !orphans.includes(key)),
    );
  });

  it('warns and lets the server start when it cannot sweep', async () => {
    const notAFolder = path.join(dataDir, 'uploads-is-a-file');
    await writeFile(notAFolder, 'x');
    const warnings: string[] = [];
    const summary = await sweepLeftovers({
      db: database.db,
      env: { ...folders, uploadDir: notAFolder },
      log: { info: quiet.info, warn: (_error: unknown, line: string) => warnings.push(line) },
    });
    expect(summary).toBeUndefined();
    expect(warnings).toEqual(['Start-up sweep failed; leftovers stay until the next start']);
  });

  it('sweeps nothing, and fails nothing, on a first start without folders', async () => {
    const fresh = path.join(dataDir, 'never-started');
    const summary = await sweepLeftovers({
      db: database.db,
      log: quiet,
      env: {
        mediaDir: path.join(fresh, 'media'),
        uploadDir: path.join(fresh, 'tmp', 'uploads'),
        mediaPartialsDir: path.join(fresh, 'tmp', 'media-partials'),
        backupSnapshotsDir: path.join(fresh, 'tmp', 'backup-snapshots'),
      },
    });
    expect(summary).toEqual({ uploads: 0, partials: 0, orphans: 0 });
  });
});
