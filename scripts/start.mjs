// `npm start`: builds what is missing or out of date, then runs the production server, which
// migrates, seeds an empty database and serves http://localhost:3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhatIsStale } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

const built = buildWhatIsStale();
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});

let stopping = false;
/** Asks the server to stop cleanly (it drains and closes the database, decision 125). */
function stopServer() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
}

// Ctrl+C reaches the server through the terminal; a SIGTERM sent to this process is passed on.
// Either way this process waits for the server to close the database before it exits.
process.on('SIGINT', () => {});
process.on('SIGTERM', stopServer);

// `npm start` runs this through a shell, and a SIGTERM sent to npm reaches only that shell, which
// dies without passing it on (issue 38): the server would run on, holding the database. A parent
// that has changed (this process handed to init or a subreaper) is the same request to stop.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid !== parent) stopServer();
}, 500);

server.on('exit', (code, signal) => {
  clearInterval(orphaned);
  process.exit(code ?? (signal ? 1 : 0));
});
