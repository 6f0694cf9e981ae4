// `npm run bench`: measures search as buyers use it — thousands of distinct searches, cold (no
// search is asked twice in a measurement, and nothing caches answers) — beside a primary-key
// floor through the same stack in the same run, at 10 connections and at 1.
//
//   npm run bench                                   PGlite, 100,000 listings, seeded in a temp dir
//   npm run bench -- --data-dir /tmp/pgl100k        reuse (or create) a seeded PGlite folder
//   DATABASE_URL=postgres://…/postgres npm run bench -- --listings 1000000
//                                                   a throwaway database on that server
//   DATABASE_URL=postgres://…/mydb npm run bench -- --reuse   an already seeded database
//
// Bounded: each measurement sends at most its mix once and stops after --seconds; localhost only.
// Writes the results to docs/benchmarks.md between the markers of its engine.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SHAPES, buildMix } from './bench-mix.mjs';
import { startProductionServer } from './production-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '120' },
    seed: { type: 'string', default: '20261123' },
    'data-dir': { type: 'string' },
    reuse: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const searches = Number(values.searches);
const maxSeconds = Number(values.seconds);
const seed = Number(values.seed);

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

// ── The database ────────────────────────────────────────────────────────────────────────────────
const serverUrl = process.env.DATABASE_URL;
let databaseUrl = serverUrl;
let dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : undefined;
let cleanUp = async () => {};
let mustSeed = true;
if (serverUrl && values.reuse) {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-bench-media-'));
  cleanUp = () => rm(dataDir, { recursive: true, force: true });
  mustSeed = false;
} else if (serverUrl) {
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
} else if (dataDir) {
  mustSeed = !existsSync(path.join(dataDir, 'db'));
} else {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-bench-'));
  cleanUp = () => rm(dataDir, { recursive: true, force: true });
}
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const baseEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // A server on PostgreSQL needs a shared token key (decision 070); the benchmark signs nobody in.
  ACCESS_TOKEN_SECRET: process.env.ACCESS_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
};

// ── Load ────────────────────────────────────────────────────────────────────────────────────────
/**
 * Sends each path once, `connections` at a time, and records each answer's time. Bounded by the
 * paths given and by `maxSeconds`.
 */
async function drive(base, paths, connections) {
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const times = new Array(paths.length);
  let failures = 0;
  let next = 0;
  async function worker() {
    while (next < paths.length && performance.now() < deadline) {
      const at = next++;
      const sent = performance.now();
      try {
        const response = await fetch(base + paths[at]);
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
      times[at] = performance.now() - sent;
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { times, failures, elapsed, done: times.filter((t) => t !== undefined).length };
}

function stats(times, elapsed) {
  const sorted = times.filter((t) => t !== undefined).sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
  return {
    n: sorted.length,
    perSecond: elapsed ? sorted.length / elapsed : undefined,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

let server;
function startServer() {
  return startProductionServer({
    ...baseEnv,
    SEED_DEMO: 'false',
    BENCH_ROUTES: 'true',
    // Every search comes from one address: still counted (the cost is measured), never refused.
    LISTING_READS_PER_MINUTE: '100000000',
    LISTING_READS_PER_HOUR: '100000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
  });
}

const fmt = (value, digits = 0) =>
  value === undefined || Number.isNaN(value)
    ? ''
    : value.toLocaleString('en-US', {
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      });

try {
  console.log('\n== Building the API');
  run('npm', ['run', 'build', '--workspace', '@carmarket/api'], baseEnv);
  let seedSeconds;
  if (mustSeed) {
    console.log(`\n== Seeding ${values.listings} listings into ${engine}`);
    const started = Date.now();
    run('npm', ['run', 'seed', '--', '--listings', values.listings], baseEnv);
    seedSeconds = (Date.now() - started) / 1000;
    console.log(`Seeded in ${seedSeconds.toFixed(0)} s`);
  }

  server = await startServer();
  const get = async (url) => (await fetch(server.base + url)).json();
  const specs = await get('/api/vehicles/load-specs');
  const { cities } = await get('/api/cities');
  const { models } = await get('/api/vehicles/models');
  const live = (await get('/api/vehicles/search')).carsCount;
  const newest = (await get('/api/vehicles/search?sort=3')).cars[0]?.id ?? 1;
  const reference = { ...specs, cities, models };

  // Three disjoint mixes from one seed: a warm-up, the 10-connection run, the 1-connection run.
  const all = buildMix(reference, { seed, count: searches * 2 + 300 });
  const warmUp = all.slice(0, 300);
  const mixes = { 10: all.slice(300, 300 + searches), 1: all.slice(300 + searches) };
  const random = (await import('./bench-mix.mjs')).seeded(seed + 1);
  const floorPaths = (n) =>
    Array.from({ length: n }, () => `/api/bench/floor/${1 + Math.floor(random() * newest)}`);

  const load = os.loadavg()[0];
  console.log(`\n== ${live.toLocaleString('en-US')} live ads; load average ${load.toFixed(2)}`);
  await drive(
    server.base,
    warmUp.map((entry) => entry.path),
    4,
  );
  await drive(server.base, floorPaths(500), 4);

  const rows = [];
  for (const connections of [10, 1]) {
    const floor = await drive(server.base, floorPaths(searches), connections);
    const floorStats = stats(floor.times, floor.elapsed);
    const mix = mixes[connections];
    const result = await drive(
      server.base,
      mix.map((entry) => entry.path),
      connections,
    );
    const whole = stats(result.times, result.elapsed);
    const slowest = mix
      .map((entry, i) => [result.times[i] ?? 0, entry.path])
      .sort((a, b) => b[0] - a[0])
      .slice(0, 8);
    console.log(`Slowest at ${connections} connection(s):`);
    for (const [ms, url] of slowest) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${url}`);
    rows.push({ connections, label: 'primary-key floor', ...floorStats, failures: floor.failures });
    rows.push({
      connections,
      label: `search mix (${mix.length} distinct)`,
      ...whole,
      ratio: whole.perSecond / floorStats.perSecond,
      failures: result.failures,
    });
    for (const shape of Object.keys(SHAPES)) {
      const times = mix.map((entry, i) => (entry.shape === shape ? result.times[i] : undefined));
      rows.push({ connections, label: `· ${shape}`, ...stats(times), failures: undefined });
    }
    console.table(rows.filter((row) => row.connections === connections));
  }
  const loadAfter = os.loadavg()[0];

  const table = [
    '| Conn. | Measurement | n | req/s | p50 ms | p95 ms | p99 ms | search ÷ floor | non-2xx |',
    '| --: | --- | --: | --: | --: | --: | --: | --: | --: |',
    ...rows.map(
      (row) =>
        `| ${row.connections} | ${row.label} | ${fmt(row.n)} | ${fmt(row.perSecond)} | ${fmt(row.p50, 1)} | ${fmt(row.p95, 1)} | ${fmt(row.p99, 1)} | ${row.ratio === undefined ? '' : fmt(row.ratio, 3)} | ${row.failures ?? ''} |`,
    ),
  ].join('\n');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    `### ${engine}, ${live.toLocaleString('en-US')} live ads (${when} UTC)`,
    '',
    `Seed ${seed}; ${searches.toLocaleString('en-US')} distinct searches per measurement; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; load average ${load.toFixed(2)} before, ${loadAfter.toFixed(2)} after${seedSeconds ? `; seeded in ${seedSeconds.toFixed(0)} s` : ''}. Per-shape rows give latencies within the same run (their req/s is the mix's).`,
    '',
    table,
  ].join('\n');
  console.log(`\n${section}\n`);
  if (!values['no-write']) {
    const file = path.join(root, 'docs', 'benchmarks.md');
    const doc = await readFile(file, 'utf8');
    const start = `<!-- bench:${engine}:start -->`;
    const end = `<!-- bench:${engine}:end -->`;
    const block = `${start}\n${section}\n${end}`;
    const updated = doc.includes(start)
      ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
      : `${doc.trimEnd()}\n\n${block}\n`;
    await writeFile(file, updated);
    console.log(`Wrote ${path.relative(root, file)}`);
  }
} finally {
  if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
  await cleanUp();
}
