import { z } from 'zod';
import { msg } from './i18n/translate';
import { MARKET_MESSAGES } from './market-insights';

// Apart from ./market-insights, which every search card's page loads: only the API reads these.

/** Said beside the cars when a compare link named one car more than once. */
export const COMPARE_REPEATED = msg('Each car is shown once.');

/**
 * The query of GET /api/vehicles/compare: `ids` as the link has it (`1,2,3`). Only an empty or
 * absent list (or one far too long to be a link's) is refused; what the list holds is sorted
 * out by `compareIdsOf` (./market-rules), so a shared link with a bad id still shows the good ones.
 */
export const CompareQuerySchema = z.object({
  ids: z
    .string({ error: MARKET_MESSAGES.compareIds })
    .trim()
    .min(1, { error: MARKET_MESSAGES.compareIds })
    .max(200, { error: MARKET_MESSAGES.compareIds })
    .optional()
    .refine((ids) => ids !== undefined, { error: MARKET_MESSAGES.compareIds })
    .transform((ids) => ids ?? ''),
});
