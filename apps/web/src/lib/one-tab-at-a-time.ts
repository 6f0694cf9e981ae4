/**
 * Runs `task` while no other tab of the site runs a task of the same name: the Web Locks API
 * where the browser has it (every current browser), else a lease in local storage that a tab
 * takes, checks it still holds after a moment, and gives back. The lease expires on its own, so
 * a tab closed midway blocks the others for seconds at most.
 */
export async function oneTabAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(name, task);
  }
  const release = await takeLease(`${name}.lease`);
  try {
    return await task();
  } finally {
    release();
  }
}

const LEASE_MS = 10_000;
const SETTLE_MS = 50;
const RETRY_MS = 100;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readLease(key: string): { owner: string; until: number } | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as { owner: string; until: number }) : null;
  } catch {
    return null;
  }
}

async function takeLease(key: string): Promise<() => void> {
  const owner = `${Date.now()}-${Math.random()}`;
  try {
    for (;;) {
      const held = readLease(key);
      if (!held || held.until < Date.now()) {
        localStorage.setItem(key, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
        // Two tabs may have written at once: the one whose write stayed holds the lease.
        await wait(SETTLE_MS);
        if (readLease(key)?.owner === owner) break;
      }
      await wait(RETRY_MS);
    }
  } catch {
    // Storage blocked: this tab cannot coordinate, and runs the task alone.
    return () => {};
  }
  return () => {
    if (readLease(key)?.owner === owner) localStorage.removeItem(key);
  };
}
