// `npm start`: builds what is missing or out of date, then runs the production server, which
// migrates, seeds an empty database and serves http://localhost:3000.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, writeStamp } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const at = (...parts) => path.join(root, ...parts);

const builds = [
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

for (const build of builds) {
  if (!isStale(build.stamp, build.sources)) continue;
  console.log(`Building ${build.workspace}…`);
  const result = spawnSync(npm, ['run', 'build', '--workspace', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeStamp(build.stamp);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});

// Ctrl+C reaches the server through the terminal; a SIGTERM sent to this process is passed on.
// Either way this process waits for the server to close the database before it exits.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
