import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport } from '@carmarket/shared/client-error';

/**
 * One warning line per report, with the message and the path only: no address, no user, no
 * query string (the schema has dropped it), so the log holds no personal data.
 */
export function logClientError(options: { log: FastifyBaseLogger; report: ClientErrorReport }) {
  const { kind, message, path } = options.report;
  options.log.warn({ clientError: { kind, message, path } }, `web app ${kind} error`);
}
