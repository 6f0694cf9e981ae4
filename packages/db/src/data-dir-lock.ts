import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';

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
}

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
      return { pid: parsed.pid, hostname: parsed.hostname };
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
 * A lock that no running process holds: its process is gone (killed with SIGKILL, power cut),
 * or it carries this process's own pid without this process holding it (a container restarted
 * under the same pid). A lock from another machine on a shared folder cannot be checked: kept.
 */
function isStale(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return false;
  if (owner.pid === process.pid) return true;
  return !isRunning(owner.pid);
}

function describeOwner(lockPath: string, owner: LockOwner | undefined): string {
  if (!owner) return `lock file ${lockPath}`;
  if (owner.pid === process.pid) return `this process, pid ${owner.pid}`;
  return `pid ${owner.pid} on ${owner.hostname}; lock file ${lockPath}`;
}

/**
 * Takes the data directory for this process: a lock file created atomically (`wx`) holding our
 * pid. A stale lock is taken over; a live one throws `DataDirInUseError`. Returns the release.
 */
export function lockDataDir(pgliteDir: string): () => void {
  const lockPath = lockPathFor(pgliteDir);
  if (heldHere.has(lockPath)) {
    throw new DataDirInUseError(pgliteDir, describeOwner(lockPath, readOwner(lockPath)));
  }
  const content = JSON.stringify({ pid: process.pid, hostname: os.hostname() });

  // Two tries: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, content, { flag: 'wx', mode: 0o600 });
      heldHere.add(lockPath);
      return () => release(lockPath, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    if (!owner || !isStale(owner)) {
      throw new DataDirInUseError(pgliteDir, describeOwner(lockPath, owner));
    }
    takeOverStale(lockPath, owner);
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
  if (moved && (moved.pid !== stale.pid || moved.hostname !== stale.hostname)) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // Someone else holds the directory now; the retry reports them.
    }
  }
  unlinkSync(aside);
}

function release(lockPath: string, content: string): void {
  if (!heldHere.delete(lockPath)) return;
  try {
    if (readFileSync(lockPath, 'utf8') === content) unlinkSync(lockPath);
  } catch {
    // Already gone: nothing to release.
  }
}
