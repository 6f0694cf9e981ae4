// `npm run bench:sitemap`: how fast the server writes its sitemaps (issue 17: "generated fast at
// 1M ads, streamed, not built in memory"), beside a primary-key floor measured in the same run.
//
//   DATABASE_URL=postgres://…/seeded npm run bench:sitemap    an already seeded database
//   npm run bench:sitemap -- --data-dir /tmp/pgl100k          a seeded PGlite folder
//
// Seed one with `npm run seed -- --listings 1000000` (DATABASE_URL / DATA_DIR set). Fetches
// /sitemap.xml and every file it names, once each, one at a time; samples the server's resident
// memory meanwhile. Localhost only; bounded by the files the index names and by --seconds.
// Writes the results to docs/benchmarks.md between its markers (--no-write to skip).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fmt, writeBenchmarkSection } from './bench-docs.mjs';
import { residentMb, startProductionServer } from './production-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    seconds: { type: 'string', default: '300' },
    'floor-requests': { type: 'string', default: '2000' },
    'no-write': { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl && !values['data-dir']) {
  console.error('Give a seeded database: DATABASE_URL=… or --data-dir <PGlite folder>.');
  process.exit(2);
}
const deadline = Date.now() + Number(values.seconds) * 1000;
const mediaDir = databaseUrl ? await mkdtemp(path.join(os.tmpdir(), 'carmarket-sitemap-')) : null;
const env = {
  ...process.env,
  DATA_DIR: values['data-dir'] ? path.resolve(values['data-dir']) : mediaDir,
  ACCESS_TOKEN_SECRET: process.env.ACCESS_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
  BENCH_ROUTES: 'true',
  LOG_LEVEL: 'warn',
};

// The API as it runs in production (the sitemaps need no web build).
const build = spawnSync('npm', ['run', 'build', '--workspace', '@carmarket/api'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('npm run build --workspace @carmarket/api failed');

const server = await startProductionServer(env);
try {
  const { base, child } = server;
  // The floor: one primary-key lookup per request through the same stack, in this run.
  const floorCount = Number(values['floor-requests']);
  const floorStarted = performance.now();
  for (let i = 1; i <= floorCount && Date.now() < deadline; i += 1) {
    const response = await fetch(`${base}/api/bench/floor/${1 + ((i * 7919) % 100_000)}`);
    await response.arrayBuffer();
  }
  const floorPerSecond = floorCount / ((performance.now() - floorStarted) / 1000);

  const rssBefore = residentMb(child.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, residentMb(child.pid));
  }, 25);

  const files = [];
  async function fetchFile(url) {
    const started = performance.now();
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = await response.text();
    const ms = performance.now() - started;
    const urls = (body.match(/<url>/g) ?? []).length;
    files.push({ url: url.replace(base, ''), ms, bytes: Buffer.byteLength(body), urls });
    return body;
  }
  const started = performance.now();
  const index = await fetchFile(`${base}/sitemap.xml`);
  const named = [...index.matchAll(/<sitemap><loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  for (const file of named) {
    if (Date.now() > deadline) throw new Error('stopped at --seconds before the last file');
    await fetchFile(`${base}${file}`);
  }
  const totalMs = performance.now() - started;
  clearInterval(sampler);

  const urls = files.reduce((sum, file) => sum + file.urls, 0);
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  const slowest = files.reduce((a, b) => (b.ms > a.ms ? b : a));
  const largest = files.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const urlsPerSecond = urls / (totalMs / 1000);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    `### Sitemaps, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${fmt(urls)} addresses (${when} UTC)`,
    '',
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.versions.node}. /sitemap.xml ${named.length ? `is an index of ${named.length} files` : 'is one file'}; each fetched once, one at a time.`,
    '',
    '| Measure | Value |',
    '| --- | ---: |',
    `| all files, wall time | ${fmt(totalMs / 1000, 1)} s |`,
    `| addresses written | ${fmt(urls)} (${fmt(bytes / 1024 / 1024, 1)} MB of XML) |`,
    `| addresses per second | ${fmt(urlsPerSecond)} |`,
    `| slowest file | ${slowest.url}: ${fmt(slowest.ms)} ms |`,
    `| largest file | ${largest.url}: ${fmt(largest.bytes / 1024 / 1024, 1)} MB, ${fmt(largest.urls)} addresses |`,
    `| primary-key floor (same run, ${fmt(floorCount)} requests, 1 connection) | ${fmt(floorPerSecond)} req/s |`,
    `| addresses written per floor request | ${fmt(urlsPerSecond / floorPerSecond, 1)} |`,
    `| server memory (RSS) before → peak | ${fmt(rssBefore)} → ${fmt(rssPeak)} MB (+${fmt(rssPeak - rssBefore)} MB over ${fmt(bytes / 1024 / 1024, 1)} MB written; rows are read ${'5,000'} at a time and garbage is collected lazily) |`,
  ].join('\n');
  console.log(`\n${section}\n`);
  if (!values['no-write']) await writeBenchmarkSection('sitemap', section);
} finally {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
}
