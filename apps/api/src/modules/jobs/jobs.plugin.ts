import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../lib/clock';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner';
import { createJobsRepository } from './jobs.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job runner (decision 080); the server starts it, tests call `runDue`. */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  clock?: Clock;
  leaseMs?: number;
  pollMs?: number;
  onRun?: JobRunnerOptions['onRun'];
}

export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsPluginOptions) => {
  const runner = createJobRunner({
    jobs: createJobsRepository(app.db),
    clock: options.clock ?? systemClock,
    log: app.log,
    leaseMs: options.leaseMs,
    pollMs: options.pollMs,
    onRun: options.onRun,
  });
  app.decorate('jobs', runner);
  // As the close begins, no further job is taken; the job in hand runs on while requests in
  // flight finish, and the database closes after it has ended (or its lease frees it for another).
  // Hooks close in reverse order of registration, so this one runs before the database's.
  let stopping: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    stopping = runner.stop();
  });
  app.addHook('onClose', async () => {
    await (stopping ?? runner.stop());
  });
});
