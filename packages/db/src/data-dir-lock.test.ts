import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from './client';
import { DataDirInUseError, lockPathFor } from './data-dir-lock';

let dataDir: string;
let pgliteDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-lock-'));
  pgliteDir = path.join(dataDir, 'db');
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Another Node process that stays alive until killed. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { pid: child.pid!, stop: async () => (child.kill('SIGKILL'), exited) };
}

async function writeLock(pid: number, hostname = os.hostname()) {
  await writeFile(lockPathFor(pgliteDir), JSON.stringify({ pid, hostname }));
}

describe('the PGlite data directory lock', () => {
  it('refuses a second handle on the same directory until the first is closed', async () => {
    const first = await createDb({ pgliteDir });
    await expect(createDb({ pgliteDir })).rejects.toThrow(DataDirInUseError);
    await first.close();

    const again = await createDb({ pgliteDir });
    await again.close();
    await expect(readFile(lockPathFor(pgliteDir))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a directory whose lock belongs to a running process, naming it', async () => {
    const other = otherProcess();
    try {
      await writeLock(other.pid);
      await expect(createDb({ pgliteDir })).rejects.toThrow(
        `The database in DATA_DIR (${pgliteDir}) is in use by another process (pid ${other.pid}`,
      );
    } finally {
      await other.stop();
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const gone = otherProcess();
    await gone.stop();
    await writeLock(gone.pid);

    const handle = await createDb({ pgliteDir });
    try {
      const lock = JSON.parse(await readFile(lockPathFor(pgliteDir), 'utf8')) as { pid: number };
      expect(lock.pid).toBe(process.pid);
    } finally {
      await handle.close();
    }
  });

  it('keeps a lock written on another machine, which it cannot check', async () => {
    await writeLock(1, 'another-machine.example');
    await expect(createDb({ pgliteDir })).rejects.toThrow(/pid 1 on another-machine\.example/);
  });
});
