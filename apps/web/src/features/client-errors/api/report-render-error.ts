import type { ClientErrorReport } from '@carmarket/shared/client-error';
import { CLIENT_ERROR_LIMITS, withoutQuery } from '@carmarket/shared/client-error-limits';
import { isRouteErrorResponse } from 'react-router';
import { apiRequest, noContent } from '../../../lib/api-client';

/** The error's own words, for the report and for the details a developer sees. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return typeof error === 'string' ? error : 'Unknown error';
}

// The error page can render one error more than once (and twice in development's StrictMode):
// each error is reported once.
const reported = new WeakSet<object>();

/**
 * POST /api/client-errors: tells the server a page failed to render, with the error's message
 * and the page's path only (no query string: it can hold what a person typed). A report that
 * cannot be sent is dropped; the person is already looking at an apology.
 */
export function reportRenderError(error: unknown, path: string): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const report: ClientErrorReport = {
    kind: 'render',
    message: errorMessageOf(error).trim().slice(0, CLIENT_ERROR_LIMITS.message) || 'Unknown error',
    path: withoutQuery(path).slice(0, CLIENT_ERROR_LIMITS.path),
  };
  // keepalive: the report still goes out when the person reloads at once.
  apiRequest('/client-errors', noContent, { method: 'POST', body: report, keepalive: true }).catch(
    () => undefined,
  );
}
