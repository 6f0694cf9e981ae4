import { createHash, randomBytes } from 'node:crypto';

/**
 * 256 random bits, URL-safe: the refresh credential the browser keeps in an HttpOnly cookie
 * (decision 101). A new one replaces it at every refresh.
 */
export function createCredential(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked sessions table cannot be replayed. */
export function hashCredential(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A session that goes unused for 30 days ends, and none lives past 90 days however busy
 * (issue 28, decision 101). The credential is out of scripts' reach in an HttpOnly cookie and
 * rotates at every refresh, so it may live longer than the 14 and 60 days decision 006 allowed
 * a session id kept in local storage.
 */
export const SESSION_LIFETIME = {
  idleMs: 30 * DAY_MS,
  absoluteMs: 90 * DAY_MS,
} as const;
