import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@carmarket/db/client';
import { preOrders } from '@carmarket/db/schema';
import {
  launchServerProcess,
  startServerProcess,
  stopServerProcesses,
} from './test/server-process';

let dataDir: string;

/** The real server process on the embedded database in `dataDir`. */
const launchServer = () => launchServerProcess({ env: { DATA_DIR: dataDir } });
const startServer = () => startServerProcess({ env: { DATA_DIR: dataDir } });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-server-'));
});
afterAll(async () => {
  await stopServerProcesses();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('stops at start with a sentence, and no stack, when MEDIA_S3_URL cannot be used', async () => {
    const server = launchServerProcess({
      env: { DATA_DIR: dataDir, MEDIA_S3_URL: 'https://s3.example.com/carmarket-media?region=x' },
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toBe(
      'Invalid environment:\n  MEDIA_S3_URL: must carry the access key and secret before the host (KEY:SECRET@host)\n',
    );
  });

  it('closes the embedded database on SIGTERM and finds its data again on the next start', async () => {
    const first = await startServer();
    const posted = await fetch(`${first.baseUrl}/api/pre-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ carName: 'Toyota Aqua 2016', contactEmail: 'buyer@example.com' }),
    });
    expect(posted.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // A second start on the same DATA_DIR serves again and keeps what the first one stored.
    const second = await startServer();
    const health = await fetch(`${second.baseUrl}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    const handle = await createDb({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const [stored] = await handle.db.select({ n: count() }).from(preOrders);
      expect(stored?.n).toBe(1);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('refuses a second server on the same DATA_DIR, and starts again after the first was killed', async () => {
    const first = await startServer();

    const second = launchServer();
    const refusedWith = await Promise.race([
      second.exited,
      second.ready.then(() => {
        throw new Error('a second server started on the same DATA_DIR');
      }),
    ]);
    expect(refusedWith).toBe(1);
    expect(second.output()).toContain(
      `The database in DATA_DIR (${path.join(dataDir, 'db')}) is in use by another process`,
    );
    expect(second.output()).not.toMatch(/Aborted|RuntimeError/);
    // The first server never noticed.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    // A server killed outright leaves its lock behind; the next start finds its process gone.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startServer();
    expect((await fetch(`${third.baseUrl}/api/health`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 60_000);
});
