import { LIMITS } from '../limits/limit-rules';
import type { LimitReceipt, LimitSubject, RateLimiter } from '../limits/rate-limiter';
import type { TrustedDevice } from './device-cookie';

export type SignInAttempt =
  { allowed: true; receipt: LimitReceipt } | { allowed: false; retryAfterMs: number };

/**
 * Sign-in failures, counted so that guessing is slow and nobody can be locked out by others
 * (decisions 070 and 101):
 *
 * - from a browser with a device cookie trusted for the account (it signed in to it before, or
 *   reset its password through the e-mailed link): only that device's own count, ten wrong
 *   passwords in 15 minutes. Strangers' failures never reach it, so the owner can always try
 *   their own password there, however many addresses strangers guess from;
 * - every other attempt is counted three ways: per (account, address), ten in 15 minutes, so a
 *   neighbour behind the same carrier address still signs in to their own account; per account,
 *   100 an hour (OWASP ASVS 2.2.1), so a stranger needs many addresses; per address alone, a
 *   ceiling a carrier NAT's typing never reaches, for lists of stolen passwords.
 *
 * Every attempt takes its places before the password is checked, in one atomic step
 * (`limiter.takeAll`), and a right password gives them back: so 200 simultaneous guesses get
 * exactly ten checks (decision 102). The counts live in the database, shared by every process.
 */
export function createLoginThrottle(limiter: RateLimiter) {
  const pair = (email: string, address: string) => `${email}|${address}`;
  const countedFor = (email: string, address: string, device: TrustedDevice | null) =>
    device
      ? [{ rule: LIMITS.signInFailuresPerDevice, subject: device.nonce }]
      : [
          { rule: LIMITS.signInFailuresPerAccountAtAddress, subject: pair(email, address) },
          { rule: LIMITS.signInFailuresPerAccount, subject: email },
          { rule: LIMITS.signInFailuresPerAddress, subject: address },
        ];

  return {
    /**
     * Counts this attempt as a failure in advance, or refuses it: ask before the password.
     * `device` is the caller's device cookie only when it is trusted for this very account.
     */
    async attempt(
      email: string,
      address: string,
      device: TrustedDevice | null,
    ): Promise<SignInAttempt> {
      const counted: LimitSubject[] = countedFor(email, address, device);
      const verdict = await limiter.takeAll(counted);
      return verdict.allowed ? verdict : { allowed: false, retryAfterMs: verdict.retryAfterMs };
    },

    /**
     * The owner got in: the attempt was no failure (its places are given back), and the earlier
     * typos of this device, or of this address for this account, are forgiven. The per-account
     * and per-address counts of earlier failures stay, so a guesser who also knows one password
     * gains nothing.
     */
    async succeeded(
      email: string,
      address: string,
      device: TrustedDevice | null,
      attempt: LimitReceipt,
    ): Promise<void> {
      await limiter.refund(attempt);
      await (device
        ? limiter.clear(LIMITS.signInFailuresPerDevice, device.nonce)
        : limiter.clear(LIMITS.signInFailuresPerAccountAtAddress, pair(email, address)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
