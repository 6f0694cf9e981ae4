// `npm run bench:web`: Lighthouse, in its default mobile mode, on the public pages a buyer lands
// on — `/`, `/buy-car` and one live car's page — of the production build with demo data.
//
//   npm run bench:web                          3 runs per page, writes docs/benchmarks.md
//   npm run bench:web -- --runs 5 --no-write   more runs, only printed
//   npm run bench:web -- --save-reports /tmp/lh   also keeps every run's JSON report there
//
// Builds what is missing or stale, starts the server on a free local port with a temporary
// PGlite folder seeded with --listings demo ads, and runs a fresh Debian Chromium per run
// (CHROMIUM_PATH, default /usr/bin/chromium). Bounded: every run stops after --timeout seconds
// (a failed run is tried again --retries times, default 1);
// the server and Chromium are stopped on success, failure and Ctrl-C alike; localhost only.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import { tsImport } from 'tsx/esm/api';
import { buildWhatIsStale } from './build-state.mjs';
import {
  chromiumVersion,
  describeSettings,
  diagnose,
  medianFigures,
  medianRunIndex,
  missedTargets,
  renderSection,
  replaceSection,
  runFigures,
} from './bench-web-report.mjs';
import { startProductionServer } from './production-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    listings: { type: 'string', default: '200' },
    timeout: { type: 'string', default: '120' },
    retries: { type: 'string', default: '1' },
    'save-reports': { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const timeoutMs = Number(values.timeout) * 1000;
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs must be 1–20');
if (!(timeoutMs >= 10_000)) throw new Error('--timeout must be at least 10 seconds');
const retries = Number(values.retries);
if (!Number.isInteger(retries) || retries < 0 || retries > 5)
  throw new Error('--retries must be 0–5');

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const lighthouseVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;

// ── Stopping everything, whatever happens ───────────────────────────────────────────────────────
let server;
let chrome;
let dataDir;
async function stopAll() {
  if (chrome) {
    const running = chrome;
    chrome = undefined;
    await Promise.resolve(running.kill()).catch(() => {});
  }
  if (server && server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the server`);
    stopAll().finally(() => process.exit(130));
  });
}

/** One Lighthouse run in a fresh Chromium, ended after `timeoutMs` whatever Lighthouse does. */
async function lighthouseRun(url) {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false });
  let timer;
  try {
    const timedOut = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse took over ${timeoutMs / 1000} s on ${url}`)),
        timeoutMs,
      );
    });
    // No config: Lighthouse's default one (mobile, simulated throttling), performance only.
    const result = await Promise.race([
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      }),
      timedOut,
    ]);
    if (!result?.lhr) throw new Error(`Lighthouse gave no report for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    clearTimeout(timer);
    const running = chrome;
    chrome = undefined;
    await Promise.resolve(running?.kill()).catch(() => {});
  }
}

/**
 * A run, tried again up to --retries times when Lighthouse reports a failed load (on a busy
 * shared machine a page load now and then ends on Chrome's error page); each retry is printed
 * and counted in the written section. A server that has exited is not retried.
 */
const retried = [];
async function runWithRetries(url, label) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt >= retries || server?.child.exitCode !== null) throw error;
      console.log(`${label} failed (${error.message}); trying again`);
      retried.push(`${label}: ${error.message}`);
    }
  }
}

try {
  console.log('\n== Building what is missing or stale');
  const built = buildWhatIsStale();
  if (built !== 0) throw new Error('the build failed');

  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-bench-web-'));
  console.log(`\n== Starting the production server with ${values.listings} demo ads`);
  server = await startProductionServer(
    {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      DEMO_LISTINGS: values.listings,
      ACCESS_TOKEN_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SMTP_URL: '',
      WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
    },
    { stdout: 'ignore' },
  );
  const base = server.base;

  // A live car, at its canonical address (a bare /cars/<id> may answer with a 301).
  const { listingPath } = await tsImport('../packages/shared/src/listing-url.ts', import.meta.url);
  const home = await (await fetch(`${base}/api/vehicles/home`)).json();
  const car = home.recent?.[0] ?? home.recommended?.[0];
  if (!car) throw new Error('the demo data has no live car');
  const pages = [
    { label: 'Home', path: '/' },
    { label: 'Search', path: '/buy-car' },
    { label: 'Car page', path: listingPath(car) },
  ];

  // Warm-up: the first answer of a fresh server (PGlite, caches) is not what a buyer gets.
  for (const page of pages) {
    for (let i = 0; i < 3; i += 1) await (await fetch(base + page.path)).arrayBuffer();
  }
  for (const api of ['/api/vehicles/home', '/api/vehicles/search', `/api/vehicles/${car.id}`]) {
    await (await fetch(base + api)).arrayBuffer();
  }

  const loadBefore = os.loadavg()[0];
  if (values['save-reports']) await mkdir(values['save-reports'], { recursive: true });
  let someReport;
  for (const page of pages) {
    page.runs = [];
    page.reports = [];
    for (let run = 1; run <= runs; run += 1) {
      const lhr = await runWithRetries(base + page.path, `${page.label} run ${run}/${runs}`);
      const figures = runFigures(lhr);
      page.runs.push(figures);
      page.reports.push(lhr);
      someReport = lhr;
      console.log(
        `${page.label} run ${run}/${runs}: score ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, JS ${Math.round(figures.jsBytes / 1024)} KB`,
      );
      if (values['save-reports']) {
        const name = `${page.label.toLowerCase().replace(/\W+/g, '-')}-${run}.json`;
        await writeFile(path.join(values['save-reports'], name), JSON.stringify(lhr));
      }
    }
    page.figures = medianFigures(page.runs);
  }
  const loadAfter = os.loadavg()[0];

  console.log('\n== What makes each page slow (the median-score run)');
  for (const page of pages) {
    const lhr = page.reports[medianRunIndex(page.runs)];
    const missed = missedTargets(page.figures);
    console.log(`\n${page.label} ${page.path}: ${missed.length ? missed.join(', ') : 'meets'}`);
    for (const line of diagnose(lhr, base)) console.log(`  ${line}`);
  }

  const cpus = os.cpus();
  const benchmarkIndex = Math.round(
    medianFigures(pages.flatMap((page) => page.runs)).benchmarkIndex ?? 0,
  );
  const section = renderSection({
    when: new Date().toISOString().slice(0, 16).replace('T', ' '),
    machine: `${cpus.length} × ${cpus[0]?.model?.trim() ?? 'CPU'}, Node ${process.versions.node}, Chromium ${chromiumVersion(spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout)}; Lighthouse's benchmark index ${benchmarkIndex} (the speed of this CPU as Lighthouse measures it; below 1,000 Lighthouse warns that its 4× slowdown overstates a phone's slowness); load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
    settings: describeSettings(someReport),
    lighthouseVersion,
    runs,
    listings: Number(values.listings),
    pages,
    retried,
  });
  console.log(`\n${section}\n`);
  if (!values['no-write']) {
    const file = path.join(root, 'docs', 'benchmarks.md');
    // Formatted as `npm run lint` (prettier --check .) expects it.
    const text = replaceSection(await readFile(file, 'utf8'), section);
    const options = (await prettier.resolveConfig(file)) ?? {};
    await writeFile(file, await prettier.format(text, { ...options, filepath: file }));
    console.log(`Wrote ${path.relative(root, file)}`);
  }
} finally {
  await stopAll();
}
