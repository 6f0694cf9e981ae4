import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { users } from '@carmarket/db/schema';
import type { LightMyRequestResponse } from 'fastify';
import type { LoginResponse } from '@carmarket/shared/account';
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

/** Registers a user through the API and signs them in: what a real client does. */
export async function signUpAndIn(app: App, overrides: Record<string, unknown> = {}) {
  const details = registration(overrides);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: details,
    remoteAddress: nextAddress(),
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
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

/** A signed-in staff member: registered like anyone, then made staff in the database. */
export async function signUpStaff(app: App, db: Database, overrides: Record<string, unknown> = {}) {
  const staff = await signUpAndIn(app, { name: 'Staff Member', ...overrides });
  await db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  return staff;
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
