import { z } from 'zod';

export const UNSUBSCRIBE_MESSAGES = {
  done: 'You will no longer get e-mail notices from CarMarket. Password and security e-mails still come.',
  badLink:
    'This unsubscribe link is not valid. You can turn e-mail notices off in Account Settings.',
} as const;

/** A token from an e-mail's unsubscribe link: 43 characters of base64url (32 random bytes). */
export const UnsubscribeTokenSchema = z
  .string({ error: UNSUBSCRIBE_MESSAGES.badLink })
  .regex(/^[A-Za-z0-9_-]{43}$/, UNSUBSCRIBE_MESSAGES.badLink);

/**
 * POST /api/unsubscribe: the token in the query (the List-Unsubscribe URL a mail client posts
 * to, RFC 8058) or in a JSON body (the page the e-mail's link opens).
 */
export const UnsubscribeQuerySchema = z.object({ token: UnsubscribeTokenSchema.optional() });
export const UnsubscribeBodySchema = z
  .object({ token: UnsubscribeTokenSchema.optional() }, { error: UNSUBSCRIBE_MESSAGES.badLink })
  .nullish();
