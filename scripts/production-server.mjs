// The built API as `npm start` runs it, on a free local port: for the scripts that measure it
// (`npm run bench`, `npm run load`).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `apps/api/dist/server.js` with NODE_ENV=production and `env`, and resolves with the
 * child and its base URL once /api/health answers (within two minutes: a seed can be slow).
 */
export async function startProductionServer(env, { stdout = 'inherit' } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', stdout, 'inherit'],
    env: { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within two minutes');
}

/** Resident memory of a process in MB, from /proc (Linux): what the server holds of the machine. */
export function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}
