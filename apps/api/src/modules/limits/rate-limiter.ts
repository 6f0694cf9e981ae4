import { createHash } from 'node:crypto';
import { msg } from '@carmarket/shared/i18n/translate';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { waitMessage } from '../../lib/describe-wait';
import type { LimitEvent, RateLimitEventsRepository } from './rate-limit-events.repository';

/** A limit: at most `max` events per subject in any `windowMs` (a sliding window). */
export interface LimitRule {
  /** Names the rule in the store; two rules never share a name. */
  name: string;
  max: number;
  windowMs: number;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** One rule and who it counts: an address, `user:12`, an e-mail. */
export interface LimitSubject {
  rule: LimitRule;
  subject: string;
}

/** The places `takeAll` counted, to give back with `refund` when the action turns out free. */
export interface LimitReceipt {
  readonly events: readonly LimitEvent[];
}

export type TakeAllVerdict =
  | { allowed: true; receipt: LimitReceipt }
  /** `full` names the rules that refused, for a caller whose sentence depends on which. */
  | { allowed: false; retryAfterMs: number; full: LimitRule[] };

/**
 * The 429 for a refused verdict: `Retry-After` in seconds, and a sentence that says how long to
 * wait ("15 minutes"); the generic one unless the caller has its own (sign-in, passwords).
 */
export function refusal(
  verdict: Extract<LimitVerdict, { allowed: false }>,
  sentence: string = msg('Too many requests. Please try again in {wait}.'),
): AppError {
  return AppError.tooManyRequests(sentence, Math.ceil(verdict.retryAfterMs / 1000)).withValues({
    wait: waitMessage(verdict.retryAfterMs),
  });
}

/** Where a subject's count under a rule is kept: the rule's name and a hash, never the subject. */
export function keyOf(rule: LimitRule, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
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

  const eventAt = (rule: LimitRule, key: string, now: Date): LimitEvent => ({
    key,
    at: now,
    expiresAt: new Date(now.getTime() + rule.windowMs),
  });

  /**
   * Counts one event under every rule, or none when any of them is full: decided and recorded in
   * one transaction with each key locked (rate-limit-events.repository.ts), so N concurrent
   * callers get exactly the limit's places and no more, on PGlite and across PostgreSQL
   * processes alike (issue 28). Refused calls count nothing.
   */
  async function takeAll(subjects: readonly LimitSubject[]): Promise<TakeAllVerdict> {
    const now = clock();
    const entries = subjects.map(({ rule, subject }) => ({
      rule,
      event: eventAt(rule, keyOf(rule, subject), now),
      since: new Date(now.getTime() - rule.windowMs),
      max: rule.max,
    }));
    const full = await events.addAllIfUnder(entries);
    if (full.length === 0)
      return { allowed: true, receipt: { events: entries.map((e) => e.event) } };
    // The oldest counted event leaves its window `windowMs` after it happened: `since` is now
    // less the window, so the wait is the oldest event's distance from `since`.
    const waits = full.map(({ entry, oldest }) =>
      Math.max(1000, oldest.getTime() - entry.since.getTime()),
    );
    return {
      allowed: false,
      retryAfterMs: Math.max(...waits),
      full: full.map(({ entry }) => entry.rule),
    };
  }

  return {
    takeAll,

    /** Counts one event unless the subject is at its limit: the check for an action. */
    async take(rule: LimitRule, subject: string): Promise<LimitVerdict> {
      const verdict = await takeAll([{ rule, subject }]);
      return verdict.allowed
        ? { allowed: true }
        : { allowed: false, retryAfterMs: verdict.retryAfterMs };
    },

    /**
     * Gives back what `takeAll` counted: the attempt was not the kind the rules count (a sign-in
     * whose password was right, a current password that matched).
     */
    async refund(receipt: LimitReceipt): Promise<void> {
      for (const event of receipt.events) await events.removeOne(event);
    },

    /** Forgets the subject's events under the rule (its failures, after a success). */
    async clear(rule: LimitRule, subject: string): Promise<void> {
      await events.deleteKey(keyOf(rule, subject));
    },

    /** Deletes events older than their rule's window; each process does it now and then. */
    purgeExpired(): Promise<void> {
      return events.deleteExpired(clock());
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
