import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCredentials, sessions } from '@carmarket/db/schema';
import type { LoginResponse } from '@carmarket/shared/account';
import {
  cookiesOf,
  nextAddress,
  refreshWith,
  signUpAndIn,
  TEST_PASSWORD,
} from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { AUTH_MESSAGES } from './auth-messages';
import { DEVICE_COOKIE, SESSION_COOKIE } from './auth-cookies';

/**
 * Issue 28, point 1 (decision 101): the refresh credential lives in an HttpOnly cookie, rotates
 * at every refresh, a replayed one ends the session, other sites cannot use it, and sessions end
 * after 30 idle days or 90 days in all.
 */

const DAY = 24 * 60 * 60 * 1000;
const SECRET = 'a test key for access tokens, 32 characters or more';
let now = Date.now();
/** Every line the app logged, parsed. */
const logged: Array<Record<string, unknown>> = [];
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) },
  );
  ctx = await buildTestApp({ clock: () => new Date(now), logger, accessTokenSecret: SECRET });
});
afterAll(async () => {
  await ctx.app.close();
});

function getUser(accessToken: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/users/get-user',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

function newCredentialOf(response: Awaited<ReturnType<typeof refreshWith>>): string {
  const credential = cookiesOf(response)[SESSION_COOKIE];
  if (!credential)
    throw new Error(`no new session cookie: ${response.statusCode} ${response.body}`);
  return credential;
}

describe('rotation', () => {
  it('gives a new credential at every refresh, and every earlier one stops working', async () => {
    const session = await signUpAndIn(ctx.app);
    const credentials = [session.credential];
    for (let refresh = 1; refresh <= 5; refresh += 1) {
      const response = await refreshWith(ctx.app, credentials.at(-1) ?? '');
      expect(response.statusCode).toBe(200);
      const next = newCredentialOf(response);
      expect(credentials).not.toContain(next);
      credentials.push(next);
    }
    expect(new Set(credentials).size).toBe(6);

    // The first old one is a replay: the session ends, so none of the six works any more.
    for (const old of credentials) {
      const response = await refreshWith(ctx.app, old);
      expect(response.statusCode).toBe(401);
    }
  });

  it('keeps other tabs signed in: their access tokens name the session, not the credential', async () => {
    const session = await signUpAndIn(ctx.app);
    const refreshed = await refreshWith(ctx.app, session.credential);
    expect(refreshed.statusCode).toBe(200);
    expect((await getUser(session.accessToken)).statusCode).toBe(200);
    expect((await getUser(refreshed.json<LoginResponse>().accessToken)).statusCode).toBe(200);
  });

  it('ends the whole session when a thief and the owner present one credential, and logs it', async () => {
    const owner = await signUpAndIn(ctx.app);
    const copied = owner.credential;

    const thief = await refreshWith(ctx.app, copied);
    expect(thief.statusCode).toBe(200);
    const thiefToken = thief.json<LoginResponse>().accessToken;
    const thiefCredential = newCredentialOf(thief);

    logged.length = 0;
    const ownerTurn = await refreshWith(ctx.app, copied);
    expect(ownerTurn.statusCode).toBe(401);
    expect(ownerTurn.json()).toEqual({
      code: 'session_replayed',
      message: AUTH_MESSAGES.sessionReplayed,
    });

    // Everything descended from that sign-in is over: both credentials and both tokens.
    expect((await refreshWith(ctx.app, thiefCredential)).statusCode).toBe(401);
    expect((await getUser(thiefToken)).statusCode).toBe(403);
    expect((await getUser(owner.accessToken)).statusCode).toBe(403);

    const warnings = logged.filter((line) => line.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({ userId: owner.user.id, event: 'session-replayed' }),
    ]);
    expect(JSON.stringify(logged)).not.toContain(copied);
  });

  it('lets exactly one of two simultaneous refreshes with one credential through', async () => {
    const session = await signUpAndIn(ctx.app);
    const answers = await Promise.all([
      refreshWith(ctx.app, session.credential),
      refreshWith(ctx.app, session.credential),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    // The loser presented a credential that had just been traded: the session is over.
    expect((await getUser(session.accessToken)).statusCode).toBe(403);
  });
});

describe('rotated credentials', () => {
  it('are kept while the session lives, and forgotten once it has ended', async () => {
    const live = await signUpAndIn(ctx.app);
    const ended = await signUpAndIn(ctx.app);
    for (const session of [live, ended]) {
      expect((await refreshWith(ctx.app, session.credential)).statusCode).toBe(200);
    }
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: ended.credential },
    });
    const kept = (userId: number) =>
      ctx.db
        .select({ hash: sessionCredentials.hash })
        .from(sessionCredentials)
        .innerJoin(sessions, eq(sessions.idHash, sessionCredentials.sessionIdHash))
        .where(eq(sessions.userId, userId));

    await ctx.app.repos.sessions.purgeEndedCredentials(new Date(now));
    expect(await kept(live.user.id)).toHaveLength(2);
    expect(await kept(ended.user.id)).toHaveLength(0);
    // The live session still knows its rotated credential: presenting it again is a replay.
    const replay = await refreshWith(ctx.app, live.credential);
    expect(replay.json()).toMatchObject({ code: 'session_replayed' });
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, scoped to /api/auth, SameSite=Strict, and lives 30 days from its use', async () => {
    const session = await signUpAndIn(ctx.app);
    const refreshed = await refreshWith(ctx.app, session.credential);
    const cookie = refreshed.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      path: '/api/auth',
      sameSite: 'Strict',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(cookie).not.toHaveProperty('secure');
    expect(cookie).not.toHaveProperty('domain');
  });

  it('is Secure, as the device cookie is, when the site is served over https', async () => {
    const secure = await buildTestApp({ publicUrl: 'https://carmarket.example' });
    try {
      const session = await signUpAndIn(secure.app);
      const login = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: session.email, password: TEST_PASSWORD },
        remoteAddress: nextAddress(),
      });
      for (const name of [SESSION_COOKIE, DEVICE_COOKIE]) {
        expect(login.cookies.find((c) => c.name === name)).toMatchObject({
          secure: true,
          httpOnly: true,
          path: '/api/auth',
          sameSite: 'Strict',
        });
      }
      const refreshed = await refreshWith(secure.app, session.credential);
      expect(refreshed.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
        secure: true,
      });
    } finally {
      await secure.app.close();
    }
  });

  it('is never in a JSON body: login and refresh answer the token and the user only', async () => {
    const session = await signUpAndIn(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: session.email, password: TEST_PASSWORD },
      remoteAddress: nextAddress(),
    });
    const refreshed = await refreshWith(ctx.app, newCredentialOf(login));
    for (const answer of [login, refreshed]) {
      expect(Object.keys(answer.json<object>()).sort()).toEqual(['accessToken', 'user']);
      for (const value of Object.values(cookiesOf(answer))) {
        expect(answer.body).not.toContain(value);
      }
    }
  });
});

describe('requests from other sites', () => {
  const crossSite = [
    ['Origin', { origin: 'https://evil.example' }],
    ['Origin, a look-alike', { origin: 'http://carmarket.test.evil.example' }],
    ['Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site (a sibling host)', { 'sec-fetch-site': 'same-site' }],
  ] as const;

  it.each(crossSite)(
    'are refused by login, refresh, logout and reset by their %s, with a sentence',
    async (_name, headers) => {
      const session = await signUpAndIn(ctx.app);
      const calls = [
        { url: '/api/auth/login', payload: { email: session.email, password: TEST_PASSWORD } },
        { url: '/api/auth/refresh' },
        { url: '/api/auth/logout' },
        {
          url: '/api/auth/reset-password',
          payload: {
            token: 'A'.repeat(43),
            password: 'new password',
            confirmPassword: 'new password',
          },
        },
      ];
      for (const call of calls) {
        const response = await ctx.app.inject({
          method: 'POST',
          ...call,
          headers,
          cookies: { [SESSION_COOKIE]: session.credential },
          remoteAddress: nextAddress(),
        });
        expect(response.statusCode, call.url).toBe(403);
        expect(response.json(), call.url).toEqual({
          code: 'cross_site_refused',
          message: AUTH_MESSAGES.crossSiteRefused,
        });
        expect(response.cookies, call.url).toEqual([]);
      }
      // The refused logout ended nothing.
      expect((await refreshWith(ctx.app, session.credential)).statusCode).toBe(200);
    },
  );

  it('are told apart from the site itself and from clients that are no browser', async () => {
    const session = await signUpAndIn(ctx.app);
    let credential = session.credential;
    const headerSets: Array<Record<string, string>> = [
      { origin: 'http://carmarket.test' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of headerSets) {
      const response = await refreshWith(ctx.app, credential, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      credential = newCredentialOf(response);
    }
  });
});

describe('a site on this machine', () => {
  it('is one site whichever name of the machine the browser used, on its own port only', async () => {
    const local = await buildTestApp({ publicUrl: 'http://localhost:3000' });
    try {
      const session = await signUpAndIn(local.app);
      let credential = session.credential;
      for (const origin of [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
      ]) {
        const response = await refreshWith(local.app, credential, { origin });
        expect(response.statusCode, origin).toBe(200);
        credential = newCredentialOf(response);
      }
      for (const origin of ['http://127.0.0.1:8080', 'https://localhost:3000']) {
        const response = await refreshWith(local.app, credential, { origin });
        expect(response.statusCode, origin).toBe(403);
      }
    } finally {
      await local.app.close();
    }
  });
});

describe('access tokens', () => {
  it('without exp are refused with 403, though signed with the right key', async () => {
    const session = await signUpAndIn(ctx.app);
    const claims = decodeJwt(session.accessToken);
    const key = new TextEncoder().encode(SECRET);
    const forEver = await new SignJWT({ ...claims, exp: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    expect(decodeJwt(forEver)).not.toHaveProperty('exp');
    const response = await getUser(forEver);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.tokenExpired });

    // The same claims with their expiry are good: only the missing exp was refused.
    const withExpiry = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect((await getUser(withExpiry)).statusCode).toBe(200);
  });
});

describe('lifetimes', () => {
  it('ends a session unused for 30 days; used within 30 days it goes on', async () => {
    now = Date.now();
    const session = await signUpAndIn(ctx.app);
    now += 29 * DAY;
    const used = await refreshWith(ctx.app, session.credential);
    expect(used.statusCode).toBe(200);
    const credential = newCredentialOf(used);

    now += 30 * DAY + 1000;
    const idle = await refreshWith(ctx.app, credential);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ message: AUTH_MESSAGES.sessionEnded });
    now = Date.now();
  });

  it('ends a session 90 days after the sign-in however often it is used', async () => {
    now = Date.now();
    const session = await signUpAndIn(ctx.app);
    let credential = session.credential;
    for (let day = 25; day < 90; day += 25) {
      now += 25 * DAY;
      const response = await refreshWith(ctx.app, credential);
      expect(response.statusCode, `day ${day}`).toBe(200);
      credential = newCredentialOf(response);
    }
    // Day 75: the cookie's life is capped at the session's end, 15 days on.
    now += 14 * DAY;
    const lastDay = await refreshWith(ctx.app, credential);
    expect(lastDay.statusCode).toBe(200);
    expect(lastDay.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(DAY / 1000);
    credential = newCredentialOf(lastDay);

    now += DAY + 1000;
    expect((await refreshWith(ctx.app, credential)).statusCode).toBe(401);
    now = Date.now();
  });
});
