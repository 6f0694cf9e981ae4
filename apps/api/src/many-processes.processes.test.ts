import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@carmarket/db/client';
import { users, vehicles } from '@carmarket/db/schema';
import { DEMO_PASSWORD } from '@carmarket/db/seed/demo-data';
import { loadEnv } from './config/env';
import { registration, TEST_PASSWORD } from './test/accounts';
import { adFieldsFor, photo } from './test/ads';
import { startServerProcess, stopServerProcesses, type StartedServer } from './test/server-process';
import { createScratchDatabase } from './test/test-database';

/**
 * Two production servers (the built `dist/server.js`, NODE_ENV=production) on one PostgreSQL
 * database behave as one site (issue 15, decision 070): a token from one works on the other,
 * sign-in throttles are shared, and an ad enters or leaves search on both at once.
 * Run by `.ci/run` with DATABASE_URL set (`npm run test:processes`).
 */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');
const ADMIN = { email: 'processes-staff@example.lk', password: 'staff-password-123' };
const secret = randomBytes(32).toString('hex');

let databaseUrl: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let dataDir: string;
let handle: DbHandle;
const servers: StartedServer[] = [];

/** A production server on the shared database and media folder. */
async function startServer(): Promise<StartedServer> {
  const server = await startServerProcess({
    code: 'built',
    env: {
      DATABASE_URL: databaseUrl,
      ACCESS_TOKEN_SECRET: secret,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO_LISTINGS: '12',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  servers.push(server);
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
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-processes-'));

  // The first server migrates and seeds; the second finds the database ready.
  await startServer();
  await startServer();
  handle = await createDb({ databaseUrl, poolSize: 2 });
}, 240_000);

afterAll(async () => {
  await stopServerProcesses();
  await handle?.close();
  await scratch?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

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
