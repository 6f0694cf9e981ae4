import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEvents } from '@carmarket/db/schema';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { openEventStream, readEvent, type EventStreamClient } from '../../test/event-stream';
import { until } from '../../test/until';
import { LIMITS } from '../limits/limit-rules';
import { recordUserEvents } from '../events/user-events.repository';

/**
 * GET /api/me/events over real HTTP (decision 128): the app listens on a port and the stream is
 * read with fetch while it stays open, on PGlite or, with DATABASE_URL, on PostgreSQL.
 */

const METRICS_TOKEN = 'events-metrics-token';
/** How far the app's clock is from the real one: a test moves it to mint tokens near expiry. */
let offsetMs = 0;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let baseUrl: string;
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({
    clock: () => new Date(Date.now() + offsetMs),
    metricsToken: METRICS_TOKEN,
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await ctx.app.close();
});

async function person() {
  const session = await signUpAndIn(ctx.app);
  return { id: session.user.id, token: session.accessToken };
}

async function open(options: Parameters<typeof openEventStream>[1]) {
  const stream = await openEventStream(baseUrl, options);
  streams.push(stream);
  return stream;
}

async function record(userId: number, readId: number) {
  await recordUserEvents(ctx.db, [{ userId, event: readEvent(readId) }]);
}

/** The readIds of the next `count` events, in the order they arrived. */
async function nextReadIds(stream: EventStreamClient, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const event = await stream.next(`event ${index + 1} of ${count}`);
    expect(event.event).toBe('read');
    ids.push((event.data as { readId: number }).readId);
  }
  return ids;
}

/** Opens a stream and waits until the hub feeds it (an event recorded now reaches it). */
async function openLive(token: string, userId: number, options: { lastEventId?: number } = {}) {
  const stream = await open({ token, ...options });
  expect(stream.response.status).toBe(200);
  // The hub registers the stream as the answer starts: a marker recorded after the headers
  // arrived reaches it, and nothing before it is missed.
  await record(userId, -1);
  const marker = await stream.next('the marker');
  expect(marker.data).toMatchObject({ readId: -1 });
  return stream;
}

describe('GET /api/me/events', () => {
  it('sends an event recorded in a transaction once it commits, while the answer stays open', async () => {
    const buyer = await person();
    // The browser asks for compression: the stream must come uncompressed, event by event.
    const stream = await open({
      token: buyer.token,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('content-encoding')).toBeNull();

    await ctx.db.transaction(async (tx) => {
      await recordUserEvents(tx, [{ userId: buyer.id, event: readEvent(1) }]);
    });
    const event = await stream.next('the committed event');
    expect(event).toMatchObject({ event: 'read', data: readEvent(1) });
    const [row] = await ctx.db.select({ id: userEvents.id }).from(userEvents);
    expect(event.id).toBeGreaterThanOrEqual(Number(row!.id));
    expect(stream.isEnded).toBe(false);
  });

  it('never sends an event whose transaction rolled back, nor one before its commit', async () => {
    const buyer = await person();
    const other = await person();
    const stream = await openLive(buyer.token, buyer.id);
    const otherStream = await openLive(other.token, other.id);

    await expect(
      ctx.db.transaction(async (tx) => {
        await recordUserEvents(tx, [{ userId: buyer.id, event: readEvent(666) }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pending = ctx.db.transaction(async (tx) => {
      await recordUserEvents(tx, [{ userId: buyer.id, event: readEvent(2) }]);
      await held;
    });
    if (ctx.engine === 'postgres') {
      // While the transaction is open, another user's event commits and arrives: the process
      // has heard every notification so far, and the open one has sent none.
      await record(other.id, 7);
      expect(await nextReadIds(otherStream, 1)).toEqual([7]);
    }
    // (PGlite runs one transaction at a time: nothing else reaches the database until it ends.)
    expect(stream.received).toHaveLength(1);
    release();
    await pending;
    expect(await nextReadIds(stream, 1)).toEqual([2]);
    expect(stream.received.map((event) => (event.data as { readId: number }).readId)).toEqual([
      -1, 2,
    ]);
  });

  it('resumes after a dropped connection with exactly the events missed, in order', async () => {
    const buyer = await person();
    const first = await openLive(buyer.token, buyer.id);
    await record(buyer.id, 1);
    await record(buyer.id, 2);
    expect(await nextReadIds(first, 2)).toEqual([1, 2]);
    const lastSeen = first.received.at(-1)!.id;
    first.close();
    await first.ended;

    // Missed while the phone had no signal: three events, one of them in a batch of two.
    await record(buyer.id, 3);
    await recordUserEvents(ctx.db, [
      { userId: buyer.id, event: readEvent(4) },
      { userId: buyer.id, event: readEvent(5) },
    ]);

    const resumed = await open({ token: buyer.token, lastEventId: lastSeen });
    expect(await nextReadIds(resumed, 3)).toEqual([3, 4, 5]);
    await record(buyer.id, 6);
    expect(await nextReadIds(resumed, 1)).toEqual([6]);
    const ids = resumed.received.map((event) => event.id);
    expect(ids).toEqual(ids.toSorted((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThan(lastSeen);

    // The query string says the same for a client that cannot set the header.
    const byQuery = await open({ token: buyer.token, query: `?lastEventId=${lastSeen}` });
    expect(await nextReadIds(byQuery, 4)).toEqual([3, 4, 5, 6]);
    // The stream that was live all along is not sent the new one's catch-up again.
    await record(buyer.id, 7);
    expect(await nextReadIds(byQuery, 1)).toEqual([7]);
    expect(await nextReadIds(resumed, 1)).toEqual([7]);
    expect(resumed.received.map((event) => (event.data as { readId: number }).readId)).toEqual([
      3, 4, 5, 6, 7,
    ]);
  });

  it('starts after the newest event when no last id is given', async () => {
    const buyer = await person();
    await record(buyer.id, 1);
    const stream = await openLive(buyer.token, buyer.id);
    await record(buyer.id, 2);
    expect(await nextReadIds(stream, 1)).toEqual([2]);
  });

  it('feeds every stream of a user, each once', async () => {
    const buyer = await person();
    const phone = await openLive(buyer.token, buyer.id);
    const laptop = await openLive(buyer.token, buyer.id);
    await phone.next('the laptop’s marker');
    await record(buyer.id, 9);
    expect(await nextReadIds(phone, 1)).toEqual([9]);
    expect(await nextReadIds(laptop, 1)).toEqual([9]);
    // Each stream got each event once: the two markers on the phone, one on the laptop.
    expect(phone.received).toHaveLength(3);
    expect(laptop.received).toHaveLength(2);
  });

  it('tells the client to read afresh when its last id is older than the kept events', async () => {
    const buyer = await person();
    await record(buyer.id, 1);
    await record(buyer.id, 2);
    const [oldest] = await ctx.db.select({ id: userEvents.id }).from(userEvents).limit(1);
    // Two days later the job runner has pruned everything up to now.
    await ctx.app.repos.liveEvents.deleteBefore(new Date(Date.now() + 1000));
    await record(buyer.id, 3);
    const newest = await ctx.app.repos.liveEvents.newestIdOf(buyer.id);

    const stream = await open({ token: buyer.token, lastEventId: Number(oldest!.id) });
    const resync = await stream.next('the resync');
    expect(resync).toEqual({ id: newest, event: 'resync', data: { kind: 'resync' } });
    await record(buyer.id, 4);
    expect(await nextReadIds(stream, 1)).toEqual([4]);
  });

  it('refuses a missing, forged, expired or malformed credential with 401 and no stream', async () => {
    const buyer = await person();
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(buyer.id))
      .setAudience('carmarket-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not the server key, long enough to sign'));
    offsetMs = -3600_000;
    const expired = (await person()).token;
    offsetMs = 0;

    for (const token of [undefined, forged, expired, 'not-a-token', '']) {
      const refused = await fetch(`${baseUrl}/api/me/events`, {
        headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await refused.json()) as { code: string; message: string };
      expect(body.code).toBe('sign_in_required');
      expect(body.message).toMatch(/sign in/i);
    }

    const badId = await fetch(`${baseUrl}/api/me/events?lastEventId=1e3`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ field: 'lastEventId' });
  });

  it('ends the stream when its access token expires, and after a sign-out refuses it', async () => {
    // A token issued almost 15 minutes ago (by the app's clock) has a second or two to live.
    offsetMs = -(15 * 60 - 2) * 1000;
    const session = await signUpAndIn(ctx.app);
    offsetMs = 0;
    const stream = await open({ token: session.accessToken });
    expect(stream.response.status).toBe(200);
    await stream.ended;
    expect(stream.isEnded).toBe(true);

    const fresh = await person();
    const signedOut = await signUpAndIn(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...signedOut.bearer, cookie: `carmarket_session=${signedOut.credential}` },
    });
    const refused = await fetch(`${baseUrl}/api/me/events`, {
      headers: { authorization: `Bearer ${signedOut.accessToken}` },
    });
    expect(refused.status).toBe(401);
    expect((await open({ token: fresh.token })).response.status).toBe(200);
  });

  it('counts open streams on /metrics', async () => {
    const scrape = async () => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      return Number(/^carmarket_event_streams_open (\d+)$/m.exec(answer.body)?.[1]);
    };
    const before = await scrape();
    const buyer = await person();
    const stream = await openLive(buyer.token, buyer.id);
    expect(await scrape()).toBe(before + 1);
    stream.close();
    await until('the closed stream to leave the count', async () => (await scrape()) === before);
  });
});

describe('GET /api/me/events at shutdown', () => {
  it('ends every stream as the app closes, so the drain does not wait on them', async () => {
    const closing = await buildTestApp();
    await closing.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(closing.app.server.address() as { port: number }).port}`;
    const session = await signUpAndIn(closing.app);
    const stream = await openEventStream(url, { token: session.accessToken });
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await closing.app.close();
    await stream.ended;
    expect(stream.isEnded).toBe(true);
  });
});

describe('GET /api/me/events under a flood', () => {
  it('keeps each user within their streams and opens, and stays up', async () => {
    const buyer = await person();
    const flood = await Promise.all(
      Array.from({ length: LIMITS.eventStreamOpens.max + 20 }, () => open({ token: buyer.token })),
    );
    const statuses = flood.map((stream) => stream.response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.eventStreamOpens.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const refused = flood.find((stream) => stream.response.status === 429)!;
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
    // Ten stay open; the older ones were closed as newer ones opened.
    await until('the oldest streams to end', () => flood.filter((s) => !s.isEnded).length <= 10);
    expect(ctx.app.eventHub.count()).toBeGreaterThanOrEqual(10);
    await record(buyer.id, 42);
    const live = flood.filter((stream) => stream.response.status === 200 && !stream.isEnded);
    expect(live).toHaveLength(10);
    for (const stream of live) expect(await nextReadIds(stream, 1)).toEqual([42]);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  });

  it('stops a flood of bad tokens from one address at its ceiling, and stays up', async () => {
    // A process of its own: the refusals of the tests above counted against this address.
    const flooded = await buildTestApp();
    await flooded.app.listen({ host: '127.0.0.1', port: 0 });
    const floodedUrl = `http://127.0.0.1:${(flooded.app.server.address() as { port: number }).port}`;
    const ceiling = LIMITS.eventStreamFailuresPerAddress.max;
    const statuses: number[] = [];
    const send = async () => {
      const answer = await fetch(`${floodedUrl}/api/me/events`, {
        headers: { authorization: 'Bearer forged.token.here' },
      });
      await answer.body?.cancel();
      statuses.push(answer.status);
    };
    // Fifty connections at a time, as a script reconnecting in a loop would hold.
    for (let sent = 0; sent < ceiling + 50; sent += 50) {
      await Promise.all(Array.from({ length: Math.min(50, ceiling + 50 - sent) }, send));
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(ceiling);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    // A good token from the same address still opens its stream.
    const buyer = await signUpAndIn(flooded.app);
    const stream = await openEventStream(floodedUrl, { token: buyer.accessToken });
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    expect((await fetch(`${floodedUrl}/api/health`)).status).toBe(200);
    stream.close();
    await flooded.app.close();
  }, 120_000);
});
