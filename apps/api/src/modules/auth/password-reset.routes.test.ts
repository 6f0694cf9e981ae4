import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '@carmarket/db/schema';
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MESSAGES } from '@carmarket/shared/account';
import { DEFAULT_USER_SETTINGS } from '@carmarket/shared/settings';
import {
  cookiesOf,
  nextAddress,
  refreshWith,
  signUpAndIn,
  TEST_PASSWORD,
} from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { linkIn, startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { SESSION_COOKIE } from './auth-cookies';
import { hashResetToken } from './password-reset.service';

const MINUTE = 60 * 1000;
const NEW_PASSWORD = 'a brand new passphrase';
const LINK_PREFIX = 'http://carmarket.test/reset-password?token=';
const RESET_SUBJECT = 'Choose a new CarMarket password';
const NOTICE_SUBJECT = 'Your CarMarket password was changed';

let smtp: TestSmtpServer;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
// A day ahead of the real time: the mail queue stamps jobs with the real time, and they must be due.
let now = Date.now() + 24 * 60 * MINUTE;
const clock = () => new Date(now);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await buildTestApp({ smtpUrl: smtp.url, clock });
});
afterAll(async () => {
  await ctx.app.close();
  await smtp.close();
});

function forgot(email: string, remoteAddress = nextAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });
}

function reset(token: string, password = NEW_PASSWORD, remoteAddress = nextAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password, confirmPassword: password },
    remoteAddress,
  });
}

function signIn(email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
}

/** What reached the address besides its confirmation link (decision 103). */
function subjectsTo(email: string): string[] {
  return smtp
    .to(email)
    .map((mail) => mail.subject)
    .filter((subject) => !subject.startsWith('Confirm your'));
}

/** The tokens of every reset e-mail the address has received, oldest first. */
function tokensMailedTo(email: string): string[] {
  return smtp
    .to(email)
    .filter((mail) => mail.subject === RESET_SUBJECT)
    .map((mail) => new URL(linkIn(mail, LINK_PREFIX)).searchParams.get('token') ?? '');
}

/** Asks for a link as the form does, lets the queue run, and returns the token it mailed. */
async function linkFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(202);
  await ctx.app.jobs.runDue();
  const token = tokensMailedTo(email).at(-1);
  if (!token) throw new Error(`no reset link reached ${email}`);
  return token;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 with the same sentence for a known and an unknown address, and mails only the account', async () => {
    const user = await signUpAndIn(ctx.app);
    const stranger = `nobody-${user.user.id}@example.lk`;

    const known = await forgot(user.email);
    const unknown = await forgot(stranger);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.linkSent });
    expect(unknown.body).toBe(known.body);
    // Nothing is looked up, stored or sent while the request waits: the queue does it.
    const linksBeforeTheQueue = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.user.id));
    expect(linksBeforeTheQueue).toEqual([]);
    expect(subjectsTo(user.email)).toHaveLength(0);

    await ctx.app.jobs.runDue();
    expect(subjectsTo(user.email)).toEqual([RESET_SUBJECT]);
    const mails = smtp.to(user.email).filter((mail) => mail.subject === RESET_SUBJECT);
    expect(mails[0]!.text).toContain('30 minutes');
    expect(tokensMailedTo(user.email)[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(smtp.to(stranger)).toHaveLength(0);
  });

  it('stores only a hash of the token, valid for 30 minutes', async () => {
    const user = await signUpAndIn(ctx.app);
    const token = await linkFor(user.email);
    const rows = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashResetToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(30 * MINUTE);
  });

  it('sends the link even to an account that turned e-mail notifications off', async () => {
    const user = await signUpAndIn(ctx.app);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: user.bearer,
      payload: { ...DEFAULT_USER_SETTINGS, emailNotifications: false },
    });
    expect(saved.statusCode).toBe(200);
    const token = await linkFor(user.email);
    expect((await reset(token)).statusCode).toBe(204);
    await ctx.app.jobs.runDue();
    expect(subjectsTo(user.email)).toEqual([RESET_SUBJECT, NOTICE_SUBJECT]);
  });

  it('answers 400 with a sentence for an address that is not one', async () => {
    const response = await forgot('not an e-mail');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: ACCOUNT_MESSAGES.emailInvalid });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, ends every session and tells the owner', async () => {
    const user = await signUpAndIn(ctx.app);
    const otherDevice = await signIn(user.email, TEST_PASSWORD);
    expect(otherDevice.statusCode).toBe(200);
    const token = await linkFor(user.email);

    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(204);

    // Every session has ended: no refresh, and the access token in hand stops working.
    for (const credential of [user.credential, cookiesOf(otherDevice)[SESSION_COOKIE] ?? '']) {
      expect((await refreshWith(ctx.app, credential)).statusCode).toBe(401);
    }
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/settings',
      headers: user.bearer,
    });
    expect(settings.statusCode).toBe(403);

    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.linkExpired });
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    await ctx.app.jobs.runDue();
    const notice = smtp.to(user.email).find((mail) => mail.subject === NOTICE_SUBJECT);
    expect(notice?.text).toContain('signed out');
    expect(smtp.to(user.email).filter((mail) => mail.subject === NOTICE_SUBJECT)).toHaveLength(1);
  });

  it('works until 30 minutes have passed, and not after', async () => {
    const early = await signUpAndIn(ctx.app);
    const earlyToken = await linkFor(early.email);
    const late = await signUpAndIn(ctx.app);
    const lateToken = await linkFor(late.email);

    now += 30 * MINUTE - 1000;
    expect((await reset(earlyToken)).statusCode).toBe(204);
    now += 2000;
    const expired = await reset(lateToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.linkExpired });
    expect((await signIn(late.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('honours only the newest link of an account', async () => {
    const user = await signUpAndIn(ctx.app);
    const first = await linkFor(user.email);
    const second = await linkFor(user.email);
    expect(first).not.toBe(second);
    expect((await reset(first)).json()).toMatchObject({
      message: PASSWORD_RESET_MESSAGES.linkExpired,
    });
    expect((await reset(second)).statusCode).toBe(204);
  });

  it('answers an unknown token like a used one, and a token of the wrong shape with its own sentence', async () => {
    const unknown = await reset('B'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.linkExpired });

    for (const token of ['', 'short', 'C'.repeat(44), `${'D'.repeat(42)}=`]) {
      const malformed = await reset(token);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.linkMalformed });
    }

    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'E'.repeat(43), password: NEW_PASSWORD, confirmPassword: 'other words' },
      remoteAddress: nextAddress(),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ message: ACCOUNT_MESSAGES.passwordsDoNotMatch });
  });
});

describe('limits (decision 083)', () => {
  it('sends at most 5 links an hour to one address, answering the same 202 past it', async () => {
    const user = await signUpAndIn(ctx.app);
    for (let request = 0; request < 7; request += 1) {
      const answer = await forgot(user.email);
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.linkSent });
    }
    await ctx.app.jobs.runDue();
    expect(tokensMailedTo(user.email)).toHaveLength(5);

    now += 60 * MINUTE;
    await linkFor(user.email);
    expect(tokensMailedTo(user.email)).toHaveLength(6);
  });

  it('refuses a 61st request from one address within the hour with 429', async () => {
    const address = nextAddress();
    for (let request = 0; request < 60; request += 1) {
      expect((await forgot(`someone-${request}@example.lk`, address)).statusCode).toBe(202);
    }
    const refused = await forgot('one-more@example.lk', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many requests/);
  });

  it('refuses a 61st new password from one address within 15 minutes with 429', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 60; attempt += 1) {
      // The wrong shape is refused before any hashing, but it counts all the same.
      expect((await reset('short', NEW_PASSWORD, address)).statusCode).toBe(400);
    }
    expect((await reset('F'.repeat(43), NEW_PASSWORD, address)).statusCode).toBe(429);
    now += 15 * MINUTE;
    expect((await reset('F'.repeat(43), NEW_PASSWORD, address)).statusCode).toBe(400);
  });
});
