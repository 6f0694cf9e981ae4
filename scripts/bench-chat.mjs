// `npm run bench:chat`: the live chat under load (issue 35, decision 128). 1,000 people hold
// GET /api/me/events open on one API process while 200 of them each send a message every 5 s
// for 60 s to the seller of an ad; every message is timed from just before its POST to its
// arrival on the seller's stream. First on PGlite (one process), then, with DATABASE_URL, on two
// processes sharing PostgreSQL: the messages are sent to the first and the streams read from the
// second, so every delivery crosses processes through LISTEN/NOTIFY. Counts the messages lost
// (sent, never delivered) and duplicated (delivered twice on one stream), and the resident
// memory of the process holding the streams.
//
//   npm run bench:chat                               PGlite only
//   DATABASE_URL=postgres://…/postgres npm run bench:chat     and a throwaway database there
//   DATABASE_URL=postgres://…/mydb npm run bench:chat -- --reuse   in that (empty or used) database
//   --streams 1000 --senders 200 --every 5 --seconds 60   the load (defaults)
//   --no-write   print the section, leave docs/benchmarks.md alone
//   --skip-build use the API already built in apps/api/dist
//
// Bounded: each sender sends `seconds / every` messages and no more; a run waits at most 15 s
// for late deliveries; localhost only. Runs under `node --import tsx` so the accounts are made
// with the app's own session and token code (apps/api/src/test/chat-bench-accounts.ts).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb } from '@carmarket/db/client';
import { seedReferenceData } from '@carmarket/db/seed/reference-data';
import { createChatBenchAccounts } from '../apps/api/src/test/chat-bench-accounts.ts';
import { prepareDatabase } from './bench-database.mjs';
import { fmt, writeBenchmarkSection } from './bench-docs.mjs';
import { residentMb, startProductionServer } from './production-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    senders: { type: 'string', default: '200' },
    every: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '60' },
    reuse: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});
const streamCount = Number(values.streams);
const senderCount = Number(values.senders);
const everyMs = Number(values.every) * 1000;
const seconds = Number(values.seconds);
const perSender = Math.floor((seconds * 1000) / everyMs);
/** Issue 35's budgets. */
const BUDGETS = { p99OneProcess: 250, p99TwoProcesses: 500, rssMb: 300 };
/** How long a run waits after its last send for deliveries still on their way. */
const DRAIN_MS = 15_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `items` with at most `width` at once. */
async function inBatches(items, width, work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Opens one person's event stream and hands each `message` event to `onMessage(message, at)`;
 * resolves once the answer's headers have arrived.
 */
async function openStream(base, token, onMessage) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/me/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`a stream was refused: ${response.status}`);
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        const at = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes('event: message\n')) continue;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) onMessage(JSON.parse(data).message, at);
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();
  reading.catch(() => {});
  return { close: () => controller.abort(), reading };
}

/** One measurement: `engine` with `processes` API processes on one database. */
async function measure({ engine, processes }) {
  console.log(`\n== ${engine}, ${processes} process${processes > 1 ? 'es' : ''}`);
  const { databaseUrl, dataDir, cleanUp } = await prepareDatabase({
    serverUrl: engine === 'PostgreSQL' ? process.env.DATABASE_URL : undefined,
    reuse: values.reuse,
    dataDirOption: undefined,
  });
  const secret = randomBytes(32).toString('hex');
  const servers = [];
  const extraDirs = [];
  try {
    // ── The people, before any server holds the database ──
    const setupStarted = Date.now();
    const handle = await createDb(
      databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'db') },
    );
    await handle.migrate();
    await seedReferenceData(handle.db);
    const { accounts, pairs } = await createChatBenchAccounts({
      db: handle.db,
      secret,
      people: streamCount,
      pairs: senderCount,
    });
    await handle.close();
    console.log(
      `${accounts.length} people, ${pairs.length} ads in ${Date.now() - setupStarted} ms`,
    );

    // ── The servers ──
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    for (let index = 0; index < processes; index += 1) {
      const ownDir =
        index === 0 ? dataDir : await mkdtemp(path.join(os.tmpdir(), 'carmarket-bench-chat-'));
      if (index > 0) extraDirs.push(ownDir);
      servers.push(
        await startProductionServer({
          ...inherited,
          DATA_DIR: ownDir,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          ACCESS_TOKEN_SECRET: secret,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
        }),
      );
    }
    const sendTo = servers[0];
    const streamsOn = servers.at(-1);

    // ── Each buyer's conversation with their seller ──
    const conversations = await inBatches(pairs, 20, async (pair) => {
      const answer = await fetch(`${sendTo.base}/api/vehicles/${pair.vehicleId}/conversations`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${pair.buyer.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ text: 'Is it still for sale?' }),
      });
      if (answer.status >= 300) throw new Error(`starting a conversation: ${answer.status}`);
      return (await answer.json()).conversationId;
    });

    await pause(1000);
    const rssBeforeStreams = residentMb(streamsOn.child.pid);

    // ── The streams, then what the seller's stream should see ──
    /** `pair-seq` → when its POST was about to leave. */
    const sentAt = new Map();
    /** `pair-seq` → when it reached the seller's stream (the first time). */
    const arrivedAt = new Map();
    let duplicates = 0;
    const sellerOf = new Map(pairs.map((pair, index) => [pair.seller.id, index]));
    const opened = await inBatches(accounts, 50, async (account) => {
      /** Message ids this stream has delivered: one twice is a duplicate. */
      const seen = new Set();
      return openStream(streamsOn.base, account.token, (message, at) => {
        if (seen.has(message.id)) duplicates += 1;
        seen.add(message.id);
        const nonce = /^bench (\d+-\d+)$/.exec(message.text)?.[1];
        if (!nonce || !sellerOf.has(account.id) || message.mine) return;
        if (!arrivedAt.has(nonce)) arrivedAt.set(nonce, at);
      });
    });
    await pause(1000);
    const rssWithStreams = residentMb(streamsOn.child.pid);
    console.log(`${opened.length} streams open; RSS ${rssWithStreams.toFixed(0)} MB`);

    // ── The senders: one message every `every` s each, spread evenly over the interval ──
    const loadBefore = os.loadavg();
    const failures = new Map();
    /** How long each POST took to be answered (ms). */
    const answered = [];
    const started = performance.now();
    await Promise.all(
      pairs.map(async (pair, index) => {
        const conversationId = conversations[index];
        for (let seq = 0; seq < perSender; seq += 1) {
          const due = started + (index / pairs.length) * everyMs + seq * everyMs;
          await pause(Math.max(0, due - performance.now()));
          const nonce = `${index}-${seq}`;
          sentAt.set(nonce, performance.now());
          const answer = await fetch(
            `${sendTo.base}/api/me/conversations/${conversationId}/messages`,
            {
              method: 'POST',
              headers: {
                authorization: `Bearer ${pair.buyer.token}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ text: `bench ${nonce}` }),
            },
          ).catch(() => ({ status: 'network error', text: async () => '' }));
          await answer.text();
          answered.push(performance.now() - sentAt.get(nonce));
          if (answer.status !== 201) {
            sentAt.delete(nonce);
            failures.set(answer.status, (failures.get(answer.status) ?? 0) + 1);
          }
        }
      }),
    );
    const drainUntil = performance.now() + DRAIN_MS;
    while (performance.now() < drainUntil && [...sentAt.keys()].some((n) => !arrivedAt.has(n))) {
      await pause(100);
    }
    const rssAtEnd = residentMb(streamsOn.child.pid);
    const loadAfter = os.loadavg();
    const latencies = [...sentAt]
      .filter(([nonce]) => arrivedAt.has(nonce))
      .map(([nonce, at]) => arrivedAt.get(nonce) - at)
      .sort((a, b) => a - b);
    const lost = [...sentAt.keys()].filter((nonce) => !arrivedAt.has(nonce)).length;
    for (const stream of opened) stream.close();
    return {
      engine,
      processes,
      streams: opened.length,
      sent: sentAt.size,
      refused: Object.fromEntries(failures),
      delivered: latencies.length,
      lost,
      duplicates,
      postP50: percentile(
        answered.sort((a, b) => a - b),
        50,
      ),
      postP99: percentile(answered, 99),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1),
      rssBeforeStreams,
      rssWithStreams,
      rssAtEnd,
      senderRss: processes > 1 ? residentMb(sendTo.child.pid) : undefined,
      loadBefore,
      loadAfter,
    };
  } finally {
    for (const server of servers) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    await cleanUp();
    for (const dir of extraDirs) await rm(dir, { recursive: true, force: true });
  }
}

/** Each budget of a measurement: what was measured and whether it is within. */
function checks(result) {
  const p99Budget = result.processes > 1 ? BUDGETS.p99TwoProcesses : BUDGETS.p99OneProcess;
  return [
    ['p99 delivery', result.p99, p99Budget, 'ms'],
    ['messages lost', result.lost, 0, ''],
    ['messages duplicated', result.duplicates, 0, ''],
    ['RSS with the streams open', result.rssAtEnd, BUDGETS.rssMb, 'MB'],
    // What the streams themselves hold, apart from the embedded database PGlite keeps in process.
    ['RSS the streams add', result.rssAtEnd - result.rssBeforeStreams, BUDGETS.rssMb, 'MB'],
  ].map(([what, value, limit, unit]) => ({
    what,
    value,
    limit,
    unit,
    ok: value !== undefined && value <= limit,
  }));
}

function composeSection(results, notes) {
  const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');
  const rows = results.map(
    (r) =>
      `| ${r.engine}, ${r.processes} process${r.processes > 1 ? 'es' : ''} | ${fmt(r.streams)} | ${fmt(r.sent)} | ${fmt(r.delivered)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.max, 1)} | ${fmt(r.postP50, 1)} / ${fmt(r.postP99, 1)} | ${r.lost} | ${r.duplicates} | ${fmt(r.rssBeforeStreams)} / ${fmt(r.rssWithStreams)} / ${fmt(r.rssAtEnd)} | ${load(r.loadBefore)} → ${load(r.loadAfter)} |`,
  );
  const budgetRows = results.flatMap((r) =>
    checks(r).map(
      (c) =>
        `| ${r.engine}, ${r.processes} process${r.processes > 1 ? 'es' : ''} | ${c.what} | ${c.value === undefined ? 'not measured' : `${fmt(c.value, c.unit === 'ms' ? 1 : 0)} ${c.unit}`.trim()} | ≤ ${c.limit} ${c.unit} | ${c.ok ? 'within' : '**over**'} |`,
    ),
  );
  const refused = results
    .filter((r) => Object.keys(r.refused).length > 0)
    .map((r) => `${r.engine}: ${JSON.stringify(r.refused)}`);
  return [
    '## Live chat (`npm run bench:chat`)',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${os.cpus().length} cores shared with other work (the load average, 1/5/15 min, before and after each measurement is in the table; the client, the servers and the database share the machine). ${fmt(streamCount)} people hold \`GET /api/me/events\` open on one API process; ${fmt(senderCount)} of them each send a message every ${everyMs / 1000} s for ${seconds} s (${fmt(senderCount * perSender)} messages) to the seller of an ad, who is among the ${fmt(streamCount)}. Latency is from just before the POST leaves to the message's arrival on the seller's stream. With two processes the POSTs go to the first and the streams are read from the second: every delivery crosses processes through PostgreSQL's LISTEN/NOTIFY. Lost: a message answered 201 that never reached the seller's stream (${DRAIN_MS / 1000} s allowed after the last send); duplicated: a message delivered twice on any one stream (buyers' and sellers' alike). RSS is the stream-holding process's before the streams open / once they are open / at the end; on PGlite it includes the embedded database, which lives in the same process (about 400 MB before any stream).`,
    '',
    '| Setup | Streams | Messages sent | Delivered | p50 ms | p99 ms | max ms | POST answered p50 / p99 ms | Lost | Duplicated | RSS MB | Load average |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...rows,
    '',
    'Issue 35’s budgets:',
    '',
    '| Setup | Measure | Measured | Budget | |',
    '| --- | --- | --: | --: | --- |',
    ...budgetRows,
    ...(refused.length > 0 ? ['', `Refused sends: ${refused.join('; ')}.`] : []),
    ...notes.map((note) => `\n${note}`),
  ].join('\n');
}

// ── The run ─────────────────────────────────────────────────────────────────────────────────────
if (!values['skip-build']) {
  console.log('== Building the API');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@carmarket/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('could not build the API');
}
const results = [await measure({ engine: 'PGlite', processes: 1 })];
const notes = [];
if (process.env.DATABASE_URL) {
  results.push(await measure({ engine: 'PostgreSQL', processes: 2 }));
} else {
  notes.push('PostgreSQL was not measured: run with `DATABASE_URL` set.');
}
const section = composeSection(results, notes);
console.log(`\n${section}\n`);
if (!values['no-write']) await writeBenchmarkSection('chat', section);
const over = results.flatMap((r) => checks(r).filter((c) => !c.ok));
if (over.length > 0) {
  console.error(`Over budget: ${over.map((c) => c.what).join(', ')}`);
  process.exitCode = 1;
}
