import { z } from 'zod';

/** The one error shape of api.md: every non-2xx answer. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
