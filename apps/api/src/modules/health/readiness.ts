import type { FastifyBaseLogger } from 'fastify';
import { READINESS_MESSAGES, type ReadinessResponse } from '@carmarket/shared/health';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';

/**
 * One thing a process needs before a load balancer sends it requests (decision 125): the
 * database answers, its migrations are this version's, the media store takes a file. A store
 * or service added later brings its own check to the list.
 */
export interface ReadinessCheck {
  /** Named in the ready answer and in the log. */
  name: string;
  /** The sentence of the 503 when it fails (READINESS_MESSAGES). */
  failure: string;
  /** Resolves when ready, rejects when not. */
  check(): Promise<void>;
}

export interface ReadinessOptions {
  checks: ReadinessCheck[];
  log: FastifyBaseLogger;
  /** How long a check may take before it counts as failed: a store that hangs is not ready. */
  timeoutMs?: number;
  /**
   * How long one run's answer is given to every ask (default 1 s). The path needs no
   * credentials and on S3 a run writes and deletes an object, so a flood of asks shares one run
   * a second; a load balancer asks every few seconds and always sees a fresh answer.
   */
  reuseMs?: number;
  clock?: Clock;
}

/** A check that does not answer in time fails with this; its own failure is logged. */
class TimedOut extends Error {}

function withinTime(check: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), timeoutMs);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/**
 * The readiness of this process: its checks, run together on each ask, and whether a SIGTERM
 * has begun its shutdown, from when on it is never ready again (the load balancer drains it).
 */
export function createReadiness(options: ReadinessOptions) {
  const { checks, log } = options;
  const timeoutMs = options.timeoutMs ?? 5000;
  const reuseMs = options.reuseMs ?? 1000;
  const clock = options.clock ?? systemClock;
  let shuttingDown = false;
  /** The latest run: asks while it runs, and for `reuseMs` after it began, share its answer. */
  let latest:
    { startedAt: number; running: boolean; answer: Promise<ReadinessResponse> } | undefined;

  async function runChecks(): Promise<ReadinessResponse> {
    const results = await Promise.allSettled(
      checks.map((entry) => withinTime(entry.check(), timeoutMs)),
    );
    const failures = checks.flatMap((entry, index) => {
      const result = results[index];
      return result?.status === 'rejected' ? [{ entry, reason: result.reason as unknown }] : [];
    });
    const [first] = failures;
    if (!first) return { status: 'ready', checks: checks.map((entry) => entry.name) };
    for (const { entry, reason } of failures) {
      log.warn({ err: reason, check: entry.name }, 'not ready');
    }
    const error =
      first.reason instanceof TimedOut
        ? new AppError(503, READINESS_MESSAGES.timedOut).withValues({
            check: first.entry.name,
            seconds: timeoutMs / 1000,
          })
        : new AppError(503, first.entry.failure);
    throw error.withCode('not_ready');
  }
  let refusing = false;

  return {
    /** The checks in the order their failures are reported. */
    checks,
    /** True once `startShutdown` was called. */
    get shuttingDown() {
      return shuttingDown;
    },
    /** True once `refuseRequests` was called: the listener is closing. */
    get refusing() {
      return refusing;
    },
    /**
     * From now on every ask answers 503 "shutting down"; other requests are still served (the
     * grace a load balancer needs to see it, SHUTDOWN_GRACE_SECONDS) until `refuseRequests`.
     */
    startShutdown() {
      shuttingDown = true;
    },
    /** From now on requests not begun are refused with 503 "shutting down". */
    refuseRequests() {
      shuttingDown = true;
      refusing = true;
    },
    /**
     * Every check passed; otherwise throws the 503 of the first that failed, in list order. One
     * run answers every ask while it runs and for `reuseMs` after it began.
     */
    async assertReady(): Promise<ReadinessResponse> {
      if (shuttingDown) {
        throw new AppError(503, READINESS_MESSAGES.shuttingDown).withCode('shutting_down');
      }
      const now = clock().getTime();
      if (!latest || (!latest.running && now - latest.startedAt >= reuseMs)) {
        const run = { startedAt: now, running: true, answer: runChecks() };
        // Each ask gets the failure through its own await; this only marks the run finished.
        run.answer.then(
          () => (run.running = false),
          () => (run.running = false),
        );
        latest = run;
      }
      return latest.answer;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
