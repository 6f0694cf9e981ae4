// Decides whether a workspace's build output is missing or older than its sources.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.turbo', 'test-results']);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `stamp` is missing or any file under `sources` changed after it was written. */
export function isStale(stamp, sources) {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

export function writeStamp(stamp) {
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}
