import { z } from 'zod';

/** The one error shape of api.md: every non-2xx answer. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** For a body schema's own type check, e.g. plain text posted to a JSON route. */
export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.';
