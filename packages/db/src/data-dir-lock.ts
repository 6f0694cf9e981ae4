import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Thrown when another process (or another handle in this one) has the PGlite directory open.
 * PGlite has no lock of its own: a second process on the same files runs happily and the two
 * overwrite each other's pages, so accepted writes vanish.
 */
export class DataDirInUseError extends Error {
  constructor(pgliteDir: string, owner: string) {
    super(
      `The database in DATA_DIR (${pgliteDir}) is in use by another process (${owner}). ` +
        'Stop that process first (a running CarMarket server, seed, migrate, backup or restore), ' +
        'or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

interface LockOwner {
  pid: number;
  hostname: string;
  /** Names this holding of the lock; absent in locks written before heartbeats. */
  token?: string;
  /** When the holder last said it is alive (ISO); absent in locks written before heartbeats. */
  heartbeatAt?: string;
}

/** How often a holder renews its heartbeat, and how old one must be to prove its holder gone. */
export const LOCK_HEARTBEAT = { everyMs: 15_000, goneAfterMs: 60_000 } as const;

/** Lock files this process holds, so a second handle on the same directory is refused too. */
const heldHere = new Set<string>();

/** The lock file beside (not inside) the data directory, so no dump or copy ever carries it. */
export function lockPathFor(pgliteDir: string): string {
  return `${pgliteDir}.lock`;
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string') {
      return {
        pid: parsed.pid,
        hostname: parsed.hostname,
        ...(typeof parsed.token === 'string' ? { token: parsed.token } : {}),
        ...(typeof parsed.heartbeatAt === 'string' ? { heartbeatAt: parsed.heartbeatAt } : {}),
      };
    }
  } catch {
    // Unreadable or half-written: treated below as a lock someone is taking right now.
  }
  return undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock that no running process holds. Its holder renews a heartbeat every 15 seconds from a
 * thread of its own (so a long query on the main thread does not stop it): a heartbeat older
 * than a minute proves the holder gone, whatever machine wrote it and whatever now runs under
 * its pid (a recycled pid, a container restarted under the same one). Without a fresh heartbeat
 * to go by, a lock on this machine is stale when its process is not running or is this very
 * process not holding it; a lock another machine wrote before heartbeats existed cannot be
 * checked and is kept (README, "One process at a time").
 */
function isStale(owner: LockOwner, now: Date): boolean {
  if (owner.heartbeatAt !== undefined) {
    const beat = Date.parse(owner.heartbeatAt);
    if (!Number.isFinite(beat) || now.getTime() - beat > LOCK_HEARTBEAT.goneAfterMs) return true;
  }
  if (owner.hostname !== os.hostname()) return false;
  if (owner.pid === process.pid) return true;
  return !isRunning(owner.pid);
}

/**
 * The holder's heartbeat, on a worker thread: every `everyMs` the lock file is rewritten whole
 * (a new file renamed over it) with the time, while it still carries this holding's token. The
 * thread never keeps the process alive, and dies with it, so a killed process stops beating.
 */
function startHeartbeat(lockPath: string, owner: LockOwner, everyMs: number): Worker {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
    const fs = require('node:fs');
    const { lockPath, owner, everyMs } = workerData;
    const timer = setInterval(() => {
      try {
        const held = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
        if (held.token !== owner.token) return clearInterval(timer);
        const next = lockPath + '.' + owner.token + '.beat';
        fs.writeFileSync(next, JSON.stringify({ ...owner, heartbeatAt: new Date().toISOString() }), { mode: 0o600 });
        fs.renameSync(next, lockPath);
      } catch {
        // Released meanwhile, or the disk is briefly unwritable: the next beat tries again.
      }
    }, everyMs);`,
    { eval: true, workerData: { lockPath, owner, everyMs } },
  );
  worker.unref();
  return worker;
}

function describeOwner(lockPath: string, owner: LockOwner | undefined): string {
  if (!owner) return `lock file ${lockPath}`;
  if (owner.pid === process.pid) return `this process, pid ${owner.pid}`;
  return `pid ${owner.pid} on ${owner.hostname}; lock file ${lockPath}`;
}

/**
 * Takes the data directory for this process: a lock file created atomically (`wx`) holding our
 * pid, host name, a token for this holding and a heartbeat renewed while we hold it. A stale lock
 * is taken over; a live one throws `DataDirInUseError`. Returns the release.
 */
export function lockDataDir(
  pgliteDir: string,
  options: { heartbeatEveryMs?: number } = {},
): () => void {
  const lockPath = lockPathFor(pgliteDir);
  if (heldHere.has(lockPath)) {
    throw new DataDirInUseError(pgliteDir, describeOwner(lockPath, readOwner(lockPath)));
  }
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    token: randomBytes(12).toString('hex'),
  };

  // Two tries: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const content = { ...owner, heartbeatAt: new Date().toISOString() };
      writeFileSync(lockPath, JSON.stringify(content), { flag: 'wx', mode: 0o600 });
      heldHere.add(lockPath);
      const heartbeat = startHeartbeat(
        lockPath,
        owner,
        options.heartbeatEveryMs ?? LOCK_HEARTBEAT.everyMs,
      );
      return () => {
        void heartbeat.terminate();
        release(lockPath, owner);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readOwner(lockPath);
    if (!found || !isStale(found, new Date())) {
      throw new DataDirInUseError(pgliteDir, describeOwner(lockPath, found));
    }
    takeOverStale(lockPath, found);
  }
  throw new DataDirInUseError(pgliteDir, describeOwner(lockPath, readOwner(lockPath)));
}

/**
 * Removes a stale lock only if it is still the one judged stale: it is first renamed to a name
 * of our own (atomic), and a fresh lock another starter wrote meanwhile is put back.
 */
function takeOverStale(lockPath: string, stale: LockOwner): void {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (
    moved &&
    (moved.pid !== stale.pid || moved.hostname !== stale.hostname || moved.token !== stale.token)
  ) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // Someone else holds the directory now; the retry reports them.
    }
  }
  unlinkSync(aside);
}

function release(lockPath: string, owner: LockOwner): void {
  if (!heldHere.delete(lockPath)) return;
  try {
    if (readOwner(lockPath)?.token === owner.token) unlinkSync(lockPath);
  } catch {
    // Already gone: nothing to release.
  }
}
