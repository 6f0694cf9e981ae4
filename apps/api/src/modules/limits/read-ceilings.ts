import type { Clock } from '../../lib/clock';
import { keyOf, type LimitRule, type LimitVerdict } from './rate-limiter';
import type { ReadCountsRepository } from './read-counts.repository';

/**
 * Ceilings on the hottest reads, detail and search answers (decision 107). Unlike the rate
 * limiter's sliding log (one event row per action, a transaction under a lock), each rule is a
 * fixed window: one counter row per subject and window, raised by one upsert per read. A window
 * starts on the clock's minute or hour, so a burst across a boundary may get up to twice a
 * ceiling in a short time; the ceilings are far above any person's use, so that is no matter.
 * Every read is counted, refused or not: a scraper that keeps hammering waits until the window
 * ends, no longer.
 */
export function createReadCeilings(options: { counts: ReadCountsRepository; clock: Clock }) {
  const { counts, clock } = options;
  return {
    /** Counts one read of `subject` under every rule; refused when any count is past its max. */
    async take(rules: readonly LimitRule[], subject: string): Promise<LimitVerdict> {
      const now = clock().getTime();
      const windows = rules.map((rule) => ({
        rule,
        key: keyOf(rule, subject),
        endsAt: new Date((Math.floor(now / rule.windowMs) + 1) * rule.windowMs),
      }));
      const after = await counts.increment(windows);
      const over = windows.filter((window, i) => (after[i] ?? 0) > window.rule.max);
      if (over.length === 0) return { allowed: true };
      return {
        allowed: false,
        retryAfterMs: Math.max(...over.map((window) => window.endsAt.getTime() - now)),
      };
    },

    /** Forgets windows that have ended. */
    purgeEnded(): Promise<void> {
      return counts.deleteEnded(clock());
    },
  };
}

export type ReadCeilings = ReturnType<typeof createReadCeilings>;
