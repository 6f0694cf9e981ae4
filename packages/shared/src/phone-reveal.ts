import { z } from 'zod';

export * from './phone-reveal-text';

/** POST /api/vehicles/:id/phone (api.md): the number of a live ad whose package shows it. */
export const PhoneRevealSchema = z.object({ phone: z.string() });
export type PhoneReveal = z.infer<typeof PhoneRevealSchema>;
