import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForMail } from './mailbox';

export const E2E_PASSWORD = 'a long enough passphrase';

export function newEmail(): string {
  return `visitor-${randomUUID()}@example.lk`;
}

/**
 * Confirms an address as its owner does: the link in the newest confirmation e-mail to it,
 * opened, and the page's button pressed (the page POSTs the link's token).
 */
export async function confirmEmailFromMailbox(
  request: APIRequestContext,
  email: string,
  baseURL = '',
) {
  const mail = await waitForMail(email, /^Confirm your (new )?e-mail address/);
  const link = mail.text.split(/\s+/).find((word) => word.includes('/confirm-email?token='));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No confirmation link in "${mail.subject}"`);
  const confirmed = await request.post(`${baseURL}/api/auth/confirm-email`, { data: { token } });
  expect(confirmed.status()).toBe(200);
}

/**
 * Registers through the API (name Dilani Fernando) and returns the new account's e-mail. The
 * address stays unconfirmed, so no notice reaches it, unless `confirmed` opens its link first.
 */
export async function registerAccount(
  request: APIRequestContext,
  baseURL = '',
  options: { confirmed?: boolean } = {},
) {
  const email = newEmail();
  const registered = await request.post(`${baseURL}/api/auth/register`, {
    data: {
      name: 'Dilani Fernando',
      mobile: '0761234567',
      email,
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  if (options.confirmed) await confirmEmailFromMailbox(request, email, baseURL);
  return email;
}

/**
 * A fresh account, signed in the way a returning visitor is: the session id sits in local
 * storage before the app starts, and the app trades it for a token at start.
 */
export async function signInAsNewUser(page: Page, baseURL = '') {
  const email = await registerAccount(page.request, baseURL);
  const { sessionId } = await signInAs(page, email, E2E_PASSWORD, baseURL);
  return { email, sessionId };
}

/** Signs an existing account in before the app starts; returns its session and token. */
export async function signInAs(page: Page, email: string, password: string, baseURL = '') {
  const login = await page.request.post(`${baseURL}/api/auth/login`, {
    data: { email, password },
  });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { sessionId: string; accessToken: string };
  await page.addInitScript((sid) => localStorage.setItem('sid', sid), session.sessionId);
  return session;
}

/** The staff account the e2e server makes from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const E2E_STAFF = { email: 'staff-e2e@carmarket.lk', password: 'e2e staff passphrase' };

/** Gives an account a paid package the way staff do after a payment (api.md, staff calls). */
export async function setPackageAsStaff(
  request: APIRequestContext,
  email: string,
  pkg: 'member' | 'featured' | 'vip',
) {
  const headers = await apiSession(request, E2E_STAFF.email, E2E_STAFF.password);
  const found = await request.get(`/api/admin/users?email=${encodeURIComponent(email)}`, {
    headers,
  });
  expect(found.status()).toBe(200);
  const { users } = (await found.json()) as { users: Array<{ id: number }> };
  const user = users[0];
  if (!user) throw new Error(`no account ${email}`);
  const set = await request.post(`/api/admin/users/${user.id}/package`, {
    headers,
    data: { package: pkg },
  });
  expect(set.status()).toBe(204);
}

/** A session through the API alone, for calls a test makes on someone's behalf. */
export async function apiSession(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}
