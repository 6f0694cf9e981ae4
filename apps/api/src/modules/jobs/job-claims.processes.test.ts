import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@carmarket/db/schema';
import type { DbHandle } from '@carmarket/db/client';
import { loadEnv } from '../../config/env';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { twoJobRunners } from '../../test/two-job-runners';
import { until } from '../../test/until';
import { createJobsRepository } from './jobs.repository';

/**
 * Two API processes taking jobs from one PostgreSQL (decision 080): each job runs once. Only
 * PostgreSQL can show the race: PGlite lives in one process and runs one statement at a time,
 * so there two "processes" can never take a job at the same moment and a claim without SKIP
 * LOCKED would pass (issue 30). `.ci/run` runs this file with DATABASE_URL set
 * (`npm run test:processes`); each process here is its own pool of connections.
 */

let databaseUrl: string;
beforeAll(() => {
  const url = loadEnv().DATABASE_URL;
  if (!url) {
    throw new Error(
      'This suite races two pools of connections on one PostgreSQL database: set DATABASE_URL (see .ci/run).',
    );
  }
  databaseUrl = url;
});

describe('taking jobs from two pools of connections at once', () => {
  let database: TestDatabase;
  let other: DbHandle;
  const now = new Date('2026-11-23T10:00:00Z');
  const lease = new Date(now.getTime() + 60_000);

  beforeAll(async () => {
    database = await createTestDatabase(databaseUrl);
    other = await database.openAnother();
  });
  afterAll(async () => {
    await other.close();
    await database.close();
  });

  async function addJobs(count: number, kind: string) {
    await database.db
      .insert(jobs)
      .values(Array.from({ length: count }, (_, n) => ({ kind, payload: { n }, runAt: now })));
  }

  it('skips a job another process is taking, rather than waiting for it or taking it too', async () => {
    await database.db.delete(jobs);
    await addJobs(2, 'test.skip');
    // A process in the middle of taking the first job: its row is locked, not yet committed.
    const holder = new pg.Client({ connectionString: database.url });
    // Watches from outside: a transaction sees pg_stat_activity as it was when it first looked.
    const watcher = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await watcher.connect();
    try {
      await holder.query('begin');
      const held = await holder.query<{ id: number }>(
        'select id from jobs order by run_at, id limit 1 for update',
      );
      expect(held.rows).toHaveLength(1);

      let settled = false;
      const taking = createJobsRepository(other.db)
        .take('second-process', now, lease)
        .finally(() => (settled = true));
      // Either the take answers, or PostgreSQL shows it waiting for the held row's lock.
      let waitedForLock = false;
      await until('the second take to answer or to wait for a lock', async () => {
        if (settled) return true;
        const waiting = await watcher.query(
          `select 1 from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        waitedForLock = waiting.rows.length > 0;
        return waitedForLock;
      });
      if (waitedForLock) await holder.query('rollback');
      const taken = await taking;

      expect(waitedForLock, 'the take waited for a job another process holds').toBe(false);
      expect(taken?.id).not.toBe(held.rows[0]!.id);
      expect(taken?.kind).toBe('test.skip');
    } finally {
      await holder.end();
      await watcher.end();
    }
  });

  it('gives each of 200 jobs to exactly one of eight takers racing on two pools', async () => {
    await database.db.delete(jobs);
    await addJobs(200, 'test.race');
    const pools = [createJobsRepository(database.db), createJobsRepository(other.db)];
    const takenBy = new Map<number, string[]>();
    await Promise.all(
      Array.from({ length: 8 }, async (_, n) => {
        const worker = `worker-${n}`;
        const repository = pools[n % 2]!;
        for (;;) {
          const job = await repository.take(worker, now, lease);
          if (!job) return;
          takenBy.set(job.id, [...(takenBy.get(job.id) ?? []), worker]);
          await repository.finish(job.id, worker, now);
        }
      }),
    );
    expect(takenBy.size).toBe(200);
    const twice = [...takenBy].filter(([, workers]) => workers.length > 1);
    expect(twice).toEqual([]);
  });
});

describe('the job runner of two apps on one database', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  let apps: Awaited<ReturnType<typeof twoJobRunners>>;

  beforeAll(async () => {
    apps = await twoJobRunners({ clock: () => now, paceMs: 5 });
  });
  afterAll(() => apps.close());

  it('runs each of 60 jobs once when both apps run what is due at the same time', async () => {
    for (let n = 1; n <= 60; n += 1) {
      await apps.first.app.jobs.enqueue({ kind: 'test.record', payload: { n } });
    }
    await Promise.all([apps.first.app.jobs.runDue(), apps.second.app.jobs.runDue()]);
    const { ranBy } = apps;
    expect(ranBy.size).toBe(60);
    expect([...ranBy.values()].filter((names) => names.length !== 1)).toEqual([]);
    // Both apps took part: the race was run, not one app running everything alone.
    const byName = [...ranBy.values()].flat();
    expect(new Set(byName)).toEqual(new Set(['first', 'second']));
  });
});
