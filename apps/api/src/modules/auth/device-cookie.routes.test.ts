import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '@carmarket/db/schema';
import {
  cookiesOf,
  nextAddress,
  registration,
  signUpAndIn,
  TEST_PASSWORD,
} from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { LIMITS } from '../limits/limit-rules';
import { DEVICE_COOKIE } from './auth-cookies';
import { hashResetToken } from './password-reset.service';

/**
 * Issue 28, point 3 (decision 101): OWASP's device cookies. A browser that signed in to an
 * account before is counted on its own, never with strangers' failures, so strangers cannot lock
 * the owner out; everyone else meets the usual per-(account, address), per-account and
 * per-address counts.
 */

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

function signIn(email: string, password: string, address: string, device?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: address,
    ...(device === undefined ? {} : { cookies: { [DEVICE_COOKIE]: device } }),
  });
}

/** Strangers guess from `addresses` addresses, ten each, every address's guesses at once. */
async function strangersGuess(email: string, addresses: number, each = 10) {
  for (let a = 0; a < addresses; a += 1) {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: each }, (_, guess) => signIn(email, `guess-${a}-${guess}`, address)),
    );
    const statuses = answers.map((response) => response.statusCode);
    if (statuses.some((status) => status !== 401 && status !== 429)) {
      throw new Error(`a guess got ${statuses.join(', ')}`);
    }
  }
}

/** Over a hundred password checks: slow on a busy machine, whatever the database. */
const MANY_GUESSES_MS = 90_000;

describe('device cookies', () => {
  it('are set at sign-in: signed, HttpOnly, SameSite=Strict, for /api/auth only', async () => {
    const owner = await signUpAndIn(ctx.app);
    const login = await signIn(owner.email, TEST_PASSWORD, nextAddress());
    expect(login.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      path: '/api/auth',
      sameSite: 'Strict',
      maxAge: 180 * 24 * 60 * 60,
    });
    // Signed: the account and this browser's name, then the server's signature.
    expect(owner.device).toMatch(new RegExp(`^${owner.user.id}\\.[\\w-]{22}\\.\\d+\\.[\\w+/]+$`));
  });

  it('let the owner in from the address a stranger locked with ten wrong passwords', async () => {
    const victim = await signUpAndIn(ctx.app);
    const shared = nextAddress();
    for (let guess = 1; guess <= 10; guess += 1) {
      expect((await signIn(victim.email, `guess-${guess}`, shared)).statusCode).toBe(401);
    }
    // Without the cookie the address is locked for this account, as before.
    expect((await signIn(victim.email, TEST_PASSWORD, shared)).statusCode).toBe(429);
    const owner = await signIn(victim.email, TEST_PASSWORD, shared, victim.device);
    expect(owner.statusCode).toBe(200);
  });

  it(
    'let the owner in on a new address after 12 addresses × 10 wrong passwords; without one, 429',
    async () => {
      const owner = await signUpAndIn(ctx.app);
      await strangersGuess(owner.email, 12);
      const withoutCookie = await signIn(owner.email, TEST_PASSWORD, nextAddress());
      expect(withoutCookie.statusCode).toBe(429);
      const withCookie = await signIn(owner.email, TEST_PASSWORD, nextAddress(), owner.device);
      expect(withCookie.statusCode).toBe(200);
    },
    MANY_GUESSES_MS,
  );

  it(
    'count as none when forged, altered, or trusted for another account',
    async () => {
      const owner = await signUpAndIn(ctx.app);
      const other = await signUpAndIn(ctx.app);
      await strangersGuess(owner.email, 11);
      const [userId, nonce, issuedAt, signature = ''] = owner.device.split('.');
      const forged = [
        // Another account's good cookie.
        other.device,
        // Our account's claim with another's signature, or none, or a guessed one.
        `${userId}.${nonce}.${issuedAt}.${other.device.split('.')[3]}`,
        `${userId}.${nonce}.${issuedAt}`,
        `${owner.user.id}.${'A'.repeat(22)}.${issuedAt}.${signature}`,
        'garbage',
      ];
      for (const device of forged) {
        const response = await signIn(owner.email, TEST_PASSWORD, nextAddress(), device);
        expect(response.statusCode, device).toBe(429);
      }
      expect(
        (await signIn(owner.email, TEST_PASSWORD, nextAddress(), owner.device)).statusCode,
      ).toBe(200);
    },
    MANY_GUESSES_MS,
  );

  it('have their own limit: ten wrong passwords from the device, then 429 there only', async () => {
    const owner = await signUpAndIn(ctx.app);
    const address = nextAddress();
    for (let guess = 1; guess <= LIMITS.signInFailuresPerDevice.max; guess += 1) {
      const response = await signIn(owner.email, `typo-${guess}`, address, owner.device);
      expect(response.statusCode).toBe(401);
    }
    const locked = await signIn(owner.email, TEST_PASSWORD, address, owner.device);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The device's failures were not counted for the account at that address.
    expect((await signIn(owner.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it(
    'let exactly ten of 200 simultaneous wrong passwords with one device cookie be checked, from any addresses',
    async () => {
      const owner = await signUpAndIn(ctx.app);
      // One copied device cookie, tried from 200 addresses at once: only its own ten are checked.
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          signIn(owner.email, `concurrent-${i}`, nextAddress(), owner.device),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(190);
    },
    MANY_GUESSES_MS,
  );

  it(
    'are given by a password reset through the e-mailed link: a locked-out owner on a new phone gets in',
    async () => {
      const details = registration();
      const registered = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: details,
        remoteAddress: nextAddress(),
      });
      expect(registered.statusCode).toBe(201);
      await strangersGuess(details.email, 11);
      const newPhone = nextAddress();
      expect((await signIn(details.email, TEST_PASSWORD, newPhone)).statusCode).toBe(429);

      const account = await ctx.app.repos.users.findByEmail(details.email);
      if (!account) throw new Error('the account was not made');
      const token = 'C'.repeat(43);
      await ctx.db.insert(passwordResetTokens).values({
        tokenHash: hashResetToken(token),
        userId: account.id,
        expiresAt: new Date(Date.now() + 10 * 60 * 1000),
      });
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'my new passphrase', confirmPassword: 'my new passphrase' },
        remoteAddress: newPhone,
      });
      expect(reset.statusCode).toBe(204);
      const device = cookiesOf(reset)[DEVICE_COOKIE];
      expect(device).toBeDefined();
      expect(reset.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
        httpOnly: true,
        path: '/api/auth',
        sameSite: 'Strict',
      });

      const afterReset = await signIn(details.email, 'my new passphrase', newPhone, device);
      expect(afterReset.statusCode).toBe(200);
    },
    MANY_GUESSES_MS,
  );
});
