import type { Offer } from '@carmarket/shared/offer';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../auth/auth.service';
import type { OffersRepository } from './offers.repository';

export const OFFER_MESSAGES = {
  sent: 'Your offer has been sent to the seller.',
  notForSale: 'This car is no longer for sale.',
  ownAd: 'You cannot make an offer on your own ad.',
} as const;

/** Stores a buyer's offer on a live ad for its seller to answer (api.md, offers). */
export async function makeOffer(options: {
  repository: OffersRepository;
  caller: Caller;
  vehicleId: number;
  offer: Offer;
}): Promise<{ message: string; id: number }> {
  const { repository, caller, vehicleId, offer } = options;
  const ad = await repository.findLiveAdSeller(vehicleId, new Date());
  if (!ad) throw AppError.notFound(OFFER_MESSAGES.notForSale);
  if (ad.sellerId === caller.userId) throw AppError.badRequest(OFFER_MESSAGES.ownAd);
  const { id } = await repository.insert({ vehicleId, buyerId: caller.userId, offer });
  return { message: OFFER_MESSAGES.sent, id };
}
