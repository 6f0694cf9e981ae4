import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the opaque value the browser keeps in `localStorage['sid']`. */
export function createSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked sessions table cannot be replayed. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A session that goes unused for 14 days ends, and none lives past 60 days however busy: the
 * session id sits in local storage, where a script on the page could read it, so it must not
 * live for ever (docs/decisions/006-accounts-and-sessions.md).
 */
export const SESSION_LIFETIME = {
  idleMs: 14 * DAY_MS,
  absoluteMs: 60 * DAY_MS,
} as const;
