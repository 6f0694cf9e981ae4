import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../lib/clock';
import { createJobRunner, type JobRunner } from './job-runner';
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
}

export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsPluginOptions) => {
  const runner = createJobRunner({
    jobs: createJobsRepository(app.db),
    clock: options.clock ?? systemClock,
    log: app.log,
    leaseMs: options.leaseMs,
    pollMs: options.pollMs,
  });
  app.decorate('jobs', runner);
  // Before the database closes: the job in hand finishes (or its lease frees it for another).
  app.addHook('preClose', async () => runner.stop());
});
