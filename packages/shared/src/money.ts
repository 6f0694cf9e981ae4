import { z } from 'zod';

/** Digits with up to 2 decimals, at most 10 whole digits: what fits numeric(12, 2). */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * A price typed as text (a form field or a query parameter) read as a number, with the form's
 * own sentence when it is not digits with up to 2 decimals. Every price, offer and deposit rule
 * starts from this pattern.
 */
export function PriceSchema(invalid: string) {
  return z.string().trim().regex(MONEY_PATTERN, invalid).transform(Number);
}
