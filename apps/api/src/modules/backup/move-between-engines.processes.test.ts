import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database, type DbHandle } from '@carmarket/db/client';
import {
  jobs,
  offers,
  savedSearches,
  staffActions,
  users,
  vehicleMedia,
  vehicles,
} from '@carmarket/db/schema';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import { DEMO_PASSWORD, seedDemoData } from '@carmarket/db/seed/demo-data';
import { loadEnv } from '../../config/env';
import { nextAddress, signUpAndIn, signUpStaff } from '../../test/accounts';
import { adFieldsFor, mediaFiles, photo, postAd } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle } from '../../test/factories';
import { createScratchDatabase, type TestDatabase } from '../../test/test-database';
import { hashPassword } from '../auth/password';
import { createDiskMediaStorage } from '../media/media-storage';
import { createBackup, restoreBackup } from './backup.service';

/**
 * A site moves between the engines (issue 34, decision 126): a PGlite site, seeded and used
 * through the API, is backed up and restored into an empty PostgreSQL database, and a PostgreSQL
 * site into an empty DATA_DIR for PGlite. Both sides must hold the same rows, answer the same
 * searches, sign the same people in and serve every referenced media file. Needs PostgreSQL: run
 * with DATABASE_URL set (`npm run test:processes`, as `.ci/run` does).
 */

let databaseUrl: string;
let root: string;
const scratchDatabases: Array<{ drop(): Promise<void> }> = [];

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

/** A fixed set of searches: words, filters, every sort, a second page. */
function searchesFor(makeId: number): string[] {
  return [
    '',
    '?query=toyota',
    '?query=car&sort=1',
    '?sort=2',
    '?sort=3&min=1000000&max=30000000',
    '?sort=4',
    `?brands=${makeId}&sort=0`,
    '?yomMin=2010&yomMax=2020&sort=1',
    '?page=2&sort=3',
  ];
}

async function searchResults(app: App, searches: string[]) {
  const results: Record<string, unknown> = {};
  for (const search of searches) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/vehicles/search${search}`,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, search).toBe(200);
    results[search] = response.json();
  }
  return results;
}

/** The number of rows of every table, the migrations' included. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`select n.nspname as schema, c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind = 'r' order by 1, 2`),
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from "${schema}"."${name}"`)),
    );
    counts[`${schema}.${name}`] = row?.n ?? -1;
  }
  return counts;
}

/** A sample of rows as the app reads them: people, ads, photos, offers, searches, jobs, audit. */
async function sampleRows(db: Database) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    ads: await db.select().from(vehicles).orderBy(asc(vehicles.id)),
    photos: await db.select().from(vehicleMedia).orderBy(asc(vehicleMedia.id)),
    offers: await db.select().from(offers).orderBy(asc(offers.id)),
    savedSearches: await db.select().from(savedSearches).orderBy(asc(savedSearches.id)),
    jobs: await db.select().from(jobs).orderBy(asc(jobs.id)),
    audit: await db.select().from(staffActions).orderBy(asc(staffActions.id)),
  };
}

/** Search's tables as they are, in a fixed order. */
async function searchTables(db: Database) {
  const read = async (table: string) =>
    rowsOf<{ line: string }>(
      await db.execute(sql.raw(`select row_to_json(t)::text as line from "${table}" t order by 1`)),
    ).map((row) => row.line);
  return {
    search: await read('listing_search'),
    counts: await read('listing_counts'),
    yearCounts: await read('listing_year_counts'),
    words: await read('listing_words'),
  };
}

/** Every media key a row names. */
async function referencedMedia(db: Database): Promise<string[]> {
  const keys = rowsOf<{ key: string }>(
    await db.execute(sql`select storage_key as key from vehicle_media
      union select v.value from vehicle_media m cross join lateral jsonb_each_text(m.variants) v
      union select avatar_key from users where avatar_key is not null`),
  );
  return keys.map((row) => row.key).sort();
}

interface SiteBefore {
  counts: Record<string, number>;
  rows: Awaited<ReturnType<typeof sampleRows>>;
  searches: string[];
  results: Record<string, unknown>;
  media: Record<string, Buffer>;
  /** Someone who registered through the API, with the password they chose. */
  person: { email: string; password: string };
  backupFile: string;
}

/**
 * A site used as people use it: the demo seed (ads in every state with photos), then through
 * the API an ad posted with photos and approved, one rejected, one left pending, an offer, a
 * saved search and a wishlist entry (with their jobs and audit entries), and a held ad.
 */
async function useSite(app: App, db: Database, mediaDir: string) {
  const seeded = await seedDemoData({
    db,
    media: createDiskMediaStorage({ mediaDir, partialsDir: path.join(root, 'seed-partials') }),
    hashPassword,
    listings: 24,
    imagePool: { colours: 1, angles: ['day', 'front'] },
  });
  expect(seeded.seeded).toBe(true);
  const adFields = await adFieldsFor(db);
  const staff = await signUpStaff(app, db);
  const seller = await signUpAndIn(app, {}, { confirmed: true });
  const buyer = await signUpAndIn(app, {}, { confirmed: true });
  const posted: number[] = [];
  for (const [i, colour] of ['#aa2222', '#22aa22', '#2222aa'].entries()) {
    const response = await postAd(app, seller.bearer, adFields({ title: `Moving car ${i}` }), {
      img1: await photo('front.jpg', { colour }),
      img2: await photo('side.jpg', { colour, width: 640, height: 480 }),
    });
    expect(response.statusCode, response.body).toBe(201);
    posted.push(response.json<{ id: number }>().id);
  }
  const [approvedId, rejectedId] = posted;
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/ads/${approvedId}/approve`,
    headers: staff.bearer,
  });
  expect(approved.statusCode).toBe(204);
  const rejected = await app.inject({
    method: 'POST',
    url: `/api/admin/ads/${rejectedId}/reject`,
    headers: staff.bearer,
    payload: { reason: 'The photos show a different car.' },
  });
  expect(rejected.statusCode).toBe(204);
  const offered = await app.inject({
    method: 'POST',
    url: `/api/vehicles/${approvedId}/offers`,
    headers: buyer.bearer,
    payload: { amount: '4750000.50', message: 'Cash, this week' },
    remoteAddress: nextAddress(),
  });
  expect(offered.statusCode, offered.body).toBe(201);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/me/saved-searches',
    headers: buyer.bearer,
    payload: { name: 'Family car', frequency: 'instant', params: { query: 'toyota' } },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const wished = await app.inject({
    method: 'PUT',
    url: `/api/me/wishlist/${approvedId}`,
    headers: buyer.bearer,
  });
  expect(wished.statusCode).toBeLessThan(300);
  const heldSeller = await createUser(db);
  await createVehicle(db, {
    userId: heldSeller.id,
    title: 'Held for reports',
    heldFor: 'reports',
    heldAt: new Date(),
  });
  return { person: { email: seller.email, password: seller.password } };
}

/**
 * Builds a site on one engine, uses it, reads everything a comparison needs, closes it as a
 * stopped server is closed and backs it up.
 */
async function siteBackedUp(name: string, embedded: boolean): Promise<SiteBefore> {
  const dataDir = path.join(root, name);
  const site = await buildTestApp({ dataDir, embedded });
  const { person } = await useSite(site.app, site.db, site.mediaDir);
  const [make] = rowsOf<{ id: number }>(
    await site.db.execute(sql`select make_id as id from listing_search
      group by make_id order by count(*) desc, make_id limit 1`),
  );
  const searches = searchesFor(make?.id ?? 1);
  const results = await searchResults(site.app, searches);
  const counts = await rowCounts(site.db);
  const rows = await sampleRows(site.db);
  await site.app.close();
  const backupFile = path.join(root, 'backups', `${name}.tar.gz`);
  await createBackup({
    ...loadEnv({ DATA_DIR: dataDir, ...(embedded ? {} : { DATABASE_URL: site.database.url }) }),
    file: backupFile,
  });
  const media = await mediaFiles(site.mediaDir);
  if (embedded) await site.database.close();
  else scratchDatabases.push({ drop: () => site.database.close() });
  return { counts, rows, searches, results, media, person, backupFile };
}

/**
 * The database a restore filled, for the app: another pool on PostgreSQL; PGlite serves one
 * process, so there the app shares the handle (and leaves closing it to the test).
 */
function asTestDatabase(handle: DbHandle, url: string | undefined): TestDatabase {
  return {
    ...handle,
    url,
    openAnother: async () =>
      url ? createDb({ databaseUrl: url }) : { ...handle, close: async () => {} },
  };
}

/** Everything a moved site must show: same rows, searches, media, sign-ins and fresh ids. */
async function expectSameSite(before: SiteBefore, target: ReturnType<typeof loadEnv>) {
  const handle = await createDb({
    databaseUrl: target.DATABASE_URL,
    pgliteDir: target.DATABASE_URL ? undefined : target.pgliteDir,
  });
  try {
    expect(await rowCounts(handle.db)).toEqual(before.counts);
    expect(await sampleRows(handle.db)).toEqual(before.rows);
    for (const table of ['vehicles', 'vehicle_media', 'offers', 'saved_searches', 'jobs']) {
      expect(before.counts[`public.${table}`], table).toBeGreaterThan(0);
    }
    expect(before.counts['public.staff_actions']).toBeGreaterThan(0);
    expect(before.rows.ads.some((ad) => ad.heldFor === 'reports')).toBe(true);
    expect(new Set(before.rows.ads.map((ad) => ad.status))).toEqual(
      new Set(['active', 'pending', 'sold', 'expired', 'rejected']),
    );

    // Search's tables equal what the database's own rebuild makes of the moved ads.
    const moved = await searchTables(handle.db);
    expect(moved.search.length).toBeGreaterThan(0);
    await handle.db.execute(sql`select listing_search_rebuild()`);
    expect(moved).toEqual(await searchTables(handle.db));

    // Every file a row names is there, and the files are the ones of the old site.
    const restoredMedia = await mediaFiles(target.mediaDir);
    const referenced = await referencedMedia(handle.db);
    expect(referenced.length).toBeGreaterThan(0);
    for (const key of referenced) expect(restoredMedia[key], key).toBeDefined();
    expect(Object.keys(restoredMedia).sort()).toEqual(Object.keys(before.media).sort());
    for (const [key, bytes] of Object.entries(before.media)) {
      expect(restoredMedia[key]?.equals(bytes), key).toBe(true);
    }
  } finally {
    await handle.close();
  }

  const restored = await createDb({
    databaseUrl: target.DATABASE_URL,
    pgliteDir: target.DATABASE_URL ? undefined : target.pgliteDir,
  });
  const site = await buildTestApp({
    sameDatabaseAs: asTestDatabase(restored, target.DATABASE_URL),
    dataDir: target.DATA_DIR,
  });
  try {
    expect(await searchResults(site.app, before.searches)).toEqual(before.results);
    const cards = (before.results[''] as { cars: unknown[] }).cars;
    expect(cards.length).toBeGreaterThan(0);

    const demoUser = before.rows.users.find((user) => user.email.endsWith('demo.carmarket.lk'));
    for (const { email, password } of [
      before.person,
      { email: demoUser?.email ?? '', password: DEMO_PASSWORD },
    ]) {
      const login = await site.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: nextAddress(),
      });
      expect(login.statusCode, email).toBe(200);
    }

    // New rows take ids past the moved ones: every sequence was set past its largest id.
    const newcomer = await signUpAndIn(site.app);
    expect(newcomer.user.id).toBeGreaterThan(Math.max(...before.rows.users.map((u) => u.id)));
    const adFields = await adFieldsFor(site.db);
    const posted = await postAd(site.app, newcomer.bearer, adFields({ title: 'After the move' }), {
      img1: await photo('after.jpg'),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json<{ id: number }>().id).toBeGreaterThan(
      Math.max(...before.rows.ads.map((ad) => ad.id)),
    );
  } finally {
    await site.app.close();
    await restored.close();
  }
}

/** A copy of `backupFile` with `change` made to its unpacked files. */
async function changedBackup(
  backupFile: string,
  name: string,
  change: (unpacked: string) => Promise<void>,
): Promise<string> {
  const unpacked = await mkdtemp(path.join(root, `${name}-backup-`));
  await tar.extract({ file: backupFile, cwd: unpacked });
  await change(unpacked);
  const file = path.join(root, `${name}-backup.tar.gz`);
  await tar.create({ file, cwd: unpacked, gzip: true }, await readdir(unpacked));
  return file;
}

/** A new DATA_DIR and a new, empty PostgreSQL database to restore into. */
async function emptyPostgresTarget(name: string) {
  const scratch = await createScratchDatabase(databaseUrl);
  scratchDatabases.push(scratch);
  return loadEnv({ DATA_DIR: path.join(root, name), DATABASE_URL: scratch.url });
}

beforeAll(async () => {
  const url = loadEnv().DATABASE_URL;
  if (!url) {
    throw new Error(
      'This suite moves sites between PGlite and PostgreSQL: set DATABASE_URL (see .ci/run).',
    );
  }
  databaseUrl = url;
  root = await mkdtemp(path.join(os.tmpdir(), 'carmarket-move-'));
});

afterAll(async () => {
  for (const scratch of scratchDatabases) await scratch.drop();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('moving a site from the embedded database to PostgreSQL', () => {
  let before: SiteBefore;
  let target: ReturnType<typeof loadEnv>;

  beforeAll(async () => {
    before = await siteBackedUp('embedded-site', true);
    target = await emptyPostgresTarget('on-postgres');
  });

  it('brings every row, search, media file and sign-in across, and new ids follow the old', async () => {
    const summary = await restoreBackup({ ...target, file: before.backupFile });
    expect(summary).toMatchObject({ engine: 'pglite', into: 'postgres' });
    expect(summary.mediaFiles).toBe(Object.keys(before.media).length);
    await expectSameSite(before, target);
  });

  it('refuses a PostgreSQL database that already holds data, and changes nothing', async () => {
    const full = loadEnv({
      DATA_DIR: path.join(root, 'second-try'),
      DATABASE_URL: target.DATABASE_URL,
    });
    const handle = await createDb({ databaseUrl: full.DATABASE_URL });
    try {
      const counts = await rowCounts(handle.db);
      await expect(restoreBackup({ ...full, file: before.backupFile })).rejects.toThrow(
        /The database of DATABASE_URL already holds data: restore only into an empty database \(it has \d+ tables, views or sequences: drizzle\.__drizzle_migrations, public\.ad_postings, public\.ad_reports, …\)/,
      );
      expect(await rowCounts(handle.db)).toEqual(counts);
    } finally {
      await handle.close();
    }
  });
  it('refuses a backup written before backups held their rows, saying what to do', async () => {
    const file = await changedBackup(before.backupFile, 'old', async (unpacked) => {
      await rm(path.join(unpacked, 'database', 'rows'), { recursive: true });
      await rm(path.join(unpacked, 'database', 'rows.json'));
    });
    const empty = await emptyPostgresTarget('from-old');

    await expect(restoreBackup({ ...empty, file })).rejects.toThrow(
      'This backup holds an embedded (PGlite) database written before backups could move to ' +
        'PostgreSQL: make a new backup with this version',
    );
    await expect(stat(empty.DATA_DIR)).rejects.toThrow(/ENOENT/);
    const handle = await createDb({ databaseUrl: empty.DATABASE_URL });
    try {
      expect(await rowCounts(handle.db)).toEqual({});
    } finally {
      await handle.close();
    }
  });

  it('leaves the PostgreSQL database and DATA_DIR as they were when the rows do not load', async () => {
    // An offer for an ad that is not there: the load fails late, after the migrations committed.
    const file = await changedBackup(before.backupFile, 'broken', async (unpacked) => {
      const offersFile = path.join(unpacked, 'database', 'rows', 'offers.jsonl');
      const [first = '', ...rest] = (await readFile(offersFile, 'utf8')).split('\n');
      const orphan = { ...(JSON.parse(first) as object), vehicle_id: 999_999_999 };
      await writeFile(offersFile, [JSON.stringify(orphan), ...rest].join('\n'));
    });
    const empty = await emptyPostgresTarget('from-broken');

    await expect(restoreBackup({ ...empty, file })).rejects.toThrow(
      /The backup's database did not load, so nothing was restored: .*offers/,
    );
    await expect(stat(empty.DATA_DIR)).rejects.toThrow(/ENOENT/);
    const handle = await createDb({ databaseUrl: empty.DATABASE_URL });
    try {
      const left = rowsOf<{ n: number }>(
        await handle.db.execute(sql`select (
          (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname not in ('pg_catalog', 'information_schema')
              and n.nspname not like 'pg_toast%')
          + (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'public')
          + (select count(*) from pg_type t join pg_namespace n on n.oid = t.typnamespace
            where n.nspname = 'public')
          + (select count(*) from pg_namespace where nspname = 'drizzle')
          + (select count(*) from pg_extension where extname = 'pg_trgm'))::int as n`),
      );
      expect(left).toEqual([{ n: 0 }]);
    } finally {
      await handle.close();
    }
  });
});

describe('copying a PostgreSQL site into the embedded database', () => {
  it('brings every row, search, media file and sign-in across, and new ids follow the old', async () => {
    const before = await siteBackedUp('postgres-site', false);
    const target = loadEnv({ DATA_DIR: path.join(root, 'on-pglite') });
    const summary = await restoreBackup({ ...target, file: before.backupFile });
    expect(summary).toMatchObject({ engine: 'postgres', into: 'pglite' });
    await expectSameSite(before, target);
  });
});
