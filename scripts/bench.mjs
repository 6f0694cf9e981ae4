// `npm run bench`: seeds 100,000 live listings into a temporary database (PGlite by default, a
// throwaway database on the server of DATABASE_URL otherwise), proves with EXPLAIN ANALYZE that
// every statement of the search mix uses an index, starts the production server and drives it
// with autocannon (bounded in requests and time, localhost only): a primary-key floor, the search
// mix with the answer cache as deployed, and the same mix with the cache off.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '10' },
    requests: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '30' },
    // Reuse a seeded PGlite DATA_DIR between runs (it is not deleted).
    'data-dir': { type: 'string' },
  },
});
const connections = Number(values.connections);
const amount = Number(values.requests);
const maxSeconds = Number(values.seconds);

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// ── The database ────────────────────────────────────────────────────────────────────────────────
const serverUrl = process.env.DATABASE_URL;
let databaseUrl;
let dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : undefined;
const keepDataDir = Boolean(dataDir);
let cleanUp = async () => {};
if (serverUrl) {
  const name = `carmarket_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-bench-media-'));
  cleanUp = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
    await rm(dataDir, { recursive: true, force: true });
  };
} else if (!dataDir) {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-bench-'));
  cleanUp = () => rm(dataDir, { recursive: true, force: true });
}

const baseEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  LOG_LEVEL: 'warn',
};
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';

let server;
try {
  console.log(`\n== Building the API`);
  run('npm', ['run', 'build', '--workspace', '@carmarket/api'], baseEnv);

  if (!keepDataDir || !existsSync(path.join(dataDir, 'db'))) {
    console.log(`\n== Seeding ${values.listings} live listings into ${engine}`);
    const started = Date.now();
    run('npm', ['run', 'seed', '--', '--listings', values.listings], baseEnv);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  console.log(`\n== EXPLAIN ANALYZE of every search in the mix`);
  const mixFile = path.join(os.tmpdir(), `carmarket-bench-mix-${process.pid}.json`);
  run('npx', ['tsx', 'apps/api/src/cli/bench-explain.ts', '--out', mixFile], baseEnv);
  const mix = JSON.parse(await readFile(mixFile, 'utf8'));
  await rm(mixFile, { force: true });

  async function startServer(extraEnv) {
    const port = await freePort();
    const child = spawn('node', ['apps/api/dist/server.js'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...baseEnv,
        ...extraEnv,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'false',
        BENCH_ROUTES: 'true',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      },
    });
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 240; attempt += 1) {
      if (child.exitCode !== null) throw new Error('the server exited');
      try {
        if ((await fetch(`${base}/api/health`)).ok) return { child, base };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the server did not start within a minute');
  }

  async function stopServer(running) {
    if (!running || running.child.exitCode !== null) return;
    const exited = new Promise((resolve) => running.child.once('exit', resolve));
    running.child.kill('SIGTERM');
    await exited;
  }

  /** One bounded autocannon run: at most `amount` requests and `maxSeconds` seconds. */
  function load(base, paths, requests = amount) {
    return new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections,
          amount: requests,
          timeout: 10,
          requests: paths.map((p) => ({ method: 'GET', path: p })),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      const timer = setTimeout(() => instance.stop(), maxSeconds * 1000);
      instance.on('done', () => clearTimeout(timer));
    });
  }

  const searchPaths = mix.map((query) => `/api/vehicles/search${query ? `?${query}` : ''}`);
  const rows = [];
  async function measure(label, base, paths) {
    // Warm-up: every path a few times, so JIT and page caches are not what is measured.
    await load(base, paths, paths.length * connections * 2);
    const result = await load(base, paths);
    const bad = result.non2xx + result.errors + result.timeouts;
    rows.push({
      label,
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      failures: bad,
    });
    return result;
  }

  console.log(`\n== Load: ${connections} connections, ${amount} requests or ${maxSeconds} s each`);
  server = await startServer({});
  const { cars } = await (await fetch(`${server.base}/api/vehicles/search?sort=3`)).json();
  const newest = cars[0]?.id ?? 1;
  const floorPaths = Array.from(
    { length: 20 },
    (_, i) => `/api/bench/floor/${1 + Math.floor(((newest - 1) * i) / 20)}`,
  );
  const floor = await measure('primary-key floor', server.base, floorPaths);
  const cached = await measure(`search mix (${mix.length}), cache on`, server.base, searchPaths);
  await stopServer(server);

  server = await startServer({ SEARCH_CACHE_TTL_MS: '0' });
  const cold = await measure(`search mix (${mix.length}), cache off`, server.base, searchPaths);
  await stopServer(server);
  server = undefined;

  console.log(`\n== Results on ${engine}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`);
  console.table(rows);
  const ratio = (result) => (result.requests.average / floor.requests.average).toFixed(2);
  console.log(`search ÷ floor (req/s): cache on ${ratio(cached)}, cache off ${ratio(cold)}`);
  console.log(
    `targets: search p99 under 50 ms (cache on ${cached.latency.p99} ms), ratio above 0.6 (${ratio(cached)})`,
  );
} finally {
  if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
  if (!keepDataDir) await cleanUp();
}
