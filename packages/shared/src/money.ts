import { z } from 'zod';
import { MONEY_PATTERN } from './money-pattern';

export { MONEY_PATTERN };

/**
 * A price typed as text (a form field or a query parameter) read as a number, with the form's
 * own sentence when it is not digits with up to 2 decimals. Every price, offer and deposit rule
 * starts from this pattern.
 */
export function PriceSchema(invalid: string) {
  return z.string().trim().regex(MONEY_PATTERN, invalid).transform(Number);
}
