// Decides whether a workspace's build output is missing or older than its sources, and builds
// what is (`npm start`, `npm run bench:web`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const at = (...parts) => path.join(root, ...parts);

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

/** The production build: each workspace, its stamp and the sources it is built from. */
export const BUILDS = [
  {
    workspace: '@carmarket/web',
    stamp: at('apps/web/dist/.build-stamp'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('packages/shared/src'),
    ],
  },
  {
    workspace: '@carmarket/api',
    stamp: at('apps/api/dist/.build-stamp'),
    sources: [
      at('apps/api/src'),
      at('apps/api/tsup.config.ts'),
      at('packages/db/src'),
      at('packages/shared/src'),
    ],
  },
];

/** Builds each workspace whose output is missing or stale; returns npm's failing exit code, or 0. */
export function buildWhatIsStale() {
  for (const build of BUILDS) {
    if (!isStale(build.stamp, build.sources)) continue;
    console.log(`Building ${build.workspace}…`);
    const result = spawnSync(npm, ['run', 'build', '--workspace', build.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) return result.status ?? 1;
    writeStamp(build.stamp);
  }
  return 0;
}
