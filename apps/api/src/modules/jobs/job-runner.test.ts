import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@carmarket/db/schema';
import { twoJobRunners } from '../../test/two-job-runners';
import { createJobsRepository } from './jobs.repository';
import { retryDelayMs } from './job-runner';

// Two processes racing for the same jobs: job-claims.processes.test.ts, on PostgreSQL only
// (PGlite runs one statement at a time, so no race can happen here).
describe('the job runner on one database shared by two API processes', () => {
  let now = new Date('2026-11-23T10:00:00Z');
  let first: Awaited<ReturnType<typeof twoJobRunners>>['first'];
  let second: Awaited<ReturnType<typeof twoJobRunners>>['second'];
  let ranBy: Map<number, string[]>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, ranBy, close } = await twoJobRunners({ clock: () => now }));
    for (const ctx of [first, second]) {
      ctx.app.jobs.schedule({
        kind: 'test.record',
        next: (at) => new Date(Math.floor(at.getTime() / 60_000) * 60_000 + 60_000),
        payload: { n: 0 },
      });
    }
  });
  afterAll(() => close());

  it("offers a schedule's slot once, however many processes offer it", async () => {
    ranBy.delete(0);
    await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
    expect(ranBy.get(0)).toBeUndefined();
    now = new Date(now.getTime() + 61_000);
    await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
    await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
    expect(ranBy.get(0)).toHaveLength(1);
  });

  it('takes a job again once the lease of a process that died with it has lapsed', async () => {
    const repository = createJobsRepository(first.db);
    await first.app.jobs.enqueue({ kind: 'test.record', payload: { n: 100 } });
    // A process takes it and dies: nobody finishes it or renews its lease.
    const taken = await repository.take('dead-process', now, new Date(now.getTime() + 60_000));
    expect(taken?.payload).toEqual({ n: 100 });

    await second.app.jobs.runDue();
    expect(ranBy.get(100)).toBeUndefined();

    now = new Date(now.getTime() + 61_000);
    await second.app.jobs.runDue();
    expect(ranBy.get(100)).toEqual(['second']);
    const [row] = await first.db.select().from(jobs).where(eq(jobs.id, taken!.id));
    expect(row).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('marks failed a job whose process died on its last attempt, instead of taking it again', async () => {
    const repository = createJobsRepository(first.db);
    await first.app.jobs.enqueue({ kind: 'test.record', payload: { n: 200 }, maxAttempts: 1 });
    const taken = await repository.take('dead-process', now, new Date(now.getTime() + 60_000));
    now = new Date(now.getTime() + 61_000);
    await first.app.jobs.runDue();
    expect(ranBy.get(200)).toBeUndefined();
    const [row] = await first.db.select().from(jobs).where(eq(jobs.id, taken!.id));
    expect(row).toMatchObject({
      state: 'failed',
      lastError: 'The process running it stopped before it finished.',
    });
  });

  it('fails a job of a kind no process handles, with a sentence staff can read', async () => {
    await first.app.jobs.enqueue({ kind: 'test.unknown', maxAttempts: 1 });
    await first.app.jobs.runDue();
    const [row] = await first.db.select().from(jobs).where(eq(jobs.kind, 'test.unknown'));
    expect(row).toMatchObject({
      state: 'failed',
      lastError: 'No handler for jobs of kind "test.unknown".',
    });
  });
});

describe('retry delays', () => {
  it('double from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});
