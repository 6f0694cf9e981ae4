import { z } from 'zod';

/** A 2xx answer that only carries a sentence for a success toast (api.md: `201 {message}`). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
