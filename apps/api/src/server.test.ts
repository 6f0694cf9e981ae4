import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@carmarket/db/client';
import { preOrders } from '@carmarket/db/schema';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
let dataDir: string;

/** Starts the real server process on the embedded database; resolves with its base URL. */
function startServer(): Promise<{ child: ChildProcess; baseUrl: string }> {
  // This test is about PGlite on disk, whatever engine the rest of the suite runs on.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [tsxCli, 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /CarMarket is ready at (http:\/\/localhost:\d+)/.exec(output);
      if (ready?.[1]) resolve({ child, baseUrl: ready[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-server-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('closes the embedded database on SIGTERM and finds its data again on the next start', async () => {
    const first = await startServer();
    const posted = await fetch(`${first.baseUrl}/api/pre-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ carName: 'Toyota Aqua 2016', contactEmail: 'buyer@example.com' }),
    });
    expect(posted.status).toBe(201);
    const firstExit = exitCode(first.child);
    first.child.kill('SIGTERM');
    expect(await firstExit).toBe(0);

    // A second start on the same DATA_DIR serves again and keeps what the first one stored.
    const second = await startServer();
    const health = await fetch(`${second.baseUrl}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });
    const secondExit = exitCode(second.child);
    second.child.kill('SIGINT');
    expect(await secondExit).toBe(0);

    const handle = await createDb({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const [stored] = await handle.db.select({ n: count() }).from(preOrders);
      expect(stored?.n).toBe(1);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
