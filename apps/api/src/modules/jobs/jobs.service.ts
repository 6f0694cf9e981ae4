import { JOB_MESSAGES, type FailedJobsResponse } from '@carmarket/shared/jobs';
import { AppError } from '../../lib/app-error';
import type { JobRow, JobsRepository } from './jobs.repository';

const FAILED_SHOWN = 100;

/** What a job was for, in words staff understand. */
function describeJob(job: JobRow): string {
  const summary = job.payload.summary;
  if (typeof summary === 'string' && summary) return summary;
  return job.kind;
}

export async function listFailedJobs(deps: { jobs: JobsRepository }): Promise<FailedJobsResponse> {
  const [rows, count] = await Promise.all([
    deps.jobs.listFailed(FAILED_SHOWN),
    deps.jobs.countFailed(),
  ]);
  return {
    jobs: rows.map((job) => ({
      id: job.id,
      kind: job.kind,
      description: describeJob(job),
      attempts: job.attempts,
      error: job.lastError ?? '',
      createdAt: job.createdAt.toISOString(),
      failedAt: (job.finishedAt ?? job.createdAt).toISOString(),
    })),
    count,
  };
}

export async function retryFailedJob(deps: { jobs: JobsRepository }, id: number, now: Date) {
  if (!(await deps.jobs.retry(id, now))) throw AppError.notFound(JOB_MESSAGES.jobNotFound);
}
