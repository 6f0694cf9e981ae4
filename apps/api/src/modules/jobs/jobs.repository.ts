import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { jobs } from '@carmarket/db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it may run; now when left out. */
  runAt?: Date;
  /** Enqueued once however often (and by however many processes) it is asked for. */
  onceKey?: string;
  maxAttempts?: number;
}

/** How the metrics divide the jobs not yet done (`countByState`). */
export const JOB_QUEUE_STATES = ['due', 'later', 'running', 'failed'] as const;
export type JobQueueState = (typeof JOB_QUEUE_STATES)[number];

/** Something that can run SQL: the database, or a transaction a caller is inside. */
type Executor = Pick<Database, 'insert' | 'execute'>;

/** The jobs table (decision 080): enqueue, take, renew, finish, and what staff see. */
export function createJobsRepository(db: Database) {
  return {
    /**
     * Adds a job; inside the caller's transaction when `executor` is one, so the job exists
     * exactly when the change that asked for it does. False when `onceKey` was taken already.
     */
    async enqueue(job: NewJob, executor: Executor = db): Promise<boolean> {
      const added = await executor
        .insert(jobs)
        .values({
          kind: job.kind,
          payload: job.payload ?? {},
          runAt: job.runAt ?? new Date(),
          onceKey: job.onceKey,
          maxAttempts: job.maxAttempts,
        })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      return added.length > 0;
    },

    /**
     * Takes the next due job for `worker` until `lockedUntil`: a queued job whose time has come,
     * or a running one whose holder's lease has lapsed (its process died). SKIP LOCKED lets
     * processes take different jobs at once, never the same one.
     */
    async take(worker: string, now: Date, lockedUntil: Date): Promise<JobRow | undefined> {
      const result = await db.execute(sql`
        update ${jobs} set
          state = 'running', attempts = attempts + 1,
          locked_by = ${worker}, locked_until = ${lockedUntil.toISOString()}::timestamptz
        where id = (
          select id from ${jobs}
          where state in ('queued', 'running') and run_at <= ${now.toISOString()}::timestamptz
            and (state = 'queued' or locked_until < ${now.toISOString()}::timestamptz)
          order by run_at, id
          limit 1
          for update skip locked
        )
        returning id`);
      const id = (result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
      if (id === undefined) return undefined;
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },

    /** Extends the lease while the job runs; false when another process has taken it since. */
    async renew(id: number, worker: string, lockedUntil: Date): Promise<boolean> {
      const renewed = await db
        .update(jobs)
        .set({ lockedUntil })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      return renewed.length > 0;
    },

    async finish(id: number, worker: string, now: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
    },

    /** Puts the job back for `retryAt`, or marks it failed for good when that is null. */
    async fail(id: number, worker: string, error: string, now: Date, retryAt: Date | null) {
      await db
        .update(jobs)
        .set(
          retryAt
            ? {
                state: 'queued',
                runAt: retryAt,
                lockedBy: null,
                lockedUntil: null,
                lastError: error,
              }
            : {
                state: 'failed',
                finishedAt: now,
                lockedBy: null,
                lockedUntil: null,
                lastError: error,
              },
        )
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
    },

    /**
     * Marks failed the jobs whose lease lapsed on their last attempt: their process died every
     * time, so taking them again would only kill the next one.
     */
    async failAbandoned(now: Date): Promise<void> {
      await db
        .update(jobs)
        .set({
          state: 'failed',
          finishedAt: now,
          lockedBy: null,
          lockedUntil: null,
          lastError: sql`coalesce(${jobs.lastError}, 'The process running it stopped before it finished.')`,
        })
        .where(
          and(
            eq(jobs.state, 'running'),
            lt(jobs.lockedUntil, now),
            sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          ),
        );
    },

    /** Puts every running job back in the queue: for a start where no other process can hold one. */
    async releaseAll(): Promise<number> {
      const released = await db
        .update(jobs)
        .set({ state: 'queued', lockedBy: null, lockedUntil: null })
        .where(eq(jobs.state, 'running'))
        .returning({ id: jobs.id });
      return released.length;
    },

    /** When the newest finished job of `kind` was due; null when none has finished. */
    async lastDone(kind: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | null>`max(${jobs.runAt})` })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), eq(jobs.state, 'done')));
      return row?.at ? new Date(row.at) : null;
    },

    async listFailed(limit: number): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(eq(jobs.state, 'failed'))
        .orderBy(desc(jobs.finishedAt), desc(jobs.id))
        .limit(limit);
    },

    /**
     * The queue as the metrics show it (decision 125): jobs due and waiting for a runner, jobs
     * queued for later (a schedule's next slot, a retry), running, and failed for good. Done
     * jobs are left out: they are kept a week and say nothing about the queue.
     */
    async countByState(now: Date): Promise<Record<JobQueueState, number>> {
      const result = await db.execute(sql`
        select case
            when state = 'queued' and run_at <= ${now.toISOString()}::timestamptz then 'due'
            when state = 'queued' then 'later'
            else state::text
          end as state, count(*)::int as n
        from ${jobs} where state <> 'done' group by 1`);
      const counts: Record<JobQueueState, number> = { due: 0, later: 0, running: 0, failed: 0 };
      for (const row of (result as unknown as { rows: Array<{ state: string; n: number }> }).rows) {
        if (row.state in counts) counts[row.state as JobQueueState] = Number(row.n);
      }
      return counts;
    },

    async countFailed(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.state, 'failed'));
      return row?.count ?? 0;
    },

    /** A failed job runs again now with a fresh set of attempts; false when it is not failed. */
    async retry(id: number, now: Date): Promise<boolean> {
      const retried = await db
        .update(jobs)
        .set({ state: 'queued', runAt: now, attempts: 0, finishedAt: null })
        .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
        .returning({ id: jobs.id });
      return retried.length > 0;
    },

    /** Forgets finished jobs older than `before` (failed ones stay until staff act). */
    async purgeDone(before: Date): Promise<void> {
      await db.delete(jobs).where(and(inArray(jobs.state, ['done']), lt(jobs.finishedAt, before)));
    },

    async get(id: number): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
