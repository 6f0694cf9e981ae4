import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitEvents } from '@carmarket/db/schema';
import { loadEnv } from '../../config/env';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { TrustedDevice } from '../auth/device-cookie';
import { createLoginThrottle, type LoginThrottle } from '../auth/login-throttle';
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

  it('takes places under several rules at once or none, and gives them back', async () => {
    const limiter = limiterOn();
    const narrow = freshRule(2, MINUTE);
    const wide = freshRule(5, MINUTE);
    clock.now = start;
    const both = [
      { rule: narrow, subject: 'x' },
      { rule: wide, subject: 'x' },
    ];
    const first = await limiter.takeAll(both);
    expect(first.allowed).toBe(true);
    expect((await limiter.takeAll(both)).allowed).toBe(true);
    // The narrow rule is full, and named: nothing is counted under the wide one either.
    expect(await limiter.takeAll(both)).toEqual({
      allowed: false,
      retryAfterMs: MINUTE,
      full: [narrow],
    });
    for (let i = 0; i < 3; i += 1) expect((await limiter.take(wide, 'x')).allowed).toBe(true);
    expect((await limiter.take(wide, 'x')).allowed).toBe(false);

    if (!first.allowed) throw new Error('the first take was allowed');
    await limiter.refund(first.receipt);
    expect((await limiter.take(narrow, 'x')).allowed).toBe(true);
    expect((await limiter.take(wide, 'x')).allowed).toBe(true);
    expect((await limiter.take(wide, 'x')).allowed).toBe(false);
  });

  it('gives exactly max places to 200 simultaneous takes, from two processes', async () => {
    const other = await database.openAnother();
    try {
      const processes = [limiterOn(), limiterOn(other.db)];
      const limit = freshRule(10, 15 * MINUTE);
      clock.now = start + 5 * 24 * 60 * MINUTE;
      const verdicts = await Promise.all(
        Array.from({ length: 200 }, (_, i) => processes[i % 2]!.take(limit, 'crowd')),
      );
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
      const severalRules = [
        { rule: freshRule(7, MINUTE), subject: 'a' },
        { rule: freshRule(50, MINUTE), subject: 'a' },
      ];
      const joint = await Promise.all(
        Array.from({ length: 200 }, (_, i) => processes[i % 2]!.takeAll(severalRules)),
      );
      expect(joint.filter((verdict) => verdict.allowed)).toHaveLength(7);
    } finally {
      await other.close();
    }
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
    await limiter.take(limit, 'old');
    clock.now += MINUTE;
    await limiter.take(limit, 'new');
    await limiter.purgeExpired();
    const left = await database.db.select().from(rateLimitEvents);
    expect(left.some((row) => row.at.getTime() === clock.now - MINUTE)).toBe(false);
    expect(left.some((row) => row.at.getTime() === clock.now)).toBe(true);
  });
});

describe('sign-in throttle', () => {
  /** An attempt that turns out wrong: its places stay taken. */
  async function wrongPassword(
    throttle: LoginThrottle,
    email: string,
    address: string,
    device: TrustedDevice | null = null,
  ) {
    return (await throttle.attempt(email, address, device)).allowed;
  }

  /** An attempt with the right password: its places are given back. */
  async function rightPassword(
    throttle: LoginThrottle,
    email: string,
    address: string,
    device: TrustedDevice | null = null,
  ) {
    const attempt = await throttle.attempt(email, address, device);
    if (!attempt.allowed) return false;
    await throttle.succeeded(email, address, device, attempt.receipt);
    return true;
  }

  it(`stops an address after ${LIMITS.signInFailuresPerAddress.max} failures across accounts, and only that address`, async () => {
    const throttle = createLoginThrottle(limiterOn());
    clock.now = start + 10 * 24 * 60 * MINUTE;
    for (let i = 0; i < LIMITS.signInFailuresPerAddress.max; i += 1) {
      expect(await wrongPassword(throttle, `list-${i}@example.lk`, '203.0.113.7')).toBe(true);
    }
    expect(await throttle.attempt('next@example.lk', '203.0.113.7', null)).toEqual({
      allowed: false,
      retryAfterMs: LIMITS.signInFailuresPerAddress.windowMs,
    });
    expect(await wrongPassword(throttle, 'next@example.lk', '203.0.113.8')).toBe(true);
  });

  it('forgives an address its typos for an account once the right password comes', async () => {
    const throttle = createLoginThrottle(limiterOn());
    clock.now = start + 40 * 24 * 60 * MINUTE;
    const typos = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        expect(await wrongPassword(throttle, 'typist@example.lk', '192.0.2.40')).toBe(true);
      }
    };
    await typos(9);
    expect(await rightPassword(throttle, 'typist@example.lk', '192.0.2.40')).toBe(true);
    await typos(9);
    expect(await rightPassword(throttle, 'typist@example.lk', '192.0.2.40')).toBe(true);
  });

  it('counts a trusted device only under its own limit, never with strangers', async () => {
    const throttle = createLoginThrottle(limiterOn());
    clock.now = start + 20 * 24 * 60 * MINUTE;
    const device: TrustedDevice = { userId: 7, nonce: 'owner-phone-nonce-0001' };
    for (let i = 0; i < LIMITS.signInFailuresPerAccount.max; i += 1) {
      await wrongPassword(throttle, 'owner@example.lk', `198.51.100.${i % 250}`);
    }
    expect(await rightPassword(throttle, 'owner@example.lk', '192.0.2.6')).toBe(false);
    expect(await rightPassword(throttle, 'owner@example.lk', '192.0.2.6', device)).toBe(true);

    for (let i = 0; i < LIMITS.signInFailuresPerDevice.max; i += 1) {
      expect(await wrongPassword(throttle, 'owner@example.lk', '192.0.2.6', device)).toBe(true);
    }
    expect(await rightPassword(throttle, 'owner@example.lk', '192.0.2.6', device)).toBe(false);
    const otherPhone: TrustedDevice = { userId: 7, nonce: 'owner-other-phone-0002' };
    expect(await rightPassword(throttle, 'owner@example.lk', '192.0.2.6', otherPhone)).toBe(true);
  });
});
