import { LIMITS } from '../limits/limit-rules';
import type { LimitVerdict, RateLimiter } from '../limits/rate-limiter';

/**
 * Sign-in failures, counted so that guessing is slow and nobody can be locked out by others
 * (decision 070):
 *
 * - per (account, address): ten wrong passwords lock that account at that address only, so a
 *   neighbour behind the same carrier address still signs in to their own account;
 * - per account, from addresses it has not signed in from: 100 an hour (OWASP ASVS 2.2.1), so a
 *   stranger needs many addresses to lock it, and its owner on a known device never meets it;
 * - per address alone: a ceiling a carrier NAT's typing never reaches, for lists of stolen
 *   passwords tried across many accounts.
 *
 * The counts live in the database, shared by every API process.
 */
export function createLoginThrottle(limiter: RateLimiter) {
  const pair = (email: string, address: string) => `${email}|${address}`;

  return {
    async check(email: string, address: string): Promise<LimitVerdict> {
      const verdicts = await Promise.all([
        limiter.check(LIMITS.signInFailuresPerAccountAtAddress, pair(email, address)),
        limiter.check(LIMITS.signInFailuresPerAddress, address),
        limiter
          .seen(LIMITS.knownDevice, pair(email, address))
          .then((known) =>
            known
              ? { allowed: true as const }
              : limiter.check(LIMITS.signInFailuresPerAccount, email),
          ),
      ]);
      const waits = verdicts.map((verdict) => (verdict.allowed ? 0 : verdict.retryAfterMs));
      const retryAfterMs = Math.max(...waits);
      return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
    },

    async recordFailure(email: string, address: string): Promise<void> {
      await Promise.all([
        limiter.record(LIMITS.signInFailuresPerAccountAtAddress, pair(email, address)),
        limiter.record(LIMITS.signInFailuresPerAddress, address),
        limiter.record(LIMITS.signInFailuresPerAccount, email),
      ]);
    },

    /**
     * The owner got in: this address is a known device for 30 days more (one row, however often
     * they sign in), and its earlier typos for this account are forgiven. The per-account and
     * per-address counts stay, so a guesser who also knows one password gains nothing.
     */
    async recordSuccess(email: string, address: string): Promise<void> {
      await Promise.all([
        limiter.mark(LIMITS.knownDevice, pair(email, address)),
        limiter.clear(LIMITS.signInFailuresPerAccountAtAddress, pair(email, address)),
      ]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
