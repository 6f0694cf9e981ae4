import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FailedJobsResponseSchema, JobIdParamsSchema } from '@carmarket/shared/jobs';
import { NoContentSchema, errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { createJobsRepository } from './jobs.repository';
import { listFailedJobs, retryFailedJob } from './jobs.service';

const errors = errorResponses(400, 401, 403, 404, 500);
const operation = operationsOf('jobs', 'staff');

/** Staff see the background jobs whose retries ran out, and run one again (decision 080). */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { jobs: createJobsRepository(app.db) };
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/admin/jobs',
    {
      schema: {
        ...operation('List the background jobs whose retries ran out'),
        response: { 200: FailedJobsResponseSchema, ...errors },
      },
    },
    async () => listFailedJobs(deps),
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      schema: {
        ...operation('Run a failed job again'),
        params: JobIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Due now by the runner's clock, the one every other job is timed by.
      await app.staffAction(
        request,
        { action: 'retry-job', target: { type: 'job', id } },
        (_, db) => retryFailedJob({ jobs: createJobsRepository(db) }, id, app.jobs.now()),
      );
      app.jobs.nudge();
      return reply.code(204).send(null);
    },
  );
};
