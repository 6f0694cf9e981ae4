import { z } from 'zod';
import { CardImageSchema } from './vehicle-search';
import { msg } from './i18n/translate';

/** An offer's life: open until the seller accepts or declines it. */
export const OFFER_STATES = ['open', 'accepted', 'declined'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_INBOX_MESSAGES = {
  notFound: msg('We could not find that offer.'),
  alreadyAnswered: msg('This offer has already been answered.'),
} as const;

/** One offer as both sides see it, with the car it is for. */
export const OfferViewSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  message: z.string(),
  state: z.enum(OFFER_STATES),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  car: z.object({
    id: z.number().int(),
    title: z.string(),
    price: z.number(),
    /** With the title, what the car's readable address is made of (shared/listing-url). */
    yom: z.number().int(),
    city: z.string(),
    VehicleImages: z.array(CardImageSchema),
  }),
  buyer: z.object({ name: z.string() }),
  seller: z.object({ name: z.string() }),
});
export type OfferView = z.infer<typeof OfferViewSchema>;

/** GET /api/me/offers: offers on the caller's ads and offers the caller made, newest first. */
export const OffersInboxResponseSchema = z.object({
  received: z.array(OfferViewSchema),
  sent: z.array(OfferViewSchema),
});
export type OffersInboxResponse = z.infer<typeof OffersInboxResponseSchema>;

/** POST /api/me/offers/:id/accept and /decline. */
export const OfferIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: OFFER_INBOX_MESSAGES.notFound })
    .int(OFFER_INBOX_MESSAGES.notFound)
    .min(1, OFFER_INBOX_MESSAGES.notFound)
    .max(2_147_483_647, OFFER_INBOX_MESSAGES.notFound),
});
