import { randomBytes, randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { decodeJwt, decodeProtectedHeader, SignJWT, type JWTHeaderParameters } from 'jose';
import { E2E_ACCESS_TOKEN_SECRET } from '../playwright.config';
import { expect } from './fixtures';
import { waitForMail } from './mailbox';
import { readSmsCode } from './sms';

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
 * A Sri Lankan mobile number no other journey uses: 07X (a mobile range, X in 0 1 2 4 5 6 7 8)
 * and 7 random digits. One number may be verified on at most 2 accounts (issue 36), and codes
 * are limited per number, so accounts do not share one.
 */
export function newMobile(): string {
  const range = '0124578'.charAt(Math.floor(Math.random() * 7)) || '7';
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `07${range}${rest}`;
}

/** Each account registerAccount made in this worker, by e-mail: its mobile number. */
const mobiles = new Map<string, string>();

/** The mobile number `registerAccount` gave the account of `email`. */
export function mobileOf(email: string): string {
  const mobile = mobiles.get(email);
  if (!mobile) throw new Error(`${email} was not registered by registerAccount`);
  return mobile;
}

/**
 * Verifies the account's mobile number as its owner does (issue 36): asks for a code, reads it
 * from the text message the e2e server wrote to DATA_DIR/sms, and confirms it.
 */
export async function verifyPhoneThroughApi(
  request: APIRequestContext,
  email: string,
  mobile: string,
  baseURL = '',
) {
  const headers = await apiSession(request, email, E2E_PASSWORD);
  // Each new account is a person on their own network: codes are also counted per address, 100
  // a day (decision 134), and the journeys make more accounts than that.
  const sent = await request.post(`${baseURL}/api/me/phone/verification`, {
    headers: { ...headers, 'X-Forwarded-For': carrierAddress() },
    data: {},
  });
  expect(sent.status()).toBe(202);
  const code = await readSmsCode(mobile);
  const confirmed = await request.post(`${baseURL}/api/me/phone/verification/confirm`, {
    headers,
    data: { code },
  });
  expect(confirmed.status()).toBe(200);
}

/**
 * Registers through the API (name Dilani Fernando) and returns the new account's e-mail. The
 * account has a mobile number of its own (`mobileOf`), verified by SMS unless `phoneVerified`
 * is false: posting, offers and chat need it. The address stays unconfirmed, so no notice
 * reaches it, unless `confirmed` opens its link first.
 */
export async function registerAccount(
  request: APIRequestContext,
  baseURL = '',
  options: { confirmed?: boolean; phoneVerified?: boolean } = {},
) {
  const email = newEmail();
  const mobile = newMobile();
  const registered = await request.post(`${baseURL}/api/auth/register`, {
    data: {
      name: 'Dilani Fernando',
      mobile,
      email,
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  mobiles.set(email, mobile);
  if (options.confirmed) await confirmEmailFromMailbox(request, email, baseURL);
  if (options.phoneVerified ?? true) await verifyPhoneThroughApi(request, email, mobile, baseURL);
  return email;
}

/**
 * A fresh account, signed in the way a returning visitor is: the browser holds the session
 * cookie and the app's hint before the app starts, and the app trades the cookie for a token at
 * start (decision 101).
 */
export async function signInAsNewUser(page: Page, baseURL = '') {
  const email = await registerAccount(page.request, baseURL);
  await signInAs(page, email, E2E_PASSWORD, baseURL);
  return { email };
}

/**
 * Signs an existing account in before the app starts: `page.request` shares the page's cookie
 * jar, so the sign-in's session and device cookies land in the browser, and the hint in local
 * storage tells the app to refresh at start. Returns the sign-in's access token.
 */
export async function signInAs(page: Page, email: string, password: string, baseURL = '') {
  const login = await page.request.post(`${baseURL}/api/auth/login`, {
    data: { email, password },
  });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { accessToken: string };
  await page.addInitScript(() => localStorage.setItem('carmarket.signedIn', '1'));
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

/**
 * A session through the API alone, for calls a test makes on someone's behalf. It signs in from
 * a request context of its own, so its cookies never replace those of the browser whose
 * `request` was passed (a page signed in as someone else stays signed in as them).
 */
export async function apiSession(request: APIRequestContext, email: string, password: string) {
  // The passed context only names the server: its base URL is where a relative path leads.
  const base = new URL((await request.get('/api/health')).url()).origin;
  const own = await playwrightRequest.newContext({ baseURL: base });
  try {
    const login = await own.post('/api/auth/login', { data: { email, password } });
    expect(login.status()).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    return { authorization: `Bearer ${accessToken}` };
  } finally {
    await own.dispose();
  }
}

/**
 * `token` signed again with the e2e server's key, every claim kept but its times: issued
 * `shiftSeconds` from now (negative: in the past) with the same lifetime. An access token issued
 * 20 minutes ago is one the server refuses for its age alone, without waiting for it.
 */
export async function reissued(token: string, shiftSeconds: number): Promise<string> {
  const claims = decodeJwt(token);
  const lifetime = (claims.exp ?? 0) - (claims.iat ?? 0);
  const issuedAt = Math.floor(Date.now() / 1000) + shiftSeconds;
  return new SignJWT({ ...claims, iat: issuedAt, exp: issuedAt + lifetime })
    .setProtectedHeader(decodeProtectedHeader(token) as JWTHeaderParameters)
    .sign(new TextEncoder().encode(E2E_ACCESS_TOKEN_SECRET));
}

/**
 * Accounts the demo seed makes for the e2e server, dated 60 to 400 days back with confirmed
 * addresses (packages/db/src/seed/demo-data.ts): established reporters (decision 109), whose age
 * is real data, not a test hook. Each journey that reports with them takes its own.
 */
export const DEMO_ACCOUNT_PASSWORD = 'carmarket-demo';
export const demoAccount = (name: string) => ({
  email: `${name}@demo.carmarket.lk`,
  password: DEMO_ACCOUNT_PASSWORD,
});

/**
 * A request context for someone on another client address: the e2e server trusts 127.0.0.1 as
 * its proxy (TRUST_PROXY), as production trusts its own, so X-Forwarded-For names the client.
 * Without it every journey is 127.0.0.1. Dispose of it when done.
 */
export async function requestFrom(request: APIRequestContext, address: string) {
  const base = new URL((await request.get('/api/health')).url()).origin;
  return playwrightRequest.newContext({
    baseURL: base,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
}

/** A random carrier-NAT address (100.64.0.0/10): a person on a network of their own. */
function carrierAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `100.${64 + (a! % 64)}.${b}.${Math.max(1, c! % 255)}`;
}

/**
 * Browser context options for a visitor on a network of their own (`test.use(onOwnNetwork())`):
 * the X-Forwarded-For of a random carrier-NAT address (100.64.0.0/10), so a journey that counts
 * what one address may do (a visitor's phone numbers a day, issue 36) is not charged with every
 * other journey's visits from 127.0.0.1.
 */
export function onOwnNetwork() {
  return { extraHTTPHeaders: { 'X-Forwarded-For': carrierAddress() } };
}

/** A report of the ad through the API as the dialog sends it, by `account` (or a visitor) from `address`. */
export async function reportFrom(
  request: APIRequestContext,
  options: {
    adId: number;
    address: string;
    reason: string;
    details?: string;
    account?: { email: string; password: string };
  },
) {
  const own = await requestFrom(request, options.address);
  try {
    let headers: Record<string, string> = {};
    if (options.account) {
      const login = await own.post('/api/auth/login', { data: options.account });
      expect(login.status()).toBe(200);
      const { accessToken } = (await login.json()) as { accessToken: string };
      headers = { authorization: `Bearer ${accessToken}` };
    }
    const reported = await own.post(`/api/vehicles/${options.adId}/reports`, {
      headers,
      data: { reason: options.reason, details: options.details ?? '' },
    });
    expect(reported.status()).toBe(201);
  } finally {
    await own.dispose();
  }
}
