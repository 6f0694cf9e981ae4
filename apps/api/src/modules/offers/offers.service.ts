import { nameShownToOthers } from '@carmarket/shared/display-name';
import type { Offer } from '@carmarket/shared/offer';
import {
  OFFER_INBOX_MESSAGES,
  type OfferState,
  type OfferView,
  type OffersInboxResponse,
} from '@carmarket/shared/offers-inbox';
import { msg } from '@carmarket/shared/i18n/translate';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../auth/caller';
import { toCar, type PublicUrl } from '../listings/listing-card';
import { requireVerifiedPhone } from '../phone-verification/phone-gate';
import type { OfferViewRow, OffersRepository } from './offers.repository';

export const OFFER_MESSAGES = {
  sent: msg('Your offer has been sent to the seller.'),
  notForSale: msg('This car is no longer for sale.'),
  ownAd: msg('You cannot make an offer on your own ad.'),
  /** To a buyer the seller blocked (issue 35): it does not say they were blocked. */
  refused: msg('You cannot make an offer on this ad.'),
} as const;

/**
 * Stores a buyer's offer on a live ad for its seller to answer (api.md, offers); it shows in the
 * buyer's conversation about the ad, which it starts if need be. Only an account with a verified
 * mobile number makes offers (issue 36).
 */
export async function makeOffer(options: {
  repository: OffersRepository;
  caller: Caller;
  vehicleId: number;
  offer: Offer;
}): Promise<{ message: string; id: number }> {
  const { repository, caller, vehicleId, offer } = options;
  const ad = await repository.findLiveAdSeller(vehicleId, caller.userId, new Date());
  if (!ad) throw AppError.notFound(OFFER_MESSAGES.notForSale);
  if (ad.sellerId === caller.userId) throw AppError.badRequest(OFFER_MESSAGES.ownAd);
  if (ad.blockedBuyer) throw AppError.forbidden(OFFER_MESSAGES.refused);
  requireVerifiedPhone(ad.buyerPhoneVerified);
  const { id } = await repository.insert({
    vehicleId,
    buyerId: caller.userId,
    sellerId: ad.sellerId,
    offer,
  });
  return { message: OFFER_MESSAGES.sent, id };
}

/**
 * One offer as `side` sees it. The other side's name is shown as "a buyer" / "a seller" when it
 * passes for the site (an account named before the rule, decision 110); one's own stays.
 */
function toOfferView(
  row: OfferViewRow,
  publicUrl: PublicUrl,
  side: 'received' | 'sent',
): OfferView {
  const card = toCar(row, publicUrl);
  return {
    id: row.offerId,
    amount: row.amount,
    message: row.message,
    state: row.state,
    createdAt: row.offeredAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    car: {
      id: card.id,
      title: card.title,
      price: card.price,
      yom: card.yom,
      city: card.city,
      VehicleImages: card.VehicleImages,
    },
    buyer: {
      name: side === 'received' ? nameShownToOthers(row.buyerName, 'a buyer') : row.buyerName,
    },
    seller: {
      name: side === 'sent' ? nameShownToOthers(row.sellerName, 'a seller') : row.sellerName,
    },
  };
}

/** GET /api/me/offers: offers on the caller's ads and offers the caller made, nobody else's. */
export async function listMyOffers(options: {
  repository: OffersRepository;
  publicUrl: PublicUrl;
  userId: number;
}): Promise<OffersInboxResponse> {
  const { repository, publicUrl, userId } = options;
  const [received, sent] = await Promise.all([
    repository.listOffers({ userId, side: 'received' }),
    repository.listOffers({ userId, side: 'sent' }),
  ]);
  return {
    received: received.map((row) => toOfferView(row, publicUrl, 'received')),
    sent: sent.map((row) => toOfferView(row, publicUrl, 'sent')),
  };
}

/**
 * POST /api/me/offers/:id/accept and /decline: only the seller of the ad answers, once. Anyone
 * else, the buyer included, learns nothing: the offer is "not found".
 */
export async function answerOffer(options: {
  repository: OffersRepository;
  userId: number;
  id: number;
  answer: Exclude<OfferState, 'open'>;
  now?: Date;
}): Promise<void> {
  const { repository, userId, id, answer } = options;
  const offer = await repository.findOfferForAnswer(id);
  if (!offer || offer.sellerId !== userId) throw AppError.notFound(OFFER_INBOX_MESSAGES.notFound);
  if (offer.state !== 'open') throw AppError.conflict(OFFER_INBOX_MESSAGES.alreadyAnswered);
  const answered = await repository.answerOffer({
    id,
    state: answer,
    now: options.now ?? new Date(),
  });
  if (!answered) throw AppError.conflict(OFFER_INBOX_MESSAGES.alreadyAnswered);
}
