import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from './config/env';
import { startServerProcess, stopServerProcesses } from './test/server-process';
import { createScratchDatabase } from './test/test-database';
import { until } from './test/until';

/**
 * `npm start` sent SIGTERM stops the whole thing (issue 38, decision 125): npm passes the signal
 * to the shell it ran `node scripts/start.mjs` in, and the shell dies without passing it on, so
 * start.mjs must notice on its own and stop the server, which then closes its database.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
/** The server process `npm start` started, as its log names it, to end it if the test fails. */
let serverPid: number | undefined;

beforeAll(async () => {
  // What `npm start` would build first, built here so the test waits for the server only.
  const built = spawnSync(
    process.execPath,
    ['-e', "import('./scripts/build-state.mjs').then((m) => process.exit(m.buildWhatIsStale()))"],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('could not build what npm start runs');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-npm-start-'));
  const databaseUrl = loadEnv().DATABASE_URL;
  if (databaseUrl) scratch = await createScratchDatabase(databaseUrl);
});

afterAll(async () => {
  if (serverPid !== undefined) {
    try {
      process.kill(serverPid, 'SIGKILL');
    } catch {
      // Gone already, as it should be.
    }
  }
  await stopServerProcesses();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('stops the server, which closes its database, when npm is sent SIGTERM', async () => {
    const { DATABASE_URL: _unless, ...inherited } = process.env;
    const database: Record<string, string> = scratch
      ? { DATABASE_URL: scratch.url, ACCESS_TOKEN_SECRET: randomBytes(32).toString('hex') }
      : {};
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...database,
    };
    const child = spawn(npm, ['start'], {
      cwd: repoRoot,
      env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Every process of the tree writes to these pipes: they close when the last one has exited.
    const allExited = new Promise<void>((resolve) => child.on('close', () => resolve()));

    await until('the server to be ready', () => /CarMarket is ready at/.test(output), {
      deadlineMs: 120_000,
    });
    serverPid = Number(/"pid":(\d+)/.exec(output)?.[1]);

    child.kill('SIGTERM');
    await Promise.race([
      allExited,
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`the server still runs after npm was sent SIGTERM:\n${output}`)),
          40_000,
        ).unref(),
      ),
    ]);
    expect(output).toContain('SIGTERM received');
    expect(output).not.toContain('cutting them off');

    // The database is free: a server starts on it at once (on PGlite, its DATA_DIR lock).
    const next = await startServerProcess({ code: 'built', env });
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 240_000);
});
