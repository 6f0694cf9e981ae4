// `npm run load`: 50 simulated people behind ONE address (a carrier NAT) use the site for 60 s —
// search, open ads, save them, sign in, make offers — against the production server on a
// throwaway DATA_DIR. Every answer is tallied by call and status; an answer the person did not
// ask for (any 5xx, any 4xx other than the one intended wrong password each) fails the run.
// Bounded: --seconds (default 60) and --max-requests (default 60,000). Writes docs/load-run.md.
//
//   npm run load
//   npm run load -- --users 50 --seconds 60 --no-write
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { buildMix, seeded } from './bench-mix.mjs';
import { startProductionServer } from './production-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    'max-requests': { type: 'string', default: '60000' },
    listings: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '20261123' },
    'no-write': { type: 'boolean', default: false },
  },
});
const userCount = Number(values.users);
const seconds = Number(values.seconds);
const maxRequests = Number(values['max-requests']);
const seed = Number(values.seed);

const random = seeded(seed);
const pick = (list) => list[Math.floor(random() * list.length)];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ── The tally ───────────────────────────────────────────────────────────────────────────────────
/** call name → status → count; and call name → answer times (ms). */
const statuses = new Map();
const times = new Map();
const unintended = [];
let sent = 0;

function tally(call, status, ms) {
  const byStatus = statuses.get(call) ?? new Map();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  statuses.set(call, byStatus);
  (times.get(call) ?? times.set(call, []).get(call)).push(ms);
}

let base;
/** One request as the person's phone sends it; `expect` lists the statuses the person meant. */
async function request(call, url, { method = 'GET', token, body, expect = [200] } = {}) {
  if (sent >= maxRequests) return undefined;
  sent += 1;
  const started = performance.now();
  let status = 'network error';
  let payload;
  try {
    const response = await fetch(base + url, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    status = response.status;
    const text = await response.text();
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    // counted below as an unintended answer
  }
  tally(call, status, performance.now() - started);
  if (!expect.includes(status) && unintended.length < 20) {
    unintended.push(`${method} ${url} → ${status}: ${JSON.stringify(payload)?.slice(0, 160)}`);
  } else if (!expect.includes(status)) {
    unintended.push(null);
  }
  return { status, payload };
}

// ── The server ──────────────────────────────────────────────────────────────────────────────────
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-load-'));
let server;

function startServer() {
  return startProductionServer(
    {
      ...process.env,
      DATA_DIR: dataDir,
      DEMO_LISTINGS: values.listings,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    },
    { stdout: 'ignore' },
  );
}

// ── A verified mobile number (issue 36): offers need one ──────────────────────────────────────
/**
 * The code the server sent to `e164` (`+9477…`), read from DATA_DIR/sms, where it writes every
 * text message when no SMS_URL is set: the newest file naming the number. The message is queued
 * by the job runner, so it may take a moment to appear.
 */
async function codeSentTo(e164, deadline) {
  const dir = path.join(dataDir, 'sms');
  while (performance.now() < deadline) {
    const names = (await readdir(dir).catch(() => [])).sort().reverse();
    for (const name of names) {
      const text = await readFile(path.join(dir, name), 'utf8');
      const code = text.includes(e164) ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
      if (code) return code;
    }
    await pause(200);
  }
  throw new Error(`no code sent to ${e164}`);
}

async function verifyPhone(token, mobile) {
  await request('phone code', '/api/me/phone/verification', {
    method: 'POST',
    token,
    body: {},
    expect: [202],
  });
  const code = await codeSentTo(`+94${mobile.slice(1)}`, performance.now() + 30_000);
  await request('phone confirm', '/api/me/phone/verification/confirm', {
    method: 'POST',
    token,
    body: { code },
    expect: [200, 204],
  });
}

// ── One person ──────────────────────────────────────────────────────────────────────────────────
async function person(index, searches, deadline) {
  const email = `load-${index}-${seed}@example.lk`;
  const password = 'a load-run password';
  // One number verifies at most 2 accounts (issue 36): each person has their own.
  const mobile = `0771${String(index).padStart(6, '0')}`;
  await request('register', '/api/auth/register', {
    method: 'POST',
    body: {
      name: `Load Person ${index}`,
      mobile,
      email,
      password,
      confirmPassword: password,
    },
    expect: [201],
  });
  // Everyone mistypes once: 50 wrong passwords from one address must lock nobody out.
  await request('sign-in (typo, 401 meant)', '/api/auth/login', {
    method: 'POST',
    body: { email, password: 'a load-run passwort' },
    expect: [401],
  });
  let token;
  const signIn = async () => {
    const answer = await request('sign-in', '/api/auth/login', {
      method: 'POST',
      body: { email, password },
    });
    token = answer?.payload?.accessToken;
  };
  await signIn();
  await verifyPhone(token, mobile);

  let step = 0;
  let offersMade = 0;
  while (performance.now() < deadline && sent < maxRequests) {
    step += 1;
    const found = await request(
      'search',
      `/api/vehicles/search?${searches[(index * 997 + step) % searches.length]}`,
    );
    const cars = found?.payload?.cars ?? [];
    const car = cars.length ? pick(cars) : undefined;
    if (car) {
      await request('detail', `/api/vehicles/${car.id}`);
      if (step % 3 === 0) {
        await request('wishlist add', `/api/me/wishlist/${car.id}`, {
          method: 'PUT',
          token,
          expect: [200, 204],
        });
      }
      if (step % 7 === 0) await request('wishlist', '/api/me/wishlist', { token });
      // A person makes an offer now and then (well under 30 an hour each, as people do).
      if (step % 10 === 0 && offersMade < 8) {
        offersMade += 1;
        await request('offer', `/api/vehicles/${car.id}/offers`, {
          method: 'POST',
          token,
          body: { amount: String(Math.max(100_000, Math.round((car.price ?? 1_000_000) * 0.9))) },
          expect: [201],
        });
      }
    }
    if (step % 15 === 0) await signIn();
    // Reading and thinking between taps.
    await pause(150 + random() * 350);
  }
}

// ── Run ─────────────────────────────────────────────────────────────────────────────────────────
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
let exitCode = 0;
try {
  console.log('\n== Building the API');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@carmarket/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
  console.log(`\n== Starting the server with ${values.listings} demo listings`);
  server = await startServer();
  base = server.base;
  const get = async (url) => (await fetch(base + url)).json();
  const specs = await get('/api/vehicles/load-specs');
  const { cities } = await get('/api/cities');
  const { models } = await get('/api/vehicles/models');
  // Distinct searches, as the benchmark makes them: a repeated query would measure nothing.
  const searches = buildMix({ ...specs, cities, models }, { seed, count: 5000 });

  console.log(`\n== ${userCount} people behind one address for ${seconds} s`);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: userCount }, (_, i) => person(i, searches, deadline)));
  const elapsed = (performance.now() - started) / 1000;

  const rows = [...statuses].map(([call, byStatus]) => {
    const sorted = [...times.get(call)].sort((a, b) => a - b);
    const total = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
    const answers = [...byStatus]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    return `| ${call} | ${total} | ${answers} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.95).toFixed(0)} |`;
  });
  const fiveHundreds = [...statuses.values()].reduce(
    (sum, byStatus) =>
      sum +
      [...byStatus].filter(([status]) => Number(status) >= 500).reduce((s, [, n]) => s + n, 0),
    0,
  );
  const report = [
    '# Load run: many people behind one address',
    '',
    `Written by \`npm run load\` (scripts/load-run.mjs) on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, PGlite, ${os.cpus().length} cores.`,
    `${userCount} simulated people, all from 127.0.0.1 (one carrier NAT address), each signing up, mistyping`,
    'their password once (a 401 they meant), signing in, then for the run searching (distinct',
    'searches from the benchmark mix), opening ads, saving some, re-signing in and making an offer',
    `now and then, with 150–500 ms between taps. ${values.listings} demo listings.`,
    '',
    `Requests: ${sent} in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)} a second). Unintended answers: ${unintended.length}. 5xx: ${fiveHundreds}.`,
    '',
    '| Call | Requests | Answers | p50 ms | p95 ms |',
    '| ---- | -------- | ------- | ------ | ------ |',
    ...rows,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  if (unintended.length > 0) {
    console.error('Unintended answers:');
    for (const line of unintended.filter(Boolean)) console.error(`  ${line}`);
    exitCode = 1;
  }
  if (!values['no-write']) {
    // Formatted as the repository's Markdown is, so `npm run lint` passes after a run.
    const file = path.join(root, 'docs/load-run.md');
    const config = await prettier.resolveConfig(file);
    await writeFile(file, await prettier.format(report, { ...config, filepath: file }));
    console.log('Written to docs/load-run.md');
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (server) {
    const exited = new Promise((resolve) => server.child.on('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
