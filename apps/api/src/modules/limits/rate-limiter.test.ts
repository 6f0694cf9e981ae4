import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitEvents } from '@carmarket/db/schema';
import { loadEnv } from '../../config/env';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createLoginThrottle } from '../auth/login-throttle';
import { LIMITS } from './limit-rules';
import { createRateLimitEventsRepository } from './rate-limit-events.repository';
import { createRateLimiter, type LimitRule } from './rate-limiter';

const MINUTE = 60_000;
const start = new Date('2026-11-23T10:00:00Z').getTime();
const clock = { now: start };
let database: TestDatabase;
let rule = 0;

beforeAll(async () => {
  database = await createTestDatabase(loadEnv().DATABASE_URL);
});
afterAll(async () => {
  await database.close();
});

/** A limiter on the test database, as one API process has it; `db` picks the process. */
function limiterOn(db = database.db) {
  return createRateLimiter({
    events: createRateLimitEventsRepository(db),
    clock: () => new Date(clock.now),
  });
}

/** A rule no other test counts against. */
function freshRule(max: number, windowMs: number): LimitRule {
  rule += 1;
  return { name: `test-rule-${rule}`, max, windowMs };
}

describe('rate limiter', () => {
  it('allows max events in a window, then refuses until the oldest is a window old', async () => {
    const limiter = limiterOn();
    const limit = freshRule(3, 10 * MINUTE);
    clock.now = start;
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.take(limit, 'a')).toEqual({ allowed: true });
      clock.now += MINUTE;
    }
    expect(await limiter.take(limit, 'a')).toEqual({ allowed: false, retryAfterMs: 7 * MINUTE });
    // Refused attempts are not counted: they do not push the wait further out.
    clock.now += 6 * MINUTE;
    expect(await limiter.take(limit, 'a')).toEqual({ allowed: false, retryAfterMs: MINUTE });
    expect(await limiter.take(limit, 'b')).toEqual({ allowed: true });

    clock.now += MINUTE + 1;
    expect(await limiter.take(limit, 'a')).toEqual({ allowed: true });
    expect(await limiter.take(limit, 'a')).toMatchObject({ allowed: false });
  });

  it('checks without counting, and records whatever the limit', async () => {
    const limiter = limiterOn();
    const limit = freshRule(2, MINUTE);
    clock.now = start;
    expect(await limiter.check(limit, 'x')).toEqual({ allowed: true });
    expect(await limiter.check(limit, 'x')).toEqual({ allowed: true });
    for (let i = 0; i < 3; i += 1) await limiter.record(limit, 'x');
    expect(await limiter.check(limit, 'x')).toEqual({ allowed: false, retryAfterMs: MINUTE });
    expect(await limiter.seen(limit, 'x')).toBe(true);
    expect(await limiter.seen(limit, 'y')).toBe(false);
  });

  it('is one limit for every process on the database', async () => {
    const other = await database.openAnother();
    try {
      const first = limiterOn();
      const second = limiterOn(other.db);
      const limit = freshRule(4, MINUTE);
      clock.now = start;
      for (let i = 0; i < 2; i += 1) {
        expect((await first.take(limit, 'shared')).allowed).toBe(true);
        expect((await second.take(limit, 'shared')).allowed).toBe(true);
      }
      expect((await first.take(limit, 'shared')).allowed).toBe(false);
      expect((await second.take(limit, 'shared')).allowed).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('purges events once their window has passed', async () => {
    const limiter = limiterOn();
    const limit = freshRule(1, MINUTE);
    clock.now = start + 24 * 60 * MINUTE;
    await limiter.record(limit, 'old');
    clock.now += MINUTE;
    await limiter.record(limit, 'new');
    await limiter.purgeExpired();
    const left = await database.db.select().from(rateLimitEvents);
    expect(left.some((row) => row.at.getTime() === clock.now - MINUTE)).toBe(false);
    expect(left.some((row) => row.at.getTime() === clock.now)).toBe(true);
  });
});

describe('sign-in throttle', () => {
  it(`stops an address after ${LIMITS.signInFailuresPerAddress.max} failures across accounts, and only that address`, async () => {
    const throttle = createLoginThrottle(limiterOn());
    clock.now = start + 10 * 24 * 60 * MINUTE;
    for (let i = 0; i < LIMITS.signInFailuresPerAddress.max; i += 1) {
      expect((await throttle.check(`list-${i}@example.lk`, '203.0.113.7')).allowed).toBe(true);
      await throttle.recordFailure(`list-${i}@example.lk`, '203.0.113.7');
    }
    expect(await throttle.check('next@example.lk', '203.0.113.7')).toEqual({
      allowed: false,
      retryAfterMs: LIMITS.signInFailuresPerAddress.windowMs,
    });
    expect((await throttle.check('next@example.lk', '203.0.113.8')).allowed).toBe(true);
  });

  it('forgives an address its typos for an account once the right password comes, and keeps one known-device row', async () => {
    const throttle = createLoginThrottle(limiterOn());
    clock.now = start + 40 * 24 * 60 * MINUTE;
    const knownDevices = async () =>
      (await database.db.select().from(rateLimitEvents)).filter((row) =>
        row.key.startsWith(`${LIMITS.knownDevice.name}:`),
      ).length;
    const knownDevicesBefore = await knownDevices();
    const typos = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        await throttle.recordFailure('typist@example.lk', '192.0.2.40');
      }
    };
    await typos(9);
    for (let day = 0; day < 3; day += 1) {
      await throttle.recordSuccess('typist@example.lk', '192.0.2.40');
      clock.now += MINUTE;
    }
    await typos(9);
    expect((await throttle.check('typist@example.lk', '192.0.2.40')).allowed).toBe(true);
    expect(await knownDevices()).toBe(knownDevicesBefore + 1);
  });

  it('forgets a known device after 30 days', async () => {
    const throttle = createLoginThrottle(limiterOn());
    clock.now = start + 20 * 24 * 60 * MINUTE;
    const strangersGuess = async () => {
      for (let i = 0; i < LIMITS.signInFailuresPerAccount.max; i += 1) {
        await throttle.recordFailure('owner@example.lk', `198.51.100.${i % 250}`);
      }
    };
    await throttle.recordSuccess('owner@example.lk', '192.0.2.5');
    await strangersGuess();
    expect((await throttle.check('owner@example.lk', '192.0.2.5')).allowed).toBe(true);
    expect((await throttle.check('owner@example.lk', '192.0.2.6')).allowed).toBe(false);

    clock.now += 30 * 24 * 60 * MINUTE + 1;
    await strangersGuess();
    expect((await throttle.check('owner@example.lk', '192.0.2.5')).allowed).toBe(false);
  });
});
