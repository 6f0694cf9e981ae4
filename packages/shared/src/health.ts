import { z } from 'zod';

export const DATABASE_ENGINES = ['pglite', 'postgres'] as const;
export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(DATABASE_ENGINES),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
