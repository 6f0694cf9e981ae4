import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from './client';
import { DataDirInUseError, lockDataDir, lockPathFor } from './data-dir-lock';

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

async function writeLock(pid: number, hostname = os.hostname(), heartbeatAt?: Date) {
  await writeFile(
    lockPathFor(pgliteDir),
    JSON.stringify({
      pid,
      hostname,
      ...(heartbeatAt ? { token: 'someone-else', heartbeatAt: heartbeatAt.toISOString() } : {}),
    }),
  );
}

const MINUTE = 60_000;

async function readLock() {
  return JSON.parse(await readFile(lockPathFor(pgliteDir), 'utf8')) as {
    pid: number;
    token: string;
    heartbeatAt: string;
  };
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

  it('keeps a lock written on another machine without a heartbeat, which it cannot check', async () => {
    await writeLock(1, 'another-machine.example');
    await expect(createDb({ pgliteDir })).rejects.toThrow(/pid 1 on another-machine\.example/);
  });

  it("keeps another machine's lock while its heartbeat is fresh, and takes it over once it is a minute old (issue 29)", async () => {
    await writeLock(1, 'another-machine.example', new Date(Date.now() - 20_000));
    await expect(createDb({ pgliteDir })).rejects.toThrow(/pid 1 on another-machine\.example/);

    await writeLock(1, 'another-machine.example', new Date(Date.now() - MINUTE - 5_000));
    const handle = await createDb({ pgliteDir });
    try {
      const lock = JSON.parse(await readFile(lockPathFor(pgliteDir), 'utf8')) as { pid: number };
      expect(lock.pid).toBe(process.pid);
    } finally {
      await handle.close();
    }
  });

  it('takes over a lock whose pid now belongs to another running process, once its heartbeat is old (issue 29)', async () => {
    // The machine restarted and reused the pid: the process is running, but it is not ours.
    const recycled = otherProcess();
    try {
      await writeLock(recycled.pid, os.hostname(), new Date(Date.now() - 5 * MINUTE));
      const handle = await createDb({ pgliteDir });
      await handle.close();
    } finally {
      await recycled.stop();
    }
  });

  it('renews its own heartbeat while it holds the directory, and stops when it lets go', async () => {
    const release = lockDataDir(pgliteDir, { heartbeatEveryMs: 20 });
    try {
      const first = await readLock();
      await vi.waitFor(async () => {
        expect((await readLock()).heartbeatAt).not.toBe(first.heartbeatAt);
      });
      expect(await readLock()).toMatchObject({ pid: process.pid, token: first.token });
    } finally {
      release();
    }
    await expect(readFile(lockPathFor(pgliteDir))).rejects.toThrow(/ENOENT/);
  });
});
