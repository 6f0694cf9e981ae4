import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@carmarket/db/schema';
import { ACCOUNT_MESSAGES, type LoginResponse } from '@carmarket/shared/account';
import {
  cookiesOf,
  nextAddress,
  refreshWith,
  registration,
  signUpAndIn,
  TEST_PASSWORD,
} from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { loadEnv } from '../../config/env';
import { AUTH_MESSAGES } from './auth-messages';
import { SESSION_COOKIE } from './auth-cookies';
import { hashCredential } from './session-credential';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

function post(url: string, payload?: object, headers: Record<string, string> = {}, ip?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers,
    remoteAddress: ip ?? nextAddress(),
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('POST /api/auth/register', () => {
  it('creates the account with a trimmed, lower-cased e-mail and an argon2id hash', async () => {
    const details = registration({ email: '  Kamala.Silva@Example.LK ', name: ' Kamala ' });
    const response = await post('/api/auth/register', details);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.registered });

    const [row] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'kamala.silva@example.lk'));
    expect(row).toMatchObject({ name: 'Kamala', package: 'member', isStaff: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it.each([
    ['name', { name: '   ' }, ACCOUNT_MESSAGES.nameRequired],
    ['mobile', { mobile: '' }, ACCOUNT_MESSAGES.mobileRequired],
    ['mobile', { mobile: '0731234567' }, ACCOUNT_MESSAGES.mobileInvalid],
    ['mobile', { mobile: '077123456' }, ACCOUNT_MESSAGES.mobileInvalid],
    ['mobile', { mobile: '+94771234567' }, ACCOUNT_MESSAGES.mobileInvalid],
    ['email', { email: '' }, ACCOUNT_MESSAGES.emailRequired],
    ['email', { email: 'not-an-email' }, ACCOUNT_MESSAGES.emailInvalid],
    ['password', { password: '', confirmPassword: '' }, ACCOUNT_MESSAGES.passwordRequired],
    [
      'password',
      { password: 'short', confirmPassword: 'short' },
      ACCOUNT_MESSAGES.passwordTooShort,
    ],
    [
      'password',
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      ACCOUNT_MESSAGES.passwordTooLong,
    ],
    [
      'confirmPassword',
      { confirmPassword: 'something else' },
      ACCOUNT_MESSAGES.passwordsDoNotMatch,
    ],
  ])('refuses a bad %s with 400 and its sentence', async (field, overrides, message) => {
    const response = await post('/api/auth/register', registration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });

  it('accepts every mobile prefix of the spec (070-078 without 073)', async () => {
    for (const prefix of ['070', '071', '072', '074', '075', '076', '077', '078']) {
      const response = await post(
        '/api/auth/register',
        registration({ mobile: `${prefix}9876543` }),
      );
      expect(response.statusCode, prefix).toBe(201);
    }
  });

  it('answers a taken address, whatever its case, exactly as a new one, and keeps the account as it was', async () => {
    const details = registration();
    const first = await post('/api/auth/register', details);
    expect(first.statusCode).toBe(201);
    const again = await post('/api/auth/register', {
      ...registration({ password: 'another passphrase', confirmPassword: 'another passphrase' }),
      email: details.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.registered });
    const rows = await ctx.db.select().from(users).where(eq(users.email, details.email));
    expect(rows).toHaveLength(1);
    const login = await post('/api/auth/login', { email: details.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('reports the first failing rule in the spec order when several fail', async () => {
    const response = await post('/api/auth/register', { mobile: 'x', email: 'y' });
    expect(response.json()).toMatchObject({ message: ACCOUNT_MESSAGES.nameRequired });
  });

  it('ignores package and staff fields sent with a registration', async () => {
    const details = registration({ package: 'vip', isStaff: true });
    await post('/api/auth/register', details);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, details.email));
    expect(row).toMatchObject({ package: 'member', isStaff: false });
  });
});

describe('POST /api/auth/login', () => {
  it('opens a session: a token, the user, and a credential in a cookie stored only as its hash', async () => {
    const details = registration();
    await post('/api/auth/register', details);
    const response = await post('/api/auth/login', {
      email: details.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user).toMatchObject({
      email: details.email,
      name: 'Nimal Perera',
      package: 'member',
      isStaff: false,
      avatar: null,
      Address: null,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'user']);
    expect(body.accessToken.split('.')).toHaveLength(3);
    const credential = cookiesOf(response)[SESSION_COOKIE] ?? '';
    expect(credential).toMatch(/^[\w-]{43}$/); // 256 bits, base64url
    expect(response.body).not.toContain(credential);

    const stored = await ctx.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.idHash).toBe(hashCredential(credential));
    expect(stored[0]?.idHash).not.toBe(credential);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const details = registration();
    await post('/api/auth/register', details);
    const wrongPassword = await post('/api/auth/login', {
      email: details.email,
      password: 'not the password',
    });
    const unknownEmail = await post('/api/auth/login', {
      email: 'nobody-here@example.lk',
      password: TEST_PASSWORD,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ message: AUTH_MESSAGES.wrongCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('asks for the missing field', async () => {
    const response = await post('/api/auth/login', { email: 'a@b.lk' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.passwordRequired,
      field: 'password',
    });
  });
});

describe('sign-in rate limits', () => {
  async function signIn(email: string, password: string, address: string) {
    return post('/api/auth/login', { email, password }, {}, address);
  }

  it('stops ten wrong passwords for one account at one address with 429 and Retry-After', async () => {
    const details = registration();
    await post('/api/auth/register', details);
    const attacker = nextAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await signIn(details.email, `guess-${attempt}`, attacker);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signIn(details.email, TEST_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toMatchObject({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
  });

  it('still signs in another account from the same address, and the victim from another address', async () => {
    const victim = registration();
    const neighbour = registration();
    await post('/api/auth/register', victim);
    await post('/api/auth/register', neighbour);
    // One carrier address: a stranger guesses the victim's password ten times.
    const sharedAddress = nextAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(victim.email, `guess-${attempt}`, sharedAddress)).statusCode).toBe(401);
    }
    expect((await signIn(victim.email, TEST_PASSWORD, sharedAddress)).statusCode).toBe(429);

    // Someone else behind the same address signs in to their own account.
    expect((await signIn(neighbour.email, TEST_PASSWORD, sharedAddress)).statusCode).toBe(200);
    // The victim, on a new phone at another address, signs in too.
    expect((await signIn(victim.email, TEST_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('lets wrong passwords for many accounts from one address go on far past ten', async () => {
    const sharedAddress = nextAddress();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await signIn(`typo-${attempt}@example.lk`, 'wrong', sharedAddress);
      expect(response.statusCode).toBe(401);
    }
    const details = registration();
    await post('/api/auth/register', details);
    expect((await signIn(details.email, TEST_PASSWORD, sharedAddress)).statusCode).toBe(200);
  });

  it('stops guessing one account from many addresses at 100 an hour', async () => {
    const details = registration();
    await post('/api/auth/register', details);
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      const response = await signIn(details.email, `guess-${attempt}`, nextAddress());
      expect(response.statusCode).toBe(401);
    }
    const strangerWithRightPassword = await signIn(details.email, TEST_PASSWORD, nextAddress());
    expect(strangerWithRightPassword.statusCode).toBe(429);
  });

  it('limits registrations per address', async () => {
    const address = nextAddress();
    const max = loadEnv().REGISTRATIONS_PER_HOUR;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      const response = await post('/api/auth/register', registration({ name: '' }), {}, address);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 400)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Another address is not affected.
    expect((await post('/api/auth/register', registration())).statusCode).toBe(201);
  });
});

describe('PUT /api/me/password guesses', () => {
  it('answers 429 after five wrong current passwords, even to the right one, for that user only', async () => {
    const user = await signUpAndIn(ctx.app);
    const other = await signUpAndIn(ctx.app);
    const change = (bearer: Record<string, string>, currentPassword: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/me/password',
        headers: bearer,
        remoteAddress: nextAddress(),
        payload: {
          currentPassword,
          newPassword: 'a brand new password',
        },
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await change(user.bearer, `guess-${attempt}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.wrongCurrentPassword });
    }
    const blocked = await change(user.bearer, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(blocked.json()).toMatchObject({
      message: 'Too many wrong passwords. Please try again in 15 minutes.',
    });

    const otherChange = await change(other.bearer, TEST_PASSWORD);
    expect(otherChange.statusCode).toBe(204);
  });
});

describe('sessions', () => {
  it('refreshes a session into a new access token and the user', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await refreshWith(ctx.app, session.credential);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; user: { id: number } }>();
    expect(body.user.id).toBe(session.user.id);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/get-user',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers 401 for an unknown credential, and for none', async () => {
    const response = await refreshWith(ctx.app, 'made-up-credential');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.sessionEnded });
    // A credential that cannot refresh is cleared from the browser.
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({
      value: '',
    });
    const none = await post('/api/auth/refresh');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: AUTH_MESSAGES.sessionEnded });
  });

  it('logout revokes the session: it cannot refresh, its access token stops working, the cookie goes', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: session.credential },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await refreshWith(ctx.app, session.credential)).statusCode).toBe(401);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/get-user',
      headers: session.bearer,
    });
    expect(me.statusCode).toBe(403);
  });

  it('logout without a session cookie, or with an unknown one, is harmless', async () => {
    expect((await post('/api/auth/logout')).statusCode).toBe(204);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: 'nothing' },
    });
    expect(unknown.statusCode).toBe(204);
  });

  it('user-logout-all revokes every session of the user and no one else', async () => {
    const first = await signUpAndIn(ctx.app);
    const second = await post('/api/auth/login', { email: first.email, password: first.password });
    const secondCredential = cookiesOf(second)[SESSION_COOKIE] ?? '';
    const stranger = await signUpAndIn(ctx.app);

    const response = await post('/api/auth/user-logout-all', undefined, first.bearer);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({
      value: '',
      path: '/api/auth',
    });

    for (const credential of [first.credential, secondCredential]) {
      expect((await refreshWith(ctx.app, credential)).statusCode).toBe(401);
    }
    expect((await refreshWith(ctx.app, stranger.credential)).statusCode).toBe(200);
  });

  it('user-logout-all needs a signed-in caller', async () => {
    const response = await post('/api/auth/user-logout-all');
    expect(response.statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('a missing token on a protected route gives 401', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/get-user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });

  it.each([
    ['a forged signature', (token: string) => `${token.slice(0, -4)}AAAA`],
    ['garbage', () => 'not-a-token'],
    ['an empty bearer', () => ''],
    [
      'a token signed with "none"',
      (token: string) => {
        const [, payload] = token.split('.');
        const header = Buffer.from('{"alg":"none"}').toString('base64url');
        return `${header}.${payload}.`;
      },
    ],
  ])('%s gives 403, the cue to refresh', async (_name, tamper) => {
    const session = await signUpAndIn(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/get-user',
      headers: { authorization: `Bearer ${tamper(session.accessToken)}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.tokenExpired });
  });

  it('a token is good for 15 minutes, then gives 403, and a refresh brings a working one', async () => {
    // The app reads the time from this clock, so the test moves it instead of waiting.
    let now = Date.now();
    const later = await buildTestApp({ clock: () => new Date(now) });
    const getUser = (headers: Record<string, string>) =>
      later.app.inject({ method: 'GET', url: '/api/users/get-user', headers });
    try {
      const session = await signUpAndIn(later.app);
      now += 15 * 60 * 1000 - 1000;
      expect((await getUser(session.bearer)).statusCode).toBe(200);

      now += 2000;
      const expired = await getUser(session.bearer);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ message: AUTH_MESSAGES.tokenExpired });

      const refreshed = await refreshWith(later.app, session.credential);
      expect(refreshed.statusCode).toBe(200);
      const fresh = refreshed.json<LoginResponse>().accessToken;
      expect((await getUser({ authorization: `Bearer ${fresh}` })).statusCode).toBe(200);
    } finally {
      await later.app.close();
    }
  });

  it('a token from another server key is refused', async () => {
    const other = await buildTestApp();
    try {
      const foreign = await signUpAndIn(other.app);
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/get-user',
        headers: foreign.bearer,
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await other.app.close();
    }
  });
});
