/**
 * Deposits the pre-order section shows, in US dollars (spec section 9). Its own module, without
 * zod schemas, because the home page's pre-order card needs it on the first screen (decision
 * 091); `./pre-order` re-exports it.
 */
export const PRE_ORDER_DEPOSITS = [500, 750, 1_000] as const;
