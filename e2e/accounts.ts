import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const E2E_PASSWORD = 'a long enough passphrase';

export function newEmail(): string {
  return `visitor-${randomUUID()}@example.lk`;
}

/** Registers through the API (name Dilani Fernando) and returns the new account's e-mail. */
export async function registerAccount(request: APIRequestContext, baseURL = '') {
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
  return email;
}

/**
 * A fresh account, signed in the way a returning visitor is: the session id sits in local
 * storage before the app starts, and the app trades it for a token at start.
 */
export async function signInAsNewUser(page: Page, baseURL = '') {
  const email = await registerAccount(page.request, baseURL);
  const login = await page.request.post(`${baseURL}/api/auth/login`, {
    data: { email, password: E2E_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { sessionId } = (await login.json()) as { sessionId: string };
  await page.addInitScript((sid) => localStorage.setItem('sid', sid), sessionId);
  return { email, sessionId };
}
