import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { JobRow, JobsRepository, NewJob } from './jobs.repository';

/** What a job's handler gets: its payload, and when it was taken. */
export interface JobContext {
  job: JobRow;
  now: Date;
}

export type JobHandler = (context: JobContext) => Promise<void>;

/**
 * A job that recurs: `next(now)` names its next slot after `now`. Every process offers the slot
 * as a job with a once-key, so it runs once however many processes serve.
 */
export interface Schedule {
  kind: string;
  next: (now: Date) => Date;
  payload?: Record<string, unknown>;
}

export interface JobRunnerOptions {
  jobs: JobsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long a taken job is held before another process may take it (renewed while it runs). */
  leaseMs?: number;
  /** How often an idle runner looks for due jobs. */
  pollMs?: number;
  /** Told how each run of a job ended (the metrics count them, decision 125). */
  onRun?: (run: { kind: string; outcome: JobOutcome }) => void;
}

/** How one run of a job ended: done, failed and to be retried, or failed for good. */
export type JobOutcome = 'done' | 'retry' | 'failed';

/** The wait before attempt n+1: 30 s, 1 min, 2 min … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** Shown to staff; a stack trace stays in the log. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000);
}

const DONE_JOBS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Runs the jobs table's due jobs (decision 080). `start` polls in the background (the server);
 * `runDue` runs everything due now and returns (tests, with a clock they move).
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { jobs, clock, log } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1000;
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const schedules: Schedule[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  /** Set by `stop`: a pass in progress takes no further job once the one in hand ends. */
  let halted = false;
  let lastPurge = 0;

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    const now = clock();
    // Renew the lease while the handler works, so a slow job is not taken twice.
    const heartbeat = setInterval(() => {
      jobs.renew(job.id, worker, new Date(clock().getTime() + leaseMs)).catch((error: unknown) => {
        log.warn({ err: error, jobId: job.id }, 'could not renew a job lease');
      });
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}".`);
      await handler({ job, now });
      await jobs.finish(job.id, worker, clock());
      options.onRun?.({ kind: job.kind, outcome: 'done' });
    } catch (error) {
      const finalAttempt = job.attempts >= job.maxAttempts;
      const retryAt = finalAttempt
        ? null
        : new Date(clock().getTime() + retryDelayMs(job.attempts));
      log[finalAttempt ? 'error' : 'warn'](
        { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts },
        finalAttempt ? 'job failed for good' : 'job failed; it will be retried',
      );
      await jobs.fail(job.id, worker, describeError(error), clock(), retryAt);
      options.onRun?.({ kind: job.kind, outcome: finalAttempt ? 'failed' : 'retry' });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** The slot each schedule last offered: a poll offers a slot once, not every second. */
  const offered = new Map<string, number>();

  async function offerSchedules(now: Date) {
    for (const schedule of schedules) {
      const at = schedule.next(now);
      if (offered.get(schedule.kind) === at.getTime()) continue;
      await jobs.enqueue({
        kind: schedule.kind,
        payload: { ...schedule.payload, slot: at.toISOString() },
        runAt: at,
        onceKey: `${schedule.kind}@${at.toISOString()}`,
      });
      offered.set(schedule.kind, at.getTime());
    }
  }

  /** Runs due jobs until none is left; returns how many ran. */
  async function drain(): Promise<number> {
    const now = clock();
    await jobs.failAbandoned(now);
    await offerSchedules(now);
    let ran = 0;
    // A stopping runner ends its pass at the safe point between two jobs.
    while (!halted) {
      const job = await jobs.take(worker, clock(), new Date(clock().getTime() + leaseMs));
      if (!job) break;
      await runOne(job);
      ran += 1;
    }
    if (now.getTime() - lastPurge > 60 * 60 * 1000) {
      lastPurge = now.getTime();
      await jobs.purgeDone(new Date(now.getTime() - DONE_JOBS_KEPT_MS));
    }
    return ran;
  }

  /** One pass at a time per process: a nudge during a pass runs after it. */
  function pass(): Promise<void> {
    running ??= drain()
      .then(() => undefined)
      .catch((error: unknown) => {
        log.error({ err: error }, 'the job runner could not read the jobs table');
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedulePoll() {
    if (stopped) return;
    timer = setTimeout(() => {
      void pass().then(schedulePoll);
    }, pollMs);
    timer.unref();
  }

  return {
    worker,
    /** What time it is for jobs: the app's clock, which tests move. */
    now: () => clock(),
    /** Registers the handler of one kind of job. */
    handle(kind: string, handler: JobHandler) {
      if (handlers.has(kind)) throw new Error(`Jobs of kind "${kind}" already have a handler.`);
      handlers.set(kind, handler);
    },
    schedule(schedule: Schedule) {
      schedules.push(schedule);
    },
    /** Adds a job (inside `executor` when it is a transaction); due now unless `runAt` says. */
    enqueue(job: NewJob, executor?: Parameters<JobsRepository['enqueue']>[1]) {
      return jobs.enqueue({ ...job, runAt: job.runAt ?? clock() }, executor);
    },
    /** Runs what is due now, then returns (tests move a clock and call this). */
    async runDue(): Promise<number> {
      await running;
      return drain();
    },
    /** When the newest finished job of `kind` was due (a schedule's last run); null if never. */
    lastDone: (kind: string) => jobs.lastDone(kind),
    /**
     * Frees the jobs a crashed process was running, at once instead of when their lease lapses.
     * Only for a database no other process can use (PGlite, locked to this process).
     */
    releaseInterrupted: () => jobs.releaseAll(),
    /** Asks the background runner to look now rather than at its next poll. */
    nudge() {
      if (!stopped) void pass();
    },
    /** The jobs not yet done, by state, for the metrics. */
    countByState: () => jobs.countByState(clock()),
    start() {
      if (!stopped) return;
      stopped = false;
      halted = false;
      schedulePoll();
    },
    /**
     * Stops polling and taking jobs, and waits for the job in hand to end (decision 125): a
     * shutting-down server calls it before it closes the database. A job cut off all the same
     * (the process killed) runs again when its lease lapses, or at once on the next start.
     */
    async stop() {
      stopped = true;
      halted = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
export type { NewJob };
