// `npm run bench`: measures search as buyers use it — thousands of distinct searches, cold (no
// search is asked twice in a measurement, and nothing caches answers) — beside a primary-key
// floor through the same stack in the same run, at 10 connections and at 1; then the same
// searches as the Buy Car pages a browser opens (HTML), and the server's memory over 10,000
// distinct pages (issue 31).
//
//   npm run bench                                   PGlite, 100,000 listings, seeded in a temp dir
//   npm run bench -- --data-dir /tmp/pgl100k        reuse (or create) a seeded PGlite folder
//   DATABASE_URL=postgres://…/postgres npm run bench -- --listings 1000000
//                                                   a throwaway database on that server
//   DATABASE_URL=postgres://…/mydb npm run bench -- --reuse   an already seeded database
//
// Bounded: each measurement sends at most its mix once and stops after --seconds; the memory
// measurement sends --memory-renders pages and stops after --memory-seconds; localhost only.
// Fails on any 5xx page. Writes the results to docs/benchmarks.md between its engine's markers.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { fmt, writeBenchmarkSection } from './bench-docs.mjs';
import { countStatuses, describeStatuses, drive, serverFailures, stats } from './bench-drive.mjs';
import { SCRIPT_SHAPE, SHAPES, buildMix, seeded, withScriptKeywords } from './bench-mix.mjs';
import {
  PAGE_HEADERS,
  assertServesPages,
  describePages,
  loadPageAddressing,
  measureMemory,
  memoryAddresses,
  pageAddresser,
} from './bench-pages.mjs';
import { startProductionServer } from './production-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '120' },
    seed: { type: 'string', default: '20261123' },
    'memory-renders': { type: 'string', default: '10000' },
    'memory-seconds': { type: 'string', default: '600' },
    'data-dir': { type: 'string' },
    reuse: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const searches = Number(values.searches);
const maxSeconds = Number(values.seconds);
const seed = Number(values.seed);
const memoryRenders = Number(values['memory-renders']);
const memorySeconds = Number(values['memory-seconds']);
/** The memory measurement's first reading: after this many renders, once the server is warm. */
const FIRST_RENDERS = 500;

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

let server;
function startServer() {
  return startProductionServer({
    ...baseEnv,
    SEED_DEMO: 'false',
    BENCH_ROUTES: 'true',
    // Every search comes from one address: still counted (the cost is measured), never refused.
    LISTING_READS_PER_MINUTE: '100000000',
    LISTING_READS_PER_HOUR: '100000000',
    // The built web app: its pages are measured too.
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
  });
}

/** The slowest answers of a measurement, printed for whoever reads the run. */
function printSlowest(label, paths, times) {
  const slowest = paths
    .map((url, i) => [times[i] ?? 0, url])
    .sort((a, b) => b[0] - a[0])
    .slice(0, 8);
  console.log(`Slowest ${label}:`);
  for (const [ms, url] of slowest) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${url}`);
}

try {
  console.log('\n== Building the web app and the API');
  run('npm', ['run', 'build'], baseEnv);
  let seedSeconds;
  if (mustSeed) {
    console.log(`\n== Seeding ${values.listings} listings into ${engine}`);
    const started = Date.now();
    run('npm', ['run', 'seed', '--', '--listings', values.listings], baseEnv);
    seedSeconds = (Date.now() - started) / 1000;
    console.log(`Seeded in ${seedSeconds.toFixed(0)} s`);
  }

  server = await startServer();
  const { base } = server;
  const get = async (url) => (await fetch(base + url)).json();
  const specs = await get('/api/vehicles/load-specs');
  const { cities } = await get('/api/cities');
  const { models } = await get('/api/vehicles/models');
  const live = (await get('/api/vehicles/search')).carsCount;
  const newest = (await get('/api/vehicles/search?sort=3')).cars[0]?.id ?? 1;
  const reference = { ...specs, cities, models };
  const pageOf = pageAddresser(await loadPageAddressing());
  await assertServesPages(base, pageOf('/api/vehicles/search'));

  // Three disjoint mixes from one seed: a warm-up, the 10-connection run, the 1-connection run.
  const all = buildMix(reference, { seed, count: searches * 2 + 300 });
  const warmUp = all.slice(0, 300);
  // Each with a Sinhala or Tamil keyword after every 20 of its searches (issue 32).
  const mixes = {
    10: withScriptKeywords(all.slice(300, 300 + searches), { seed: seed + 2 }),
    1: withScriptKeywords(all.slice(300 + searches), { seed: seed + 3 }),
  };
  const random = seeded(seed + 1);
  const floorPaths = (n) =>
    Array.from({ length: n }, () => `/api/bench/floor/${1 + Math.floor(random() * newest)}`);
  const measure = (paths, connections, headers) =>
    drive(base, paths, { connections, seconds: maxSeconds, headers });

  const load = os.loadavg()[0];
  console.log(`\n== ${live.toLocaleString('en-US')} live ads; load average ${load.toFixed(2)}`);
  const warmUpPaths = warmUp.map((entry) => entry.path);
  await measure(warmUpPaths, 4);
  await measure(warmUpPaths.map(pageOf), 4, PAGE_HEADERS);
  await measure(floorPaths(500), 4);

  const rows = [];
  for (const connections of [10, 1]) {
    const floor = await measure(floorPaths(searches), connections);
    const floorStats = stats(floor.times, floor.elapsed);
    const mix = mixes[connections];
    const searchPaths = mix.map((entry) => entry.path);
    const result = await measure(searchPaths, connections);
    const whole = stats(result.times, result.elapsed);
    // The same searches as the pages a browser opens, straight after their JSON: the database
    // has just read the same rows, so if anything favours one of the two it is the pages.
    const pagePaths = searchPaths.map(pageOf);
    const pages = await measure(pagePaths, connections, PAGE_HEADERS);
    const pageStats = stats(pages.times, pages.elapsed);
    printSlowest(`searches at ${connections} connection(s)`, searchPaths, result.times);
    printSlowest(`pages at ${connections} connection(s)`, pagePaths, pages.times);
    rows.push({
      connections,
      label: 'primary-key floor',
      ...floorStats,
      answers: countStatuses(floor.statuses),
    });
    rows.push({
      connections,
      label: `search mix (${mix.length} distinct)`,
      ...whole,
      ratio: whole.perSecond / floorStats.perSecond,
      answers: countStatuses(result.statuses),
    });
    rows.push({
      connections,
      label: 'pages of the same searches (HTML)',
      ...pageStats,
      pagesRatio: pageStats.perSecond / whole.perSecond,
      answers: countStatuses(pages.statuses),
    });
    for (const shape of [...Object.keys(SHAPES), SCRIPT_SHAPE]) {
      const times = mix.map((entry, i) => (entry.shape === shape ? result.times[i] : undefined));
      rows.push({ connections, label: `· ${shape}`, ...stats(times) });
    }
    console.table(
      rows
        .filter((row) => row.connections === connections)
        .map(({ answers, ...row }) => ({ ...row, answers: answers && describeStatuses(answers) })),
    );
  }

  console.log(`\n== Memory over ${memoryRenders.toLocaleString('en-US')} distinct pages`);
  const memory = await measureMemory({
    base,
    pid: server.child.pid,
    addresses: memoryAddresses(
      mixes[10].map((entry) => pageOf(entry.path)),
      memoryRenders,
    ),
    firstCount: FIRST_RENDERS,
    connections: 10,
    seconds: memorySeconds,
  });
  console.log(memory);
  const loadAfter = os.loadavg()[0];

  const pageRows = rows.filter((row) => row.pagesRatio !== undefined);
  const table = [
    '| Conn. | Measurement | n | req/s | p50 ms | p95 ms | p99 ms | max ms | search ÷ floor | pages ÷ searches | answers |',
    '| --: | --- | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.connections} | ${row.label} | ${fmt(row.n)} | ${fmt(row.perSecond)} | ${fmt(row.p50, 1)} | ${fmt(row.p95, 1)} | ${fmt(row.p99, 1)} | ${fmt(row.max, 1)} | ${fmt(row.ratio, 3)} | ${fmt(row.pagesRatio, 3)} | ${row.answers ? describeStatuses(row.answers) : ''} |`,
    ),
  ].join('\n');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    `### ${engine}, ${live.toLocaleString('en-US')} live ads (${when} UTC)`,
    '',
    `Seed ${seed}; ${searches.toLocaleString('en-US')} distinct searches per measurement; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; load average ${load.toFixed(2)} before, ${loadAfter.toFixed(2)} after${seedSeconds ? `; seeded in ${seedSeconds.toFixed(0)} s` : ''}. Per-shape rows give latencies within the same run (their req/s is the mix's).`,
    '',
    table,
    '',
    describePages({ pageRows, memory, asked: memoryRenders, seconds: memorySeconds }),
  ].join('\n');
  console.log(`\n${section}\n`);

  const failures = [...pageRows.map((row) => row.answers), memory.statuses].reduce(
    (sum, answers) => sum + serverFailures(answers),
    0,
  );
  if (failures > 0) throw new Error(`${failures} page(s) answered 5xx or not at all: see above`);
  if (!values['no-write']) await writeBenchmarkSection(engine, section);
} finally {
  if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
  await cleanUp();
}
