import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { systemClock, type Clock } from '../../lib/clock';

export interface AccessTokenClaims {
  userId: number;
  /**
   * The session's stable key (decision 101), not its current credential: a refresh in one tab
   * rotates the credential and leaves the other tabs' tokens good; ending the session ends them.
   */
  sessionHash: string;
}

/** A good token's claims and when it stops being good (a live stream ends then). */
export interface VerifiedAccessToken extends AccessTokenClaims {
  expiresAt: Date;
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a good token; null for an expired, forged or malformed one. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
}

const ALGORITHM = 'HS256';
const AUDIENCE = 'carmarket-api';

/**
 * Short-lived signed tokens (api.md: 15 minutes) for `Authorization: Bearer`. `now` dates a new
 * token and judges an old one, so a test can move past the lifetime instead of waiting for it.
 */
export function createAccessTokens(options: {
  secret: string | undefined;
  ttlSeconds: number;
  now?: Clock;
}): AccessTokens {
  const key = options.secret ? new TextEncoder().encode(options.secret) : randomBytes(32);
  const now = options.now ?? systemClock;

  return {
    issue({ userId, sessionHash }) {
      // JWT times are whole seconds; jose's relative forms ('900s') would read the real clock.
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ sid: sessionHash })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience: AUDIENCE,
          // jose checks `exp` only when a token has one: a token signed with our key but without
          // an expiry (or without the session it belongs to) would otherwise live for ever.
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
          currentDate: now(),
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
        return {
          userId,
          sessionHash: payload.sid,
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
