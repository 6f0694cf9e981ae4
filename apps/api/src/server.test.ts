import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@carmarket/db/client';
import { preOrders } from '@carmarket/db/schema';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dataDir: string;
/** Every process started, so a failing test leaves none running. */
const launched: ChildProcess[] = [];

/** The real server process on the embedded database in `dataDir`, with what it prints. */
function launchServer() {
  // This test is about PGlite on disk, whatever engine the rest of the suite runs on.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  // tsx as a loader, not its CLI: one process, so SIGKILL kills the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
  launched.push(child);
  let output = '';
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /CarMarket is ready at (http:\/\/localhost:\d+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  // Whoever does not wait for `ready` must not see its rejection as unhandled.
  ready.catch(() => {});
  return { child, ready, exited };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

/** Starts the real server process; resolves once it serves. */
async function startServer(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const server = launchServer();
  return { child: server.child, baseUrl: await server.ready };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-server-'));
});
afterAll(async () => {
  for (const child of launched) if (child.exitCode === null) child.kill('SIGKILL');
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

  it('refuses a second server on the same DATA_DIR, and starts again after the first was killed', async () => {
    const first = await startServer();

    const second = launchServer();
    const refused = await Promise.race([
      second.exited,
      second.ready.then(() => {
        throw new Error('a second server started on the same DATA_DIR');
      }),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `The database in DATA_DIR (${path.join(dataDir, 'db')}) is in use by another process`,
    );
    expect(refused.output).not.toMatch(/Aborted|RuntimeError/);
    // The first server never noticed.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    // A server killed outright leaves its lock behind; the next start finds its process gone.
    const firstExit = exitCode(first.child);
    first.child.kill('SIGKILL');
    await firstExit;
    const third = await startServer();
    expect((await fetch(`${third.baseUrl}/api/health`)).status).toBe(200);
    const thirdExit = exitCode(third.child);
    third.child.kill('SIGTERM');
    expect(await thirdExit).toBe(0);
  }, 60_000);
});
