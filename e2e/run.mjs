// `npm run test:e2e`: makes sure Chromium is there, builds, then runs Playwright against the
// production server on a free port with a throwaway DATA_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get install -y chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: running ${INSTALL}`);
    if (run('sh', ['-c', `apt-get update -qq && ${INSTALL}`]) !== 0 || !existsSync(chromium)) {
      console.error(`Could not install Chromium. Install it with: ${INSTALL}`);
      process.exit(1);
    }
  } else {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo ${INSTALL}`);
    process.exit(1);
  }
}

if (run('npm', ['run', 'build']) !== 0) process.exit(1);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}
const port = await freePort();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-e2e-'));

const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
  },
});
await rm(dataDir, { recursive: true, force: true });
process.exit(status);
