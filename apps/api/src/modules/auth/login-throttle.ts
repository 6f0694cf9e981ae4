import { LIMITS } from '../limits/limit-rules';
import type { LimitReceipt, LimitSubject, RateLimiter } from '../limits/rate-limiter';

export type SignInAttempt =
  { allowed: true; receipt: LimitReceipt } | { allowed: false; retryAfterMs: number };

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
 * Every attempt takes its places before the password is checked, in one atomic step
 * (`limiter.takeAll`), and a right password gives them back: so 200 simultaneous guesses get
 * exactly ten checks, never ten plus whatever raced past a separate check (issue 28). The counts
 * live in the database, shared by every API process.
 */
export function createLoginThrottle(limiter: RateLimiter) {
  const pair = (email: string, address: string) => `${email}|${address}`;

  return {
    /** Counts this attempt as a failure in advance, or refuses it: ask before the password. */
    async attempt(email: string, address: string): Promise<SignInAttempt> {
      const counted: LimitSubject[] = [
        { rule: LIMITS.signInFailuresPerAccountAtAddress, subject: pair(email, address) },
        { rule: LIMITS.signInFailuresPerAddress, subject: address },
      ];
      if (!(await limiter.seen(LIMITS.knownDevice, pair(email, address)))) {
        counted.push({ rule: LIMITS.signInFailuresPerAccount, subject: email });
      }
      const verdict = await limiter.takeAll(counted);
      return verdict.allowed ? verdict : { allowed: false, retryAfterMs: verdict.retryAfterMs };
    },

    /**
     * The owner got in: the attempt was no failure (its places are given back), this address is
     * a known device for 30 days more (one row, however often they sign in), and its earlier
     * typos for this account are forgiven. The per-account and per-address counts of earlier
     * failures stay, so a guesser who also knows one password gains nothing.
     */
    async succeeded(email: string, address: string, attempt: LimitReceipt): Promise<void> {
      await limiter.refund(attempt);
      await Promise.all([
        limiter.mark(LIMITS.knownDevice, pair(email, address)),
        limiter.clear(LIMITS.signInFailuresPerAccountAtAddress, pair(email, address)),
      ]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
