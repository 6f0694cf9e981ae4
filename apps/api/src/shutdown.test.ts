import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@carmarket/db/client';
import { jobs, mailOutbox, vehicleMedia, vehicles } from '@carmarket/db/schema';
import { seedReferenceData } from '@carmarket/db/seed/reference-data';
import type { ImageVariants } from '@carmarket/shared/media';
import { loadEnv } from './config/env';
import { registration, TEST_PASSWORD } from './test/accounts';
import { adFieldsFor, photo } from './test/ads';
import { startServerProcess, stopServerProcesses, type StartedServer } from './test/server-process';
import { createScratchDatabase } from './test/test-database';
import { startTestSmtpServer, type TestSmtpServer } from './test/test-smtp-server';
import { verifyPhoneOverHttp } from './test/phone-verification';
import { until } from './test/until';

/**
 * SIGTERM under load (decision 125): the real server process, on the embedded database, or on
 * PostgreSQL when DATABASE_URL is set. What was in flight when the signal came finishes and is
 * kept; what had not begun is refused or left for the next start; the process exits 0.
 */

const secret = randomBytes(32).toString('hex');
let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
const smtpServers: TestSmtpServer[] = [];

/** The database the server uses, opened by the test while no server has it (PGlite's lock). */
const openDatabase = (): Promise<DbHandle> =>
  createDb(
    scratch ? { databaseUrl: scratch.url, poolSize: 2 } : { pgliteDir: path.join(dataDir, 'db') },
  );

async function startServer(smtp: TestSmtpServer, env: Record<string, string> = {}) {
  return startServerProcess({
    env: {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      ...(scratch ? { DATABASE_URL: scratch.url, ACCESS_TOKEN_SECRET: secret } : {}),
      ...env,
    },
  });
}

async function smtpServer(options: Parameters<typeof startTestSmtpServer>[0] = {}) {
  const smtp = await startTestSmtpServer(options);
  smtpServers.push(smtp);
  return smtp;
}

function post(server: StartedServer, url: string, body: unknown) {
  return fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function register(server: StartedServer) {
  const details = registration();
  expect((await post(server, '/api/auth/register', details)).status).toBe(201);
  return details.email;
}

async function tokenOf(server: StartedServer, email: string): Promise<string> {
  const response = await post(server, '/api/auth/login', { email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Waits until the server has logged a line with every pattern (its log is its only window). */
const logged = (server: StartedServer, what: string, ...patterns: RegExp[]) =>
  until(what, () =>
    server
      .output()
      .split('\n')
      .some((line) => patterns.every((pattern) => pattern.test(line))),
  );

/** A raw connection, so a test can send part of a request and the rest later. */
function connection(server: StartedServer) {
  const { hostname, port } = new URL(server.baseUrl);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return {
    write: (data: string | Buffer) => socket.write(data),
    /** What has arrived so far. */
    received: () => received,
    /** The answer once the server closed the connection: status and body. */
    async answer(): Promise<{ status: number; body: string }> {
      await closed;
      const [head = '', body = ''] = received.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), body };
    },
  };
}

/** Whether a new connection to the server's port is refused. */
function refusesConnections(server: StartedServer): Promise<boolean> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let adFields: Awaited<ReturnType<typeof adFieldsFor>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-shutdown-'));
  const databaseUrl = loadEnv().DATABASE_URL;
  if (databaseUrl) scratch = await createScratchDatabase(databaseUrl);
  // Migrated and given its reference data first, so the test can name a city and a make.
  const handle = await openDatabase();
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
    adFields = await adFieldsFor(handle.db);
  } finally {
    await handle.close();
  }
});

// A test that failed midway leaves no server holding the database for the next.
afterEach(stopServerProcesses);

afterAll(async () => {
  for (const smtp of smtpServers) await smtp.close();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a server sent SIGTERM', () => {
  it('finishes an upload in flight, answers readiness 503 meanwhile, takes no new connection, and exits 0', async () => {
    const metricsPort = await freePort();
    // Readiness answers 503 for 10 s before the listener closes: the probe below ends in them.
    const server = await startServer(await smtpServer(), {
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_GRACE_SECONDS: '10',
    });
    const token = await tokenOf(server, await register(server));
    // Posting needs a verified number (issue 36).
    await verifyPhoneOverHttp(server.baseUrl, token, dataDir);

    // The metrics have their port; on the site's port, without METRICS_TOKEN, the path is unknown.
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('carmarket_http_requests_total{');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);

    // An ad with a photo, its body sent in two halves.
    const form = new FormData();
    for (const [name, value] of Object.entries(adFields({ title: 'Toyota Aqua Shutdown 2016' }))) {
      form.append(name, value);
    }
    const picture = await photo();
    form.append('img1', new Blob([picture.data], { type: picture.type }), picture.filename);
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const half = Math.floor(body.length / 2);
    const upload = connection(server);
    upload.write(
      [
        'POST /api/vehicles/new-ad HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        `Content-Type: ${encoded.headers.get('content-type')}`,
        `Content-Length: ${body.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    upload.write(body.subarray(0, half));
    await logged(server, 'the upload to begin', /incoming request/, /\/api\/vehicles\/new-ad/);

    // A load balancer's probe, its request begun before the signal and ended after.
    const probe = connection(server);
    probe.write('GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    server.child.kill('SIGTERM');
    await logged(server, 'the signal', /SIGTERM received/);
    probe.write('\r\n');
    const ready = await probe.answer();
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({
      code: 'shutting_down',
      message: 'Not ready: the server is shutting down.',
    });
    // Within the grace the site still serves: only readiness has gone.
    expect((await fetch(`${server.baseUrl}/api/vehicles/search`)).status).toBe(200);
    await until('the listener to close', () => refusesConnections(server));
    // Still running: the upload has not ended.
    expect(server.child.exitCode).toBeNull();

    upload.write(body.subarray(half));
    const answered = await upload.answer();
    expect(answered.status).toBe(201);
    const { id } = JSON.parse(answered.body) as { id: number };
    expect(await server.exited).toBe(0);
    // It closed because nothing was left, not because the deadline cut something off.
    expect(server.output()).not.toContain('cutting them off');

    // The ad and its photo's files are there for the next start.
    const handle = await openDatabase();
    try {
      const [ad] = await handle.db.select().from(vehicles).where(eq(vehicles.id, id));
      expect(ad?.title).toBe('Toyota Aqua Shutdown 2016');
      const media = await handle.db
        .select()
        .from(vehicleMedia)
        .where(eq(vehicleMedia.vehicleId, id));
      expect(media).toHaveLength(1);
      const keys = [
        media[0]?.storageKey ?? '',
        ...Object.values(media[0]?.variants ?? ({} as Partial<ImageVariants>)),
      ];
      for (const key of keys) await access(path.join(dataDir, 'media', key));
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('ends open event streams, and one a client gave up on, without waiting out the deadline', async () => {
    const smtp = await smtpServer();
    const server = await startServer(smtp);
    const token = await tokenOf(server, await register(server));

    // A phone that stopped listening: its stream was aborted while this client lives on.
    const aborted = new AbortController();
    const given = await fetch(`${server.baseUrl}/api/me/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: aborted.signal,
    });
    expect(given.status).toBe(200);
    const reader = given.body!.getReader();
    await reader.read();
    aborted.abort();

    // And one still open on a kept-alive connection.
    const open = connection(server);
    open.write(
      `GET /api/me/events HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nConnection: keep-alive\r\n\r\n`,
    );
    await until('the open stream', () => open.received().includes('retry:'));

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/cutting them off/);
    // The open stream was ended and its connection closed, so its client reconnects elsewhere.
    expect((await open.answer()).status).toBe(200);
  }, 120_000);

  it('lets the running job finish, takes no further job, and leaves that one for the next start', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const smtp = await smtpServer({ holdAnswerUntil: held });
    const server = await startServer(smtp);

    // The first confirmation message is being delivered when the signal comes; the second waits.
    const first = await register(server);
    await smtp.dataReceived;
    const second = await register(server);

    server.child.kill('SIGTERM');
    await logged(server, 'the signal', /SIGTERM received/);
    release();
    expect(await server.exited).toBe(0);
    expect(smtp.messages.map((message) => message.to)).toEqual([[first]]);

    const handle = await openDatabase();
    try {
      const outbox = await handle.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.recipient, [first, second]));
      const sentTo = (email: string) =>
        outbox.find((message) => message.recipient === email)?.sentAt;
      expect(sentTo(first)).toBeInstanceOf(Date);
      expect(sentTo(second)).toBeNull();
      const states = await handle.db.select({ state: jobs.state }).from(jobs);
      expect(states.filter((job) => job.state === 'running')).toEqual([]);
    } finally {
      await handle.close();
    }

    // The next start delivers what the last one left.
    const next = await startServer(smtp);
    const delivered = await smtp.received(2);
    expect(delivered.map((message) => message.to)).toEqual([[first], [second]]);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 120_000);
});
