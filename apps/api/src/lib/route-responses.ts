import { z } from 'zod';
import { ErrorResponseSchema } from '@carmarket/shared/errors';

/** The body of a 204: nothing. */
export const NoContentSchema = z.null().describe('No content');

/**
 * The response schemas of the statuses a route can refuse with: every one is api.md's
 * `{message, field?}`, so a route lists only which statuses it may answer.
 */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;
}
