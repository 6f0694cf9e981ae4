import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { nextAddress, signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle } from '../../test/factories';
import { LIMITS } from './limit-rules';
import { tally } from '../../test/tally';

/**
 * Issue 29: `GET /api/vehicles/1…520` from one address ran at 151 requests a second without a
 * single 429. Detail and search answers are now counted per address (per user when signed in)
 * against ceilings no crowd behind one carrier address reaches (decision 107), so a scraper is
 * refused within seconds, and nobody else is. The address's ceilings are the server's settings
 * (LISTING_READS_PER_MINUTE, LISTING_READS_PER_HOUR); this app has small ones, so a burst past
 * them is quick to send. The per-user ceilings are the real ones.
 */
const PER_MINUTE = 40;
const PER_HOUR = 100;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let fakeNow = Date.parse('2026-11-27T10:00:05Z');
let carId: number;

beforeAll(async () => {
  ctx = await buildTestApp({
    clock: () => new Date(fakeNow),
    listingReads: { perMinute: PER_MINUTE, perHour: PER_HOUR },
  });
  const seller = await createUser(ctx.db, { package: 'vip' });
  carId = (await createVehicle(ctx.db, { userId: seller.id, package: 'vip' })).id;
});
afterAll(async () => {
  await ctx.app.close();
});

/** `count` simultaneous reads: a scraper's connections. */
async function burst(
  count: number,
  url: (i: number) => string,
  options: { address: string; headers?: Record<string, string> },
) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      ctx.app.inject({
        method: 'GET',
        url: url(i),
        remoteAddress: options.address,
        ...(options.headers ? { headers: options.headers } : {}),
      }),
    ),
  );
  return {
    statuses: tally(answers.map((answer) => answer.statusCode)),
    refusal: answers.find((answer) => answer.statusCode === 429),
  };
}

const read = (url: string, address: string) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress: address });

describe('ceilings on detail and search answers', () => {
  it('are 1,200 a minute and 12,000 an hour per address unless the server is told otherwise', () => {
    const env = loadEnv({});
    expect([env.LISTING_READS_PER_MINUTE, env.LISTING_READS_PER_HOUR]).toEqual([1_200, 12_000]);
  });

  it('refuse a scraper’s burst of detail reads from one address past the minute’s ceiling, and not another address', async () => {
    const scraper = nextAddress();
    const { statuses, refusal } = await burst(PER_MINUTE + 30, () => `/api/vehicles/${carId}`, {
      address: scraper,
    });
    expect(statuses).toEqual({ 200: PER_MINUTE, 429: 30 });
    expect(refusal!.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please try again in 55 seconds.',
    });
    // The minute's window ends 55 s after the clock's time (10:00:05).
    expect(refusal!.headers['retry-after']).toBe('55');

    // Search is the same count: the scraper cannot switch to it.
    expect((await read('/api/vehicles/search', scraper)).statusCode).toBe(429);

    // Anyone on another address reads as before.
    const neighbour = nextAddress();
    expect((await read(`/api/vehicles/${carId}`, neighbour)).statusCode).toBe(200);
    expect((await read('/api/vehicles/search', neighbour)).statusCode).toBe(200);

    // The next minute the scraper reads again, until the hour's ceiling: every read counts
    // toward it, refused or not (70 detail reads and a search so far); then it waits until 11:00.
    fakeNow += 60_000;
    try {
      const counted = PER_MINUTE + 30 + 1;
      const next = await burst(PER_MINUTE, () => `/api/vehicles/${carId}`, { address: scraper });
      expect(next.statuses).toEqual({
        200: PER_HOUR - counted,
        429: PER_MINUTE - (PER_HOUR - counted),
      });
      expect(next.refusal!.headers['retry-after']).toBe(String(60 * 60 - 60 - 5));
    } finally {
      fakeNow -= 60_000;
    }
  });

  it(`count a signed-in caller per user (${LIMITS.listingReadsPerUserMinute.max} a minute), not against their address`, async () => {
    const reader = await signUpAndIn(ctx.app);
    const address = nextAddress();
    const { statuses } = await burst(
      LIMITS.listingReadsPerUserMinute.max + 20,
      (i) => (i % 2 ? `/api/vehicles/${carId}` : `/api/vehicles/search?page=${1 + (i % 5)}`),
      { address, headers: reader.bearer },
    );
    expect(statuses).toEqual({ 200: LIMITS.listingReadsPerUserMinute.max, 429: 20 });

    // Visitors behind the reader's address are not affected, nor is another user there.
    expect((await read(`/api/vehicles/${carId}`, address)).statusCode).toBe(200);
    const other = await signUpAndIn(ctx.app);
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${carId}`,
      headers: other.bearer,
      remoteAddress: address,
    });
    expect(answer.statusCode).toBe(200);
  });
});
