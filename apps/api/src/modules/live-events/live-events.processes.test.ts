import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, LISTENER_APPLICATION_NAME, type DbHandle } from '@carmarket/db/client';
import { users } from '@carmarket/db/schema';
import type { ChatMessageView } from '@carmarket/shared/chat';
import type { LoginResponse } from '@carmarket/shared/account';
import { loadEnv } from '../../config/env';
import { registration } from '../../test/accounts';
import { openEventStream, readEvent, type EventStreamClient } from '../../test/event-stream';
import {
  startServerProcess,
  stopServerProcesses,
  type StartedServer,
} from '../../test/server-process';
import { createVehicle } from '../../test/factories';
import { createScratchDatabase } from '../../test/test-database';
import { until } from '../../test/until';
import { recordUserEvents } from '../events/user-events.repository';

/**
 * Two server processes on one PostgreSQL database (decision 128): each holds its own LISTEN, so
 * an event committed anywhere (a message sent to either process) reaches the streams open on
 * both; a listener whose connection
 * the server drops reconnects, and its streams read what was committed in the gap.
 */

const secret = randomBytes(32).toString('hex');
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let handle: DbHandle;
const dataDirs: string[] = [];
const servers: StartedServer[] = [];
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  const url = loadEnv().DATABASE_URL;
  if (!url) throw new Error('This suite needs a PostgreSQL server: set DATABASE_URL.');
  scratch = await createScratchDatabase(url);
  for (let index = 0; index < 2; index += 1) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-live-events-'));
    dataDirs.push(dataDir);
    // One after the other: the first migrates, the second finds the database ready.
    servers.push(
      await startServerProcess({
        env: { DATABASE_URL: scratch.url, ACCESS_TOKEN_SECRET: secret, DATA_DIR: dataDir },
      }),
    );
  }
  handle = await createDb({ databaseUrl: scratch.url, poolSize: 2 });
}, 240_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await stopServerProcesses();
  await handle?.close();
  await scratch?.drop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
}, 60_000);

/** Registers and signs in through `server`; the token is good on both. */
async function person(server: StartedServer) {
  const details = registration();
  const post = (url: string, body: unknown) =>
    fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/auth/register', details)).status).toBe(201);
  const login = await post('/api/auth/login', {
    email: details.email,
    password: details.password,
  });
  const session = (await login.json()) as LoginResponse;
  // Starting a conversation needs a verified number (issue 36): set as `signUpAndIn` does.
  await handle.db
    .update(users)
    .set({ phoneVerifiedAt: new Date() })
    .where(eq(users.id, session.user.id));
  return { id: session.user.id, token: session.accessToken };
}

async function open(server: StartedServer, token: string) {
  const stream = await openEventStream(server.baseUrl, { token });
  expect(stream.response.status).toBe(200);
  streams.push(stream);
  return stream;
}

let markers = 0;
/**
 * Waits until every stream has heard a marker recorded after it opened: from then on it hears
 * everything, and everything earlier has arrived (a user's events commit in id order).
 */
async function settle(userId: number, ...listening: EventStreamClient[]) {
  const lastReadId = (stream: EventStreamClient) =>
    (stream.received.at(-1)?.data as { readId?: number } | undefined)?.readId;
  let marker = 0;
  await until(
    'every stream to hear a marker',
    async () => {
      if (listening.every((stream) => lastReadId(stream) === marker && marker !== 0)) return true;
      markers += 1;
      marker = -markers;
      await recordUserEvents(handle.db, [{ userId, event: readEvent(marker) }]);
      return false;
    },
    { everyMs: 200 },
  );
}

/** The message of the stream's event number `index`, once it has arrived. */
async function messageAt(stream: EventStreamClient, index: number, what: string) {
  await until(what, () => stream.received.length > index);
  const event = stream.received[index]!;
  expect(event.event).toBe('message');
  return (event.data as { message: ChatMessageView }).message;
}

/** The readId of the stream's event number `index`, once it has arrived. */
async function readIdAt(stream: EventStreamClient, index: number, what: string) {
  await until(what, () => stream.received.length > index);
  return (stream.received[index]!.data as { readId: number }).readId;
}

describe('live events across processes', () => {
  it('delivers an event committed by one connection to streams on both processes', async () => {
    const [first, second] = servers as [StartedServer, StartedServer];
    const buyer = await person(first);
    const onFirst = await open(first, buyer.token);
    const onSecond = await open(second, buyer.token);
    await settle(buyer.id, onFirst, onSecond);
    const seenFirst = onFirst.received.length;
    const seenSecond = onSecond.received.length;
    await recordUserEvents(handle.db, [{ userId: buyer.id, event: readEvent(1) }]);
    await recordUserEvents(handle.db, [{ userId: buyer.id, event: readEvent(2) }]);
    await until('both streams to hear the two events', () =>
      [onFirst.received.length - seenFirst, onSecond.received.length - seenSecond].every(
        (count) => count >= 2,
      ),
    );
    for (const stream of [onFirst, onSecond]) {
      const ids = stream.received.map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(ids.toSorted((a, b) => a - b));
      expect(stream.received.slice(-2).map((event) => event.data)).toEqual([
        readEvent(1),
        readEvent(2),
      ]);
    }
  });

  it('delivers a message sent to one process to the other side’s stream on the other', async () => {
    const [first, second] = servers as [StartedServer, StartedServer];
    const buyer = await person(first);
    const seller = await person(second);
    const vehicle = await createVehicle(handle.db, { userId: seller.id });
    const sellerStream = await open(second, seller.token);
    const buyerStream = await open(first, buyer.token);
    await settle(seller.id, sellerStream);
    await settle(buyer.id, buyerStream);
    const sellerSeen = sellerStream.received.length;
    const buyerSeen = buyerStream.received.length;

    const send = (server: StartedServer, url: string, token: string, text: string) =>
      fetch(`${server.baseUrl}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
    const started = await send(
      first,
      `/api/vehicles/${vehicle.id}/conversations`,
      buyer.token,
      'Is it still for sale?',
    );
    expect(started.status).toBe(201);
    const { conversationId } = (await started.json()) as { conversationId: number };
    const asked = await messageAt(sellerStream, sellerSeen, 'the question on the seller’s stream');
    expect(asked).toMatchObject({ text: 'Is it still for sale?', mine: false });

    const answered = await send(
      second,
      `/api/me/conversations/${conversationId}/messages`,
      seller.token,
      'Yes, come on Saturday.',
    );
    expect(answered.status).toBe(201);
    // The buyer's stream on the first process: their own question, then the answer.
    expect(await messageAt(buyerStream, buyerSeen, 'the buyer’s own question')).toMatchObject({
      text: 'Is it still for sale?',
      mine: true,
    });
    expect(await messageAt(buyerStream, buyerSeen + 1, 'the answer')).toMatchObject({
      text: 'Yes, come on Saturday.',
      mine: false,
    });
  });

  it('reads what was committed while its listener was cut off', async () => {
    const [first] = servers as [StartedServer, StartedServer];
    const buyer = await person(first);
    const stream = await open(first, buyer.token);
    await settle(buyer.id, stream);
    const seen = stream.received.length;
    const listeners = sql`select pid from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`;
    const pids = async () =>
      ((await handle.db.execute(listeners)) as unknown as { rows: { pid: number }[] }).rows;
    expect(await pids()).toHaveLength(2);

    // The server ends every listening connection (a failover, a restart of a pooler).
    await handle.db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) as l`);
    await until('the listeners to be gone', async () => (await pids()).length < 2, {
      everyMs: 5,
    });
    await recordUserEvents(handle.db, [{ userId: buyer.id, event: readEvent(1) }]);
    expect(await readIdAt(stream, seen, 'the event of the gap')).toBe(1);
    await until('both listeners to be back', async () => (await pids()).length === 2);
    await recordUserEvents(handle.db, [{ userId: buyer.id, event: readEvent(2) }]);
    expect(await readIdAt(stream, seen + 1, 'an event after the reconnection')).toBe(2);
    expect(stream.received).toHaveLength(seen + 2);
    expect(first.output()).toContain('Listening for live events again');
  });
});
