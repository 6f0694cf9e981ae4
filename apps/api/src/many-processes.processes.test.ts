import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@carmarket/db/client';
import { users, vehicleRevisions, vehicles } from '@carmarket/db/schema';
import { EDIT_KEEP_PHOTOS_FIELD } from '@carmarket/shared/ad-lifecycle';
import { DEMO_PASSWORD } from '@carmarket/db/seed/demo-data';
import { loadEnv } from './config/env';
import { registration, TEST_PASSWORD } from './test/accounts';
import { adFieldsFor, adPhotoRows, listFiles, photo, type UploadFile } from './test/ads';
import { startServerProcess, stopServerProcesses, type StartedServer } from './test/server-process';
import { createScratchDatabase } from './test/test-database';
import { startTestS3Server, type TestS3Server } from './test/test-s3-server';
import { createS3MediaStorage } from './modules/media/s3-media-storage';

/**
 * Two production servers (the built `dist/server.js`, NODE_ENV=production) as two machines: each
 * its own DATA_DIR, both on one PostgreSQL database and one S3-compatible store (a real s3rver),
 * behave as one site (issues 15 and 34, decisions 070 and 124): a token from one works on the
 * other, sign-in throttles are shared, an ad enters or leaves search on both at once, media
 * stored by one are served by the other, and one's start-up sweep deletes nothing the other needs.
 * Run by `.ci/run` with DATABASE_URL set (`npm run test:processes`).
 */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');
const ADMIN = { email: 'processes-staff@example.lk', password: 'staff-password-123' };
const secret = randomBytes(32).toString('hex');

let databaseUrl: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let dataDirs: [string, string];
let s3: TestS3Server;
let store: ReturnType<typeof createS3MediaStorage>;
let handle: DbHandle;
/** The first and the second machine's server, in that order. */
const servers: StartedServer[] = [];

/** A production server on the shared database and store, with a DATA_DIR of its own. */
async function startServer(dataDir: string): Promise<StartedServer> {
  const server = await startServerProcess({
    code: 'built',
    env: {
      DATABASE_URL: databaseUrl,
      ACCESS_TOKEN_SECRET: secret,
      DATA_DIR: dataDir,
      MEDIA_S3_URL: s3.url,
      SEED_DEMO: 'true',
      DEMO_LISTINGS: '12',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  return server;
}

async function call(server: StartedServer, url: string, init: RequestInit = {}) {
  return fetch(`${server.baseUrl}${url}`, init);
}

function json(body: unknown, token?: string): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  };
}

async function signIn(server: StartedServer, email: string, password: string) {
  return call(server, '/api/auth/login', json({ email, password }));
}

async function tokenOf(server: StartedServer, email: string, password: string): Promise<string> {
  const response = await signIn(server, email, password);
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function searchIds(server: StartedServer, query: string): Promise<number[]> {
  const response = await call(server, `/api/vehicles/search?query=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { cars: { id: number }[] }).cars.map((car) => car.id);
}

beforeAll(async () => {
  const url = loadEnv().DATABASE_URL;
  if (!url) {
    throw new Error(
      'This suite starts two servers on one PostgreSQL database: set DATABASE_URL (see .ci/run).',
    );
  }
  // The servers run what `npm start` runs: the API as built.
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@carmarket/api'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('could not build the API');

  scratch = await createScratchDatabase(url);
  databaseUrl = scratch.url;
  dataDirs = [
    await mkdtemp(path.join(os.tmpdir(), 'carmarket-processes-a-')),
    await mkdtemp(path.join(os.tmpdir(), 'carmarket-processes-b-')),
  ];
  s3 = await startTestS3Server();
  store = createS3MediaStorage({ store: s3.store });

  // The first server migrates and seeds; the second finds the database ready.
  servers.push(await startServer(dataDirs[0]));
  servers.push(await startServer(dataDirs[1]));
  handle = await createDb({ databaseUrl, poolSize: 2 });
}, 240_000);

afterAll(async () => {
  await stopServerProcesses();
  await handle?.close();
  await scratch?.drop();
  store?.client.destroy();
  await s3?.close();
  for (const dir of dataDirs ?? []) await rm(dir, { recursive: true, force: true });
}, 60_000);

/** A multipart request with the form's fields and files, as the web app sends it. */
async function sendForm(
  server: StartedServer,
  url: string,
  init: { method: 'POST' | 'PUT'; token: string },
  fields: Record<string, string>,
  files: Record<string, UploadFile>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([file.data], { type: file.type }), file.filename);
  }
  return call(server, url, {
    method: init.method,
    headers: { authorization: `Bearer ${init.token}` },
    body: form,
  });
}

const livePhotos = (adId: number) => adPhotoRows(handle.db, adId);

/** Every file of some photos: each photo and its variants. */
function filesOf(photos: Array<{ storageKey: string; variants: Partial<Record<string, string>> }>) {
  return photos.flatMap((item) => [
    item.storageKey,
    ...Object.values(item.variants).filter((key): key is string => !!key),
  ]);
}

/** Expects `server` to serve each file at /media with the bytes the store holds. */
async function expectServed(server: StartedServer, keys: string[]) {
  expect(keys.length, 'files to check').toBeGreaterThan(0);
  for (const key of keys) {
    const response = await call(server, `/media/${key}`);
    expect(response.status, key).toBe(200);
    const stored = await store.read(key);
    expect(stored, key).toBeDefined();
    expect(Buffer.from(await response.arrayBuffer()).equals(stored!), key).toBe(true);
  }
}

/** Every key the store holds. */
async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list()) keys.push(key);
  return keys.sort();
}

/** Posting needs a verified mobile number (issue 36): set in the database, as `signUpAndIn` does. */
async function verifyPhoneOf(email: string): Promise<void> {
  await handle.db
    .update(users)
    .set({ phoneVerifiedAt: new Date() })
    .where(eq(users.email, email.toLowerCase()));
}

describe('two API processes on one PostgreSQL', () => {
  it('accept each other’s access tokens', async () => {
    const [first, second] = servers as [StartedServer, StartedServer];
    const details = registration();
    expect((await call(first, '/api/auth/register', json(details))).status).toBe(201);
    const token = await tokenOf(first, details.email, TEST_PASSWORD);
    const me = await call(second, '/api/users/get-user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(details.email);
  });

  it('rotate one session between them, and a credential replayed on the other ends it', async () => {
    const [first, second] = servers as [StartedServer, StartedServer];
    const details = registration();
    expect((await call(first, '/api/auth/register', json(details))).status).toBe(201);
    const login = await signIn(first, details.email, TEST_PASSWORD);
    expect(login.status).toBe(200);
    const refresh = (server: StartedServer, credential: string) =>
      call(server, '/api/auth/refresh', {
        method: 'POST',
        headers: { cookie: `carmarket_session=${credential}` },
      });
    const credentialOf = (response: Response) =>
      /^carmarket_session=([^;]+)/.exec(
        response.headers.getSetCookie().find((c) => c.startsWith('carmarket_session=')) ?? '',
      )?.[1] ?? '';

    const signedIn = credentialOf(login);
    const onSecond = await refresh(second, signedIn);
    expect(onSecond.status).toBe(200);
    const rotated = credentialOf(onSecond);
    expect(rotated).not.toBe(signedIn);
    const onFirst = await refresh(first, rotated);
    expect(onFirst.status).toBe(200);
    const { accessToken } = (await onFirst.json()) as { accessToken: string };

    // The credential the second process rotated, presented again on the first: the session ends
    // for both processes, tokens included.
    const replayed = await refresh(first, signedIn);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ code: 'session_replayed' });
    expect((await refresh(second, credentialOf(onFirst))).status).toBe(401);
    const me = await call(second, '/api/users/get-user', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(403);
  });

  it('share one sign-in throttle', async () => {
    const [first, second] = servers as [StartedServer, StartedServer];
    const details = registration();
    expect((await call(second, '/api/auth/register', json(details))).status).toBe(201);
    // Ten wrong passwords, half on each process, from this one address.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const server = attempt % 2 ? first : second;
      expect((await signIn(server, details.email, `guess-${attempt}`)).status).toBe(401);
    }
    for (const server of [first, second]) {
      const blocked = await signIn(server, details.email, TEST_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    }
  });

  it('take a sold ad out of search on both at once', async () => {
    const [first, second] = servers as [StartedServer, StartedServer];
    const [ad] = await handle.db
      .select({ id: vehicles.id, title: vehicles.title, email: users.email })
      .from(vehicles)
      .innerJoin(users, eq(users.id, vehicles.userId))
      .where(and(eq(vehicles.status, 'active'), sql`${users.email} like '%@demo.carmarket.lk'`))
      .limit(1);
    if (!ad) throw new Error('the demo seed has no live ad');
    for (const server of [first, second]) {
      expect((await call(server, `/api/vehicles/${ad.id}`)).status).toBe(200);
      expect(await searchIds(server, ad.title)).toContain(ad.id);
    }

    const token = await tokenOf(first, ad.email, DEMO_PASSWORD);
    const sold = await call(first, `/api/me/listings/${ad.id}/sold`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sold.status).toBe(204);

    for (const server of [second, first]) {
      expect(await searchIds(server, ad.title)).not.toContain(ad.id);
    }
  });

  it('put an approved ad into search on both at once, and take it out at its expiry', async () => {
    const [first, second] = servers as [StartedServer, StartedServer];
    const seller = registration();
    expect((await call(second, '/api/auth/register', json(seller))).status).toBe(201);
    await verifyPhoneOf(seller.email);
    const sellerToken = await tokenOf(second, seller.email, TEST_PASSWORD);
    const fields = (await adFieldsFor(handle.db))({ title: 'Toyota Aqua Processcheck 2016' });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const picture = await photo();
    form.append('img1', new Blob([picture.data], { type: picture.type }), picture.filename);
    const posted = await call(second, '/api/vehicles/new-ad', {
      method: 'POST',
      headers: { authorization: `Bearer ${sellerToken}` },
      body: form,
    });
    expect(posted.status).toBe(201);
    const adId = ((await posted.json()) as { id: number }).id;
    for (const server of [first, second]) {
      expect(await searchIds(server, 'Processcheck')).not.toContain(adId);
    }

    const staffToken = await tokenOf(first, ADMIN.email, ADMIN.password);
    const approved = await call(first, `/api/admin/ads/${adId}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(approved.status).toBeLessThan(300);
    for (const server of [second, first]) {
      expect(await searchIds(server, 'Processcheck')).toContain(adId);
    }

    // Its expiry passes (moved, rather than waited for): no process serves it a moment longer.
    await handle.db
      .update(vehicles)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vehicles.id, adId));
    for (const server of [first, second]) {
      expect(await searchIds(server, 'Processcheck')).not.toContain(adId);
      // It was public, so its page says it has ended (decision 092).
      expect((await call(server, `/api/vehicles/${adId}`)).status).toBe(410);
    }
  });
});

describe('two machines with their own DATA_DIR on one S3 store', () => {
  let seller: { email: string; token: string };
  let adId: number;

  it('serve on the second the photos posted on the first', async () => {
    const [first, second] = servers as [StartedServer, StartedServer];
    const details = registration();
    expect((await call(first, '/api/auth/register', json(details))).status).toBe(201);
    await verifyPhoneOf(details.email);
    seller = { email: details.email, token: await tokenOf(first, details.email, TEST_PASSWORD) };
    const fields = (await adFieldsFor(handle.db))({ title: 'Honda Vezel Storecheck 2018' });
    const posted = await sendForm(
      first,
      '/api/vehicles/new-ad',
      { method: 'POST', token: seller.token },
      fields,
      {
        img1: await photo('front.jpg', { colour: '#2255aa' }),
        img2: await photo('side.jpg', { colour: '#aa5522' }),
      },
    );
    expect(posted.status).toBe(201);
    adId = ((await posted.json()) as { id: number }).id;

    await expectServed(second, filesOf(await livePhotos(adId)));
    // The store holds them: neither machine's disk has a media file.
    for (const dir of dataDirs) expect(await listFiles(path.join(dir, 'media'))).toEqual([]);
  });

  it('serve on the first an edit’s new photos uploaded and approved on the second', async () => {
    const [first, second] = servers as [StartedServer, StartedServer];
    const staffToken = await tokenOf(second, ADMIN.email, ADMIN.password);
    const staff = { authorization: `Bearer ${staffToken}` };
    const approved = await call(second, `/api/admin/ads/${adId}/approve`, {
      method: 'POST',
      headers: staff,
    });
    expect(approved.status).toBe(204);
    const before = await livePhotos(adId);
    const kept = before[0]?.storageKey;
    expect(before).toHaveLength(2);
    if (!kept) throw new Error('the ad has no photo');

    const edited = await sendForm(
      second,
      `/api/me/listings/${adId}`,
      { method: 'PUT', token: seller.token },
      {
        ...(await adFieldsFor(handle.db))({ title: 'Honda Vezel Storecheck 2018' }),
        [EDIT_KEEP_PHOTOS_FIELD]: kept,
      },
      { img1: await photo('new-front.jpg', { colour: '#22aa55' }) },
    );
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ outcome: 'review' });
    const approvedEdit = await call(second, `/api/admin/ad-edits/${adId}/approve`, {
      method: 'POST',
      headers: staff,
    });
    expect(approvedEdit.status).toBe(204);

    const added = filesOf(await livePhotos(adId)).filter((key) => !filesOf(before).includes(key));
    expect(added.length).toBeGreaterThan(1);
    await expectServed(first, added);
    // The ad's page on the first machine links photos it serves.
    const page = (await (await call(first, `/api/vehicles/${adId}`)).json()) as {
      images: { path: string }[];
    };
    expect(page.images).toHaveLength(2);
    for (const image of page.images) {
      expect((await fetch(`${first.baseUrl}${image.path}`)).status, image.path).toBe(200);
    }
  });

  it('restart the first, whose start-up sweep deletes nothing the second needs', async () => {
    const [first, second] = servers as [StartedServer, StartedServer];
    // An edit waiting for staff: its new photos are referenced by the waiting edit alone.
    const kept = (await livePhotos(adId))[0]?.storageKey;
    const waiting = await sendForm(
      second,
      `/api/me/listings/${adId}`,
      { method: 'PUT', token: seller.token },
      {
        ...(await adFieldsFor(handle.db))({ title: 'Honda Vezel Storecheck 2018' }),
        [EDIT_KEEP_PHOTOS_FIELD]: kept ?? '',
      },
      { img1: await photo('waiting.jpg', { colour: '#5522aa' }) },
    );
    expect(waiting.status).toBe(200);
    const [revision] = await handle.db
      .select({ photos: vehicleRevisions.photos })
      .from(vehicleRevisions)
      .where(eq(vehicleRevisions.vehicleId, adId));
    const waitingFiles = filesOf(revision?.photos ?? []);
    expect(waitingFiles.length).toBeGreaterThan(0);

    // A crash's leftover that no row names. Everything is dated two hours back, past the hour
    // within which the sweep leaves files alone (another machine's upload may be committing).
    const orphan = 'ads/left-by-a-crash/photo-1.webp';
    await store.put(orphan, Buffer.from('no row names this'));
    const before = await storedKeys();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const key of before) await s3.setModified(key, twoHoursAgo);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const restarted = await startServer(dataDirs[0]);
    servers[0] = restarted;
    expect(restarted.output()).toMatch(/Start-up sweep: .* 1 unreferenced media file\(s\) removed/);

    expect(await storedKeys()).toEqual(before.filter((key) => key !== orphan));
    await expectServed(second, [...filesOf(await livePhotos(adId)), ...waitingFiles]);
    await expectServed(restarted, filesOf(await livePhotos(adId)));
  });
});
