import { z } from 'zod';
import { MONEY_PATTERN } from './money';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';
import { BODY_NOT_AN_OBJECT } from './errors';
import { multiLineText, singleLineText } from './text';
import { msg } from './i18n/translate';

export { PRE_ORDER_DEPOSITS } from './pre-order-deposits';

export const PRE_ORDER_LIMITS = { carName: 120, description: 2_000 } as const;

/**
 * The pre-order modal and POST /api/pre-orders (spec section 5, "Other forms"). Keys are in the
 * order the rules are checked. Unknown keys are dropped.
 */
export const PreOrderSchema = z.object(
  {
    carName: singleLineText({ label: msg('The car name'), error: msg('Car name is required') })
      .min(1, msg('Car name is required'))
      .max(PRE_ORDER_LIMITS.carName, msg('The car name is too long (120 characters at most)')),
    description: multiLineText({
      label: msg('The description'),
      error: msg('The description must be text'),
    })
      .max(
        PRE_ORDER_LIMITS.description,
        msg('The description is too long (2,000 characters at most)'),
      )
      .nullish()
      .transform((description) => description || undefined),
    // A number from a JSON client or the input's text from the form; empty means "no price".
    expectedPrice: z
      .union([z.number(), z.string()], { error: msg('Invalid price format') })
      .nullish()
      .transform((price, context) => {
        const text = typeof price === 'number' ? String(price) : (price ?? '').trim();
        if (text === '') return undefined;
        if (!MONEY_PATTERN.test(text)) {
          context.addIssue({ code: 'custom', message: msg('Invalid price format') });
          return z.NEVER;
        }
        return Number(text);
      }),
    contactEmail: singleLineText({ label: msg('The email'), error: msg('Email is required') })
      .min(1, msg('Email is required'))
      .max(EMAIL_MAX_LENGTH, msg('Invalid email address'))
      .regex(EMAIL_PATTERN, msg('Invalid email address')),
  },
  { error: BODY_NOT_AN_OBJECT },
);

/** What the modal holds and sends. */
export type PreOrderInput = z.input<typeof PreOrderSchema>;
/** What the API stores: trimmed, optional fields undefined when empty, the price a number. */
export type PreOrder = z.output<typeof PreOrderSchema>;
