import { randomBytes } from 'node:crypto';
import { sign, unsign } from '@fastify/cookie';
import type { Clock } from '../../lib/clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a browser stays trusted for an account after its last sign-in there (or a password
 * reset through the e-mailed link). Each success there starts the time again.
 */
export const DEVICE_TRUST_MS = 180 * DAY_MS;

/** A device cookie that is good: signed with our key, and not older than `DEVICE_TRUST_MS`. */
export interface TrustedDevice {
  /** The account the browser proved it can sign in to. */
  userId: number;
  /** This browser's own name: its own sign-in limit is counted under it. */
  nonce: string;
}

/**
 * OWASP's "device cookies" (decision 101): after a successful sign-in the browser gets a signed
 * claim "this browser signed in to account N", checked with a key only the server knows
 * (`app_secrets` 'device-cookies'). Nothing is stored per device: the claim is the record. A
 * cookie that is forged, altered, expired or for another account counts as none.
 */
export function createDeviceCookies(options: { key: () => Promise<string>; clock: Clock }) {
  let key: Promise<string> | undefined;
  const signingKey = () => (key ??= options.key());

  return {
    /**
     * The cookie value for `userId`: the browser keeps its name (`nonce`) when it already had
     * one for this account, so its own limit stays one count however often it signs in.
     */
    async issue(userId: number, current: TrustedDevice | null): Promise<string> {
      const nonce =
        current?.userId === userId ? current.nonce : randomBytes(16).toString('base64url');
      const issuedAt = Math.floor(options.clock().getTime() / 1000);
      return sign(`${userId}.${nonce}.${issuedAt}`, await signingKey());
    },

    /** The device a cookie names, or null when it is missing, forged or too old. */
    async read(cookie: string | undefined): Promise<TrustedDevice | null> {
      if (!cookie) return null;
      const unsigned = unsign(cookie, await signingKey());
      if (!unsigned.valid || unsigned.value === null) return null;
      const match = /^(\d{1,15})\.([\w-]{22})\.(\d{1,12})$/.exec(unsigned.value);
      if (!match) return null;
      const [, user, nonce, issuedAt] = match as unknown as [string, string, string, string];
      const age = options.clock().getTime() - Number(issuedAt) * 1000;
      if (age > DEVICE_TRUST_MS) return null;
      return { userId: Number(user), nonce };
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
