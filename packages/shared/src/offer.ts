import { z } from 'zod';
import { MONEY_PATTERN } from './money';
import { BODY_NOT_AN_OBJECT } from './errors';
import { multiLineText } from './text';
import { msg } from './i18n/translate';

export const OFFER_LIMITS = { minAmount: 1, maxAmount: 9_999_999_999.99, message: 1_000 } as const;

/**
 * The Make an Offer modal and POST /api/vehicles/:id/offers (spec section 5: amount at least 1,
 * message optional). Keys are in the order the rules are checked; unknown keys are dropped.
 */
export const OfferSchema = z.object(
  {
    // A number from a JSON client or the input's text from the form.
    amount: z
      .union([z.number(), z.string()], { error: msg('Please enter your offer amount') })
      .transform((amount, context) => {
        const text = typeof amount === 'number' ? String(amount) : amount.trim();
        if (text === '') {
          context.addIssue({ code: 'custom', message: msg('Please enter your offer amount') });
          return z.NEVER;
        }
        if (!MONEY_PATTERN.test(text)) {
          context.addIssue({
            code: 'custom',
            message: msg('Enter the amount in numbers, with up to 2 decimals'),
          });
          return z.NEVER;
        }
        const value = Number(text);
        if (value < OFFER_LIMITS.minAmount) {
          context.addIssue({ code: 'custom', message: msg('Your offer must be at least 1') });
          return z.NEVER;
        }
        return value;
      }),
    message: multiLineText({ label: msg('Your message'), error: msg('The message must be text') })
      .max(OFFER_LIMITS.message, msg('Your message is too long (1,000 characters at most)'))
      .nullish()
      .transform((message) => message ?? ''),
  },
  { error: BODY_NOT_AN_OBJECT },
);

/** What the modal holds and sends. */
export type OfferInput = z.input<typeof OfferSchema>;
/** What the API stores: the amount a number, the message trimmed ('' when left out). */
export type Offer = z.output<typeof OfferSchema>;
