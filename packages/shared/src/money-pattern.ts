/**
 * Digits with up to 2 decimals, at most 10 whole digits: what fits numeric(12, 2). Its own module,
 * without zod, for the Buy Car page's first screen (decision 091); `./money` re-exports it.
 */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
