// `npm run bench`: measures search as buyers use it — thousands of distinct searches, cold (no
// search is asked twice in a measurement, and nothing caches answers) — beside a primary-key
// floor through the same stack in the same run, at 10 connections and at 1; then the same
// searches as the Buy Car pages a browser opens (HTML); then the searches the box sends as a
// buyer types (every prefix of the mix's words, issue 33) and the suggestions for the same
// prefixes; last the server's memory over 10,000 distinct pages (issue 31). The written section
// checks issue 33's budgets and lists the slowest searches.
//
//   npm run bench                                   PGlite, 100,000 listings, seeded in a temp dir
//   npm run bench -- --data-dir /tmp/pgl100k        reuse (or create) a seeded PGlite folder
//   DATABASE_URL=postgres://…/postgres npm run bench -- --listings 1000000
//                                                   a throwaway database on that server
//   DATABASE_URL=postgres://…/mydb npm run bench -- --reuse   an already seeded database
//
// To iterate faster (the written section names what was not measured instead of old figures):
//   --skip-pages     no HTML pages of the mix
//   --skip-memory    no memory measurement
//   --typing-only    warm up, then only the as-you-type slice and the suggestions
//   --no-write       print the section, leave docs/benchmarks.md alone
//
// Bounded: each measurement sends at most its list once and stops after --seconds; the memory
// measurement sends --memory-renders pages and stops after --memory-seconds; localhost only.
// Fails on any 5xx page. Writes the results to docs/benchmarks.md between its engine's markers.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareDatabase } from './bench-database.mjs';
import { readablePath, writeBenchmarkSection } from './bench-docs.mjs';
import { countStatuses, drive, serverFailures, slowest, stats } from './bench-drive.mjs';
import { SCRIPT_SHAPE, SHAPES, buildMix, seeded, withScriptKeywords } from './bench-mix.mjs';
import {
  PAGE_HEADERS,
  assertServesPages,
  loadPageAddressing,
  measureMemory,
  memoryAddresses,
  pageAddresser,
} from './bench-pages.mjs';
import { composeSection } from './bench-section.mjs';
import {
  TYPING_SHAPES,
  probeSuggestions,
  suggestions,
  typingPrefixes,
  typingSearches,
} from './bench-typing.mjs';
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
    'skip-pages': { type: 'boolean', default: false },
    'skip-memory': { type: 'boolean', default: false },
    'typing-only': { type: 'boolean', default: false },
  },
});
const typingOnly = values['typing-only'];
const skipped = {
  mix: typingOnly && '`--typing-only`',
  pages: typingOnly ? '`--typing-only`' : values['skip-pages'] && '`--skip-pages`',
  memory: typingOnly ? '`--typing-only`' : values['skip-memory'] && '`--skip-memory`',
};
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
const { databaseUrl, dataDir, cleanUp, mustSeed } = await prepareDatabase({
  serverUrl: process.env.DATABASE_URL,
  reuse: values.reuse,
  dataDirOption: values['data-dir'],
});
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
    SUGGESTIONS_PER_MINUTE: '100000000',
    SUGGESTIONS_PER_HOUR: '100000000',
    // The built web app: its pages are measured too.
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
  });
}

/** The slowest answers of a measurement (`slowest`'s list), printed for whoever reads the run. */
function printSlowest(label, list) {
  console.log(`Slowest ${label}:`);
  for (const { ms, path: asked } of list) {
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${readablePath(asked)}`);
  }
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
  if (!skipped.pages) await assertServesPages(base, pageOf('/api/vehicles/search'));

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
  /** Measures `entries` ({ shape, path }): the whole row, a row per shape, the slowest ten. */
  async function measureByShape(entries, shapes, connections, label) {
    const paths = entries.map((entry) => entry.path);
    const result = await measure(paths, connections);
    const whole = {
      connections,
      label,
      ...stats(result.times, result.elapsed),
      answers: countStatuses(result.statuses),
    };
    const byShape = shapes.map((shape) => {
      const times = entries.map((entry, i) =>
        entry.shape === shape ? result.times[i] : undefined,
      );
      return { connections, label: `· ${shape}`, shape, ...stats(times) };
    });
    const slowestTen = slowest(paths, result.times);
    const { n, perSecond, p50, p99, max } = whole;
    console.log(
      `${label} at ${connections} connection(s): ${n} answered, ${perSecond.toFixed(0)}/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    printSlowest(`${label} at ${connections} connection(s)`, slowestTen);
    return { paths, whole, shapes: byShape, slowest: slowestTen };
  }

  const load = os.loadavg()[0];
  console.log(`\n== ${live.toLocaleString('en-US')} live ads; load average ${load.toFixed(2)}`);
  const warmUpPaths = warmUp.map((entry) => entry.path);
  await measure(warmUpPaths, 4);
  if (!skipped.pages) await measure(warmUpPaths.map(pageOf), 4, PAGE_HEADERS);
  await measure(floorPaths(500), 4);

  /** Per measurement, by connections: { whole, shapes, slowest } (bench-budgets.mjs reads it). */
  const measured = { mix: undefined, typing: {}, suggest: undefined };
  const mixRows = [];
  for (const connections of skipped.mix ? [] : [10, 1]) {
    const floor = await measure(floorPaths(searches), connections);
    const floorStats = stats(floor.times, floor.elapsed);
    const mix = mixes[connections];
    const shapes = [...Object.keys(SHAPES), SCRIPT_SHAPE];
    const label = `search mix (${mix.length} distinct)`;
    const result = await measureByShape(mix, shapes, connections, label);
    measured.mix = { ...measured.mix, [connections]: result };
    const floorRow = { connections, label: 'primary-key floor', ...floorStats };
    mixRows.push({ ...floorRow, answers: countStatuses(floor.statuses) });
    const searchRow = { ...result.whole, ratio: result.whole.perSecond / floorStats.perSecond };
    mixRows.push(searchRow);
    if (!skipped.pages) {
      // The same searches as the pages a browser opens, straight after their JSON: the database
      // has just read the same rows, so if anything favours one of the two it is the pages.
      const pagePaths = result.paths.map(pageOf);
      const pages = await measure(pagePaths, connections, PAGE_HEADERS);
      const pageStats = stats(pages.times, pages.elapsed);
      printSlowest(`pages at ${connections} connection(s)`, slowest(pagePaths, pages.times));
      mixRows.push({
        connections,
        label: 'pages of the same searches (HTML)',
        ...pageStats,
        pagesRatio: pageStats.perSecond / result.whole.perSecond,
        answers: countStatuses(pages.statuses),
      });
    }
    mixRows.push(...result.shapes);
  }

  // As you type: one connection first (its budget's), then ten with every sort turned to the next.
  console.log('\n== As you type');
  const prefixes = typingPrefixes(reference);
  for (const [connections, sortShift] of [
    [1, 0],
    [10, 1],
  ]) {
    const slice = typingSearches(prefixes, reference, { seed: seed + 4, sortShift });
    const label = `as you type (${slice.length} distinct)`;
    measured.typing[connections] = await measureByShape(slice, TYPING_SHAPES, connections, label);
  }
  const suggestProbe = await probeSuggestions(base);
  if (suggestProbe.serves) {
    const label = `suggest (${prefixes.length} distinct)`;
    measured.suggest = { 1: await measureByShape(suggestions(prefixes), TYPING_SHAPES, 1, label) };
  } else {
    skipped.suggest = `\`/api/vehicles/suggest\` answered ${suggestProbe.status}, not suggestions`;
    console.log(`Suggest not measured: ${skipped.suggest}.`);
  }

  let memory;
  if (!skipped.memory) {
    console.log(`\n== Memory over ${memoryRenders.toLocaleString('en-US')} distinct pages`);
    memory = await measureMemory({
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
  }
  const loadAfter = os.loadavg()[0];

  const section = composeSection({
    engine,
    live,
    seed,
    searches,
    load: [load, loadAfter],
    seedSeconds,
    skipped,
    mixRows,
    measured,
    memory,
    memoryAsked: { renders: memoryRenders, seconds: memorySeconds },
  });
  console.log(`\n${section}\n`);

  const pageAnswers = mixRows.filter((row) => row.pagesRatio !== undefined);
  const failures = [...pageAnswers.map((row) => row.answers), memory?.statuses ?? []].reduce(
    (sum, answers) => sum + serverFailures(answers),
    0,
  );
  if (failures > 0) throw new Error(`${failures} page(s) answered 5xx or not at all: see above`);
  if (!values['no-write']) await writeBenchmarkSection(engine, section);
} finally {
  if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
  await cleanUp();
}
