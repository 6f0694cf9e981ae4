import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedIdentities, users } from '@carmarket/db/schema';
import { ACCOUNT_MESSAGES, type LoginResponse } from '@carmarket/shared/account';
import { GOOGLE_SIGN_IN_MESSAGES } from '@carmarket/shared/google-sign-in';
import { cookiesOf, nextAddress, refreshWith, signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import {
  signInAtProvider,
  startTestOpenIdProvider,
  type TestOpenIdProvider,
} from '../../test/test-openid-provider';
import { SESSION_COOKIE } from './auth-cookies';

/**
 * Sign in with Google against a real OpenID provider on this machine (test-openid-provider.ts):
 * the app redirects to it, a "browser" signs in on its login page, and the callback makes the app
 * exchange the code at its token endpoint and check the ID token's signature against its keys,
 * all over HTTP. Only the provider's pages are driven by hand; the app is reached by inject.
 */
const PUBLIC_URL = 'http://carmarket.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;
const CLIENT = { clientId: 'carmarket-test', clientSecret: 'carmarket-test-secret-0123456789' };
const OTHER_CLIENT = { clientId: 'carmarket-other', clientSecret: 'carmarket-other-secret-98765' };

let provider: TestOpenIdProvider;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/**
 * The app's clock: the real time (the provider signs with it), moved forward to meet an expired
 * ID token, never slept.
 */
let aheadMs = 0;

beforeAll(async () => {
  provider = await startTestOpenIdProvider({
    redirectUris: [CALLBACK],
    clients: [CLIENT, OTHER_CLIENT],
  });
  ctx = await buildTestApp({
    publicUrl: PUBLIC_URL,
    clock: () => new Date(Date.now() + aheadMs),
    google: { ...CLIENT, issuer: provider.issuer },
  });
});
afterAll(async () => {
  await ctx?.app.close();
  await provider?.close();
});

/** Someone Google knows: a subject of their own, and an e-mail. */
function person(options: { email?: string; verified?: boolean } = {}) {
  const sub = `google-${randomUUID()}`;
  const email = options.email ?? `${sub}@gmail.test`;
  provider.people.set(sub, {
    email,
    email_verified: options.verified ?? true,
    name: 'Sunil Fernando',
  });
  return { sub, email };
}

/** Clicks the button: the app's redirect to the provider, and the cookie it keeps meanwhile. */
async function start(next = '/sell-car?step=1') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/google/start?${new URLSearchParams({ next }).toString()}`,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(302);
  return { location: String(response.headers.location), cookies: cookiesOf(response) };
}

function callback(url: URL, cookies: Record<string, string>) {
  return ctx.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    cookies,
    remoteAddress: nextAddress(),
  });
}

/** The whole round trip: start, the provider's login page as `sub`, the callback. */
async function signInWithGoogle(sub: string, next?: string) {
  const started = await start(next);
  const back = await signInAtProvider(started.location, sub, CALLBACK);
  const response = await callback(back, started.cookies);
  return { response, back, started };
}

async function accountsWith(email: string) {
  const [row] = await ctx.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row?.n ?? 0;
}

async function linksOf(sub: string) {
  return ctx.db.select().from(linkedIdentities).where(eq(linkedIdentities.subject, sub));
}

function post(url: string, payload: object, cookies: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url, payload, cookies, remoteAddress: nextAddress() });
}

function expectRefused(
  response: { statusCode: number; headers: Record<string, unknown> },
  why: string,
) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/login?google=${why}`);
}

describe('GET /api/auth/google', () => {
  it('offers the button only with a client configured', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(answer.json()).toEqual({ enabled: true });
    const without = await buildTestApp();
    try {
      expect((await without.app.inject({ method: 'GET', url: '/api/auth/google' })).json()).toEqual(
        {
          enabled: false,
        },
      );
      const start = await without.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      expect(start.statusCode).toBe(404);
    } finally {
      await without.app.close();
    }
  });
});

describe('GET /api/auth/google/start', () => {
  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const { location, cookies } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The cookie names the sign-in; the state and verifier stay on the server.
    expect(cookies.carmarket_google_flow).toMatch(/^[\w-]{43}$/);
  });
});

describe('a Google identity linked to no account, with an e-mail no account has', () => {
  it('asks for the mobile number with the sign-up rules, then opens the account signed in', async () => {
    const { sub, email } = person({ verified: true });
    const { response } = await signInWithGoogle(sub);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?google=continue');
    const pending = cookiesOf(response);
    expect(pending[SESSION_COOKIE]).toBeUndefined();
    expect(await accountsWith(email)).toBe(0);

    const described = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/google/pending',
      cookies: pending,
    });
    expect(described.json()).toEqual({
      step: 'register',
      email,
      name: 'Sunil Fernando',
      next: '/sell-car?step=1',
    });

    const wrong = await post(
      '/api/auth/google/register',
      { name: 'Sunil', mobile: '0731234567' },
      pending,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: ACCOUNT_MESSAGES.mobileInvalid });
    // The browser cannot choose the e-mail: only the pending identity's is used.
    const opened = await post(
      '/api/auth/google/register',
      { name: 'Sunil', mobile: '0771234567', email: 'someone-else@example.lk' },
      pending,
    );
    expect(opened.statusCode).toBe(201);
    const body = opened.json<LoginResponse>();
    expect(body.user).toMatchObject({ email, name: 'Sunil', mobile: '0771234567' });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailConfirmedAt).not.toBeNull();
    expect(await linksOf(sub)).toMatchObject([{ provider: 'google', userId: row?.id, email }]);
    // A normal session: its cookie refreshes.
    const refreshed = await refreshWith(ctx.app, cookiesOf(opened)[SESSION_COOKIE] ?? '');
    expect(refreshed.statusCode).toBe(200);

    // The pending identity is used up.
    const again = await post(
      '/api/auth/google/register',
      { name: 'Sunil', mobile: '0771234567' },
      pending,
    );
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: GOOGLE_SIGN_IN_MESSAGES.pendingEnded });

    // Next time the identity signs straight in, and comes back where it started.
    const next = await signInWithGoogle(sub, '/cars/12');
    expect(next.response.headers.location).toBe('/login?google=done&next=%2Fcars%2F12');
    expect(cookiesOf(next.response)[SESSION_COOKIE]).toMatch(/^[\w-]{43}$/);
  });

  it('keeps an e-mail Google has not verified unconfirmed, and mails the confirmation link', async () => {
    const { sub, email } = person({ verified: false });
    const { response } = await signInWithGoogle(sub);
    const opened = await post(
      '/api/auth/google/register',
      { name: 'Sunil', mobile: '0771234567' },
      cookiesOf(response),
    );
    expect(opened.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailConfirmedAt).toBeNull();
  });
});

describe('a Google identity whose e-mail an account has', () => {
  it('links at once when Google verified the e-mail and the account confirmed it', async () => {
    const account = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const { sub } = person({ email: account.email, verified: true });
    const { response } = await signInWithGoogle(sub);
    expect(response.headers.location).toBe('/login?google=done&next=%2Fsell-car%3Fstep%3D1');
    const refreshed = await refreshWith(ctx.app, cookiesOf(response)[SESSION_COOKIE] ?? '');
    expect(refreshed.json<LoginResponse>().user.id).toBe(account.user.id);
    expect(await linksOf(sub)).toMatchObject([{ userId: account.user.id }]);
  });

  it.each([
    ['the account has not confirmed its e-mail', { confirmed: false }, true],
    ['Google has not verified the e-mail', { confirmed: true }, false],
  ])(
    'asks for the password when %s, and links only with the right one',
    async (_, options, verified) => {
      const account = await signUpAndIn(ctx.app, {}, options);
      const { sub } = person({ email: account.email, verified });
      const { response } = await signInWithGoogle(sub);
      expect(response.headers.location).toBe('/login?google=continue');
      expect(cookiesOf(response)[SESSION_COOKIE]).toBeUndefined();
      expect(await linksOf(sub)).toEqual([]);
      const pending = cookiesOf(response);
      const described = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/google/pending',
        cookies: pending,
      });
      expect(described.json()).toMatchObject({ step: 'link', email: account.email });

      // No new account either way: the e-mail is taken.
      const register = await post(
        '/api/auth/google/register',
        { name: 'Eve', mobile: '0771234567' },
        pending,
      );
      expect(register.statusCode).toBe(409);
      const wrong = await post('/api/auth/google/link', { password: 'not the password' }, pending);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        message: GOOGLE_SIGN_IN_MESSAGES.wrongPassword,
        field: 'password',
      });
      expect(await linksOf(sub)).toEqual([]);
      expect(await accountsWith(account.email)).toBe(1);

      const linked = await post('/api/auth/google/link', { password: account.password }, pending);
      expect(linked.statusCode).toBe(200);
      expect(linked.json<LoginResponse>().user.id).toBe(account.user.id);
      expect(cookiesOf(linked)[SESSION_COOKIE]).toMatch(/^[\w-]{43}$/);
      expect(await linksOf(sub)).toMatchObject([{ userId: account.user.id }]);
    },
  );
});

describe('a callback that cannot be trusted goes back to sign-in, creating and linking nothing', () => {
  it('refuses a state that is not the one this browser started with (login CSRF)', async () => {
    const { sub, email } = person();
    const mine = await start();
    const back = await signInAtProvider(mine.location, sub, CALLBACK);
    back.searchParams.set('state', 'x'.repeat(43));
    expectRefused(await callback(back, mine.cookies), 'failed');
    // Another browser's cookie, or none, with the right state: refused too.
    const theirs = await start();
    const back2 = await signInAtProvider(theirs.location, sub, CALLBACK);
    expectRefused(await callback(back2, (await start()).cookies), 'failed');
    expectRefused(await callback(back2, {}), 'expired');
    expect(await accountsWith(email)).toBe(0);
    expect(await linksOf(sub)).toEqual([]);
  });

  it('refuses a code used before, with the same cookie or a new sign-in', async () => {
    const account = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const { sub } = person({ email: account.email, verified: true });
    const first = await signInWithGoogle(sub);
    expect(first.response.headers.location).toMatch(/google=done/);
    expectRefused(await callback(first.back, first.started.cookies), 'expired');
    // A new sign-in's own state, with the old code: the provider refuses the code.
    const fresh = await start();
    const replayed = new URL(first.back);
    replayed.searchParams.set('state', new URL(fresh.location).searchParams.get('state') ?? '');
    const answer = await callback(replayed, fresh.cookies);
    expectRefused(answer, 'failed');
    expect(cookiesOf(answer)[SESSION_COOKIE]).toBeUndefined();
  });

  it('refuses an ID token for another audience, signed by the provider', async () => {
    const { sub, email } = person();
    provider.tamper = (claims) => ({ ...claims, aud: OTHER_CLIENT.clientId });
    try {
      const { response } = await signInWithGoogle(sub);
      expectRefused(response, 'failed');
      expect(cookiesOf(response)[SESSION_COOKIE]).toBeUndefined();
    } finally {
      provider.tamper = null;
    }
    expect(await accountsWith(email)).toBe(0);
    expect(await linksOf(sub)).toEqual([]);
  });

  it('refuses a code the provider issued to a second client of its own', async () => {
    // Another site on the same provider (its own client id and secret) gets a code for someone;
    // brought to our callback with our browser's state, it is worth nothing here.
    const other = await buildTestApp({
      publicUrl: PUBLIC_URL,
      google: { ...OTHER_CLIENT, issuer: provider.issuer },
    });
    try {
      const theirs = await other.app.inject({
        method: 'GET',
        url: '/api/auth/google/start',
        remoteAddress: nextAddress(),
      });
      const { sub, email } = person();
      const back = await signInAtProvider(String(theirs.headers.location), sub, CALLBACK);
      const ours = await start();
      back.searchParams.set('state', new URL(ours.location).searchParams.get('state') ?? '');
      const answer = await callback(back, ours.cookies);
      expectRefused(answer, 'failed');
      expect(cookiesOf(answer)[SESSION_COOKIE]).toBeUndefined();
      expect(await accountsWith(email)).toBe(0);
      expect(await linksOf(sub)).toEqual([]);
    } finally {
      await other.app.close();
    }
  });

  it('refuses an ID token with a nonce of another sign-in', async () => {
    const { sub } = person();
    provider.tamper = (claims) => ({ ...claims, nonce: 'another-sign-in' });
    try {
      expectRefused((await signInWithGoogle(sub)).response, 'failed');
    } finally {
      provider.tamper = null;
    }
    expect(await linksOf(sub)).toEqual([]);
  });

  it('refuses an expired ID token', async () => {
    const account = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const { sub } = person({ email: account.email, verified: true });
    // The provider's ID tokens live an hour from its own time; ours is two hours on, from before
    // the sign-in starts, so only the token is too old.
    aheadMs = 2 * 60 * 60 * 1000;
    try {
      const { response } = await signInWithGoogle(sub);
      expectRefused(response, 'failed');
      expect(cookiesOf(response)[SESSION_COOKIE]).toBeUndefined();
    } finally {
      aheadMs = 0;
    }
    expect(await linksOf(sub)).toEqual([]);
    // On time, the same identity links: the refusal was the token's age alone.
    expect((await signInWithGoogle(sub)).response.headers.location).toMatch(/google=done/);
  });

  it('refuses a provider error (the person cancelled)', async () => {
    const started = await start();
    const state = new URL(started.location).searchParams.get('state') ?? '';
    const url = new URL(
      `${CALLBACK}?${new URLSearchParams({ error: 'access_denied', state }).toString()}`,
    );
    expectRefused(await callback(url, started.cookies), 'cancelled');
  });
});

/**
 * Racing requests, fired together and counted: a browser that sends the callback twice (a double
 * tap, a reload) or a pending identity's form sent from two tabs opens one session and writes one
 * account or one link. The database decides (a row deleted once, a unique index), not timing.
 */
describe('racing requests: one sign-in, one account, one link', () => {
  const RACERS = 8;

  it('one code brought back eight times at once signs in once', async () => {
    const account = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const { sub } = person({ email: account.email, verified: true });
    const started = await start();
    const back = await signInAtProvider(started.location, sub, CALLBACK);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => callback(back, started.cookies)),
    );
    const signedIn = answers.filter((answer) => cookiesOf(answer)[SESSION_COOKIE] !== undefined);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]?.headers.location).toMatch(/google=done/);
    for (const answer of answers.filter((a) => !signedIn.includes(a))) {
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toMatch(/^\/login\?google=(expired|failed)$/);
    }
    expect(await linksOf(sub)).toMatchObject([{ userId: account.user.id }]);
  });

  it('one pending identity registered from eight tabs at once opens one account', async () => {
    const { sub, email } = person({ verified: true });
    const pending = cookiesOf((await signInWithGoogle(sub)).response);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        post('/api/auth/google/register', { name: 'Sunil', mobile: `077123456${i}` }, pending),
      ),
    );
    const opened = answers.filter((answer) => answer.statusCode === 201);
    expect(opened).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect([409, 410]).toContain(answer.statusCode);
      expect(answer.json<{ message: string }>().message).toMatch(/\S/);
    }
    expect(await accountsWith(email)).toBe(1);
    expect(await linksOf(sub)).toHaveLength(1);
  });

  it('the right password sent from eight tabs at once links once', async () => {
    const account = await signUpAndIn(ctx.app, {}, { confirmed: false });
    const { sub } = person({ email: account.email, verified: true });
    const pending = cookiesOf((await signInWithGoogle(sub)).response);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        post('/api/auth/google/link', { password: account.password }, pending),
      ),
    );
    const linked = answers.filter((answer) => answer.statusCode === 200);
    expect(linked).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.statusCode)).toEqual(
      Array.from({ length: RACERS - 1 }, () => 410),
    );
    expect(await linksOf(sub)).toMatchObject([{ userId: account.user.id }]);
  });
});
