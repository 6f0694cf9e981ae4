import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { describeWait } from '../../lib/describe-wait';
import type { RateLimitEventsRepository } from './rate-limit-events.repository';

/** A limit: at most `max` events per subject in any `windowMs` (a sliding window). */
export interface LimitRule {
  /** Names the rule in the store; two rules never share a name. */
  name: string;
  max: number;
  windowMs: number;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * The 429 for a refused verdict: `Retry-After` in seconds, and a sentence that says how long to
 * wait ("15 minutes"); the generic one unless the caller has its own (sign-in, passwords).
 */
export function refusal(
  verdict: Extract<LimitVerdict, { allowed: false }>,
  sentence: (wait: string) => string = (wait) => `Too many requests. Please try again in ${wait}.`,
): AppError {
  return AppError.tooManyRequests(
    sentence(describeWait(verdict.retryAfterMs)),
    Math.ceil(verdict.retryAfterMs / 1000),
  );
}

/**
 * Counts events per rule and subject in the database (`rate_limit_events`), so every API process
 * on one PostgreSQL enforces the same limits (decision 070). The window slides: a refused subject
 * may act again once its oldest counted event is `windowMs` old, never earlier, and never later
 * because of events that were refused. Subjects (addresses, e-mails, user ids) are stored only as
 * hashes.
 */
export function createRateLimiter(options: { events: RateLimitEventsRepository; clock: Clock }) {
  const { events, clock } = options;
  const keyOf = (rule: LimitRule, subject: string) =>
    `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;

  async function verdictAt(rule: LimitRule, key: string, now: Date): Promise<LimitVerdict> {
    const since = new Date(now.getTime() - rule.windowMs);
    const recent = await events.countSince(key, since, rule.max);
    if (recent.count < rule.max || !recent.oldest) return { allowed: true };
    return {
      allowed: false,
      retryAfterMs: Math.max(1000, recent.oldest.getTime() + rule.windowMs - now.getTime()),
    };
  }

  const eventAt = (rule: LimitRule, key: string, now: Date) => ({
    key,
    at: now,
    expiresAt: new Date(now.getTime() + rule.windowMs),
  });

  return {
    /** Counts one event unless the subject is at its limit: the check for an action. */
    async take(rule: LimitRule, subject: string): Promise<LimitVerdict> {
      const now = clock();
      const key = keyOf(rule, subject);
      const since = new Date(now.getTime() - rule.windowMs);
      if (await events.addIfUnder(eventAt(rule, key, now), since, rule.max)) {
        return { allowed: true };
      }
      return verdictAt(rule, key, now);
    },

    /** Whether one more event would be allowed, counting nothing (asked before a sign-in). */
    check(rule: LimitRule, subject: string): Promise<LimitVerdict> {
      return verdictAt(rule, keyOf(rule, subject), clock());
    },

    /** Counts an event that has already happened (a failed sign-in), whatever the limit. */
    async record(rule: LimitRule, subject: string): Promise<void> {
      const now = clock();
      await events.add(eventAt(rule, keyOf(rule, subject), now));
    },

    /** Keeps one event for the subject, now: a mark whose window starts again (a known device). */
    async mark(rule: LimitRule, subject: string): Promise<void> {
      await events.replace(eventAt(rule, keyOf(rule, subject), clock()));
    },

    /** Forgets the subject's events under the rule (its failures, after a success). */
    async clear(rule: LimitRule, subject: string): Promise<void> {
      await events.deleteKey(keyOf(rule, subject));
    },

    /** Whether the subject has any event in the rule's window (a device seen signing in). */
    async seen(rule: LimitRule, subject: string): Promise<boolean> {
      const now = clock();
      const since = new Date(now.getTime() - rule.windowMs);
      return (await events.countSince(keyOf(rule, subject), since, 1)).count > 0;
    },

    /** Deletes events older than their rule's window; each process does it now and then. */
    purgeExpired(): Promise<void> {
      return events.deleteExpired(clock());
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
