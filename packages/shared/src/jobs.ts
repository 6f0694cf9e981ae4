import { z } from 'zod';
import { msg } from './i18n/translate';

export const JOB_MESSAGES = {
  jobNotFound: msg('That job is not waiting for a retry: it may have been retried already.'),
} as const;

/** What staff see of a background job whose retries ran out (decision 080). */
export const FailedJobSchema = z.object({
  id: z.number(),
  /** What it was for, in words: "E-mail to a…@example.com: Your ad is live". */
  description: z.string(),
  kind: z.string(),
  attempts: z.number(),
  error: z.string(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const FailedJobsResponseSchema = z.object({
  jobs: z.array(FailedJobSchema),
  /** Every failed job, when the list shows only the newest. */
  count: z.number(),
});
export type FailedJobsResponse = z.infer<typeof FailedJobsResponseSchema>;

export const JobIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: JOB_MESSAGES.jobNotFound })
    .int(JOB_MESSAGES.jobNotFound)
    .min(1, JOB_MESSAGES.jobNotFound)
    .max(2_147_483_647, JOB_MESSAGES.jobNotFound),
});
