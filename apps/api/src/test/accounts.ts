import { randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { Database } from '@carmarket/db/client';
import { mailOutbox, users } from '@carmarket/db/schema';
import type { LightMyRequestResponse } from 'fastify';
import type { LoginResponse } from '@carmarket/shared/account';
import { ESTABLISHED_ACCOUNT_DAYS } from '@carmarket/shared/report';
import type { App } from '../app';
import { DEVICE_COOKIE, SESSION_COOKIE } from '../modules/auth/auth-cookies';

export const TEST_PASSWORD = 'correct horse battery';

let lastAddress = 0;
/** A new client address per call, so only the tests about limits meet a rate limit. */
export function nextAddress(): string {
  lastAddress += 1;
  return `10.9.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nimal Perera',
    mobile: '0771234567',
    email: `nimal-${randomUUID()}@example.lk`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    ...overrides,
  };
}

/**
 * The token of the newest confirmation link mailed to `email` (registration, resend or a change
 * of address), read from the message as composed in the outbox: the mail job need not have run.
 */
export async function confirmationTokenFor(app: App, email: string): Promise<string> {
  const [kept] = await app.db
    .select({ raw: mailOutbox.raw })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, 'Confirm your %')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!kept) throw new Error(`no confirmation e-mail to ${email}`);
  const { text } = await simpleParser(kept.raw);
  const token = /\/confirm-email\?token=([\w-]{43})/.exec(text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link in the e-mail to ${email}`);
  return token;
}

/** Confirms `email` as its owner does: the link from the e-mail, opened and confirmed (POST). */
export async function confirmEmail(app: App, email: string): Promise<void> {
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/auth/confirm-email',
    payload: { token: await confirmationTokenFor(app, email) },
    remoteAddress: nextAddress(),
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
}

/**
 * Registers a user through the API and signs them in: what a real client does. The address stays
 * unconfirmed, so no notice reaches it, unless `confirmed` asks to open its confirmation link
 * first (the user in the answer then says so). `registeredFrom` is the client address the
 * registration comes from (a new one by default).
 *
 * The mobile number counts as verified (issue 36) unless `phoneVerified: false`: posting, offers
 * and chat need it, and most tests are about something else. It is set in the database, as the
 * established age is (`signUpEstablished`); the code by SMS itself is tested through the API in
 * modules/phone-verification.
 */
export async function signUpAndIn(
  app: App,
  overrides: Record<string, unknown> = {},
  options: { confirmed?: boolean; registeredFrom?: string; phoneVerified?: boolean } = {},
) {
  const details = registration(overrides);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: details,
    remoteAddress: options.registeredFrom ?? nextAddress(),
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  if (options.confirmed) await confirmEmail(app, details.email);
  if (options.phoneVerified !== false) {
    await app.db
      .update(users)
      .set({ phoneVerifiedAt: new Date() })
      .where(eq(users.email, details.email.toLowerCase()));
  }
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: details.email, password: details.password },
    remoteAddress: nextAddress(),
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const session = login.json<LoginResponse>();
  const cookies = cookiesOf(login);
  return {
    ...session,
    email: details.email,
    password: details.password,
    bearer: { authorization: `Bearer ${session.accessToken}` },
    /** The refresh credential of the session cookie (decision 101). */
    credential: cookies[SESSION_COOKIE] ?? '',
    /** The device cookie the sign-in left in this "browser". */
    device: cookies[DEVICE_COOKIE] ?? '',
  };
}

/** The cookies an answer sets, by name (a browser's cookie jar, one answer deep). */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** POST /api/auth/refresh as the browser sends it: the session cookie and nothing else. */
export function refreshWith(app: App, credential: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { [SESSION_COOKIE]: credential },
    headers,
    remoteAddress: nextAddress(),
  });
}

/**
 * A signed-in staff member: registered like anyone, then made staff in the database, where the
 * operator may name the account as the team (a name the register form refuses, decision 110).
 */
export async function signUpStaff(app: App, db: Database, overrides: Record<string, unknown> = {}) {
  const { name = 'Staff Member', ...rest } = overrides;
  const staff = await signUpAndIn(app, { name: 'Nimal Perera', ...rest }, { confirmed: true });
  await db
    .update(users)
    .set({ isStaff: true, name: String(name) })
    .where(eq(users.id, staff.user.id));
  return { ...staff, user: { ...staff.user, name: String(name), isStaff: true } };
}

/** A multipart body as a browser's FormData would send it, ready for `app.inject`. */
export async function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string; type?: string }> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([file.data], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** Saves the profile form (POST /api/users/update) as the account page sends it. */
export async function saveProfile(
  app: App,
  session: { bearer: Record<string, string> },
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1] = {},
) {
  const body = await multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/users/update',
    payload: body.payload,
    headers: { ...session.bearer, ...body.headers },
  });
}

/**
 * A reporter whose reports count toward a hold (decision 109): registered and confirmed through
 * the API like anyone, then backdated past the established age, as if it had registered then.
 */
export async function signUpEstablished(
  app: App,
  options: { registeredFrom?: string; days?: number } = {},
) {
  const account = await signUpAndIn(
    app,
    {},
    {
      confirmed: true,
      ...(options.registeredFrom ? { registeredFrom: options.registeredFrom } : {}),
    },
  );
  const days = options.days ?? ESTABLISHED_ACCOUNT_DAYS + 1;
  await app.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where(eq(users.id, account.user.id));
  return account;
}
