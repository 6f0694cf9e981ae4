/**
 * Counts failed sign-ins per address and per e-mail in a sliding window, so password guessing is
 * slow whichever of the two an attacker varies.
 *
 * A stranger must not be able to lock a real user out for long: the per-e-mail limit does not
 * apply from an address that has signed in to that account before (a "known device"), the
 * window slides so a lock ends on its own 15 minutes after the last failure, and one address
 * alone cannot reach the per-e-mail limit before its own limit stops it.
 *
 * The counts live in this process; several API processes would move them to a shared store
 * (docs/decisions/006-accounts-and-sessions.md).
 */
export interface LoginThrottleOptions {
  maxFailuresPerAddress: number;
  maxFailuresPerEmail: number;
  windowMs: number;
  /** How long a successful sign-in makes the (e-mail, address) pair a known device. */
  knownDeviceMs: number;
  now?: () => number;
}

export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = {
  maxFailuresPerAddress: 10,
  maxFailuresPerEmail: 10,
  windowMs: 15 * 60 * 1000,
  knownDeviceMs: 30 * 24 * 60 * 60 * 1000,
};

/** Past this many tracked keys, expired ones are swept on the next write. */
const SWEEP_THRESHOLD = 10_000;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly knownDevices = new Map<string, number>();
  private readonly options: Required<LoginThrottleOptions>;

  constructor(options: Partial<LoginThrottleOptions> = {}) {
    this.options = { now: Date.now, ...LOGIN_THROTTLE_DEFAULTS, ...options };
  }

  check(email: string, address: string): ThrottleVerdict {
    const now = this.options.now();
    const waits = [this.waitFor(`address:${address}`, this.options.maxFailuresPerAddress, now)];
    if (!this.isKnownDevice(email, address, now)) {
      waits.push(this.waitFor(`email:${email}`, this.options.maxFailuresPerEmail, now));
    }
    const retryAfterMs = Math.max(...waits);
    return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
  }

  recordFailure(email: string, address: string): void {
    const now = this.options.now();
    this.sweepIfLarge(now);
    for (const key of [`address:${address}`, `email:${email}`]) {
      const recent = this.recent(key, now);
      recent.push(now);
      this.failures.set(key, recent);
    }
  }

  recordSuccess(email: string, address: string): void {
    const now = this.options.now();
    this.sweepIfLarge(now);
    this.knownDevices.set(`${email}|${address}`, now + this.options.knownDeviceMs);
  }

  private isKnownDevice(email: string, address: string, now: number): boolean {
    return (this.knownDevices.get(`${email}|${address}`) ?? 0) > now;
  }

  /** 0 when the key may try again, else how long until its oldest counted failure ages out. */
  private waitFor(key: string, max: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < max) return 0;
    const oldestCounted = recent[recent.length - max] ?? now;
    return oldestCounted + this.options.windowMs - now;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  private sweepIfLarge(now: number): void {
    if (this.failures.size + this.knownDevices.size < SWEEP_THRESHOLD) return;
    for (const key of [...this.failures.keys()]) {
      const recent = this.recent(key, now);
      if (recent.length === 0) this.failures.delete(key);
      else this.failures.set(key, recent);
    }
    for (const [key, until] of [...this.knownDevices]) {
      if (until <= now) this.knownDevices.delete(key);
    }
  }
}
