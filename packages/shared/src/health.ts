import { z } from 'zod';
import { msg } from './i18n/translate';

export const DATABASE_ENGINES = ['pglite', 'postgres'] as const;
export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(DATABASE_ENGINES),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** GET /api/health/live: the process runs and answers (decision 125). */
export const LivenessResponseSchema = z.object({ status: z.literal('live') });
export type LivenessResponse = z.infer<typeof LivenessResponseSchema>;

/** GET /api/health/ready: every readiness check passed; `checks` names them, in order. */
export const ReadinessResponseSchema = z.object({
  status: z.literal('ready'),
  checks: z.array(z.string()),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;

/**
 * Why a process is not ready (503, the one error shape): a load balancer reads the status, an
 * operator the sentence. `code` is `not_ready`, or `shutting_down` while a SIGTERM drains it.
 */
export const READINESS_MESSAGES = {
  database: msg('Not ready: the database does not answer.'),
  migrations: msg('Not ready: the database lacks migrations this version needs.'),
  media: msg('Not ready: the media store cannot be written to.'),
  timedOut: msg('Not ready: the {check} check did not answer within {seconds} seconds.'),
  shuttingDown: msg('Not ready: the server is shutting down.'),
  /** Any request a draining server did not start (decision 125). */
  draining: msg('The server is shutting down. Please try again in a moment.'),
} as const;
