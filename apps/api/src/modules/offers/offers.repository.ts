import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import { offers, users, vehicles } from '@carmarket/db/schema';
import type { Offer } from '@carmarket/shared/offer';
import type { OfferState } from '@carmarket/shared/offers-inbox';
import { selectCards, type CardRow } from '../listings/listing-card';
import { isLive } from '../listings/listing-visibility';

/** An offer with the card of its ad (`id` is the ad's, as on every card). */
export interface OfferViewRow extends CardRow {
  offerId: number;
  amount: number;
  message: string;
  state: OfferState;
  offeredAt: Date;
  respondedAt: Date | null;
  buyerName: string;
  sellerName: string;
}

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');

export function createOffersRepository(db: Database) {
  return {
    /** The seller of a live ad, or null. */
    async findLiveAdSeller(vehicleId: number, now: Date): Promise<{ sellerId: number } | null> {
      const [row] = await db
        .select({ sellerId: vehicles.userId })
        .from(vehicles)
        .where(and(eq(vehicles.id, vehicleId), isLive(now)));
      return row ?? null;
    },

    async insert(values: {
      vehicleId: number;
      buyerId: number;
      offer: Offer;
    }): Promise<{ id: number }> {
      const [row] = await db
        .insert(offers)
        .values({
          vehicleId: values.vehicleId,
          buyerId: values.buyerId,
          amount: values.offer.amount,
          message: values.offer.message,
        })
        .returning({ id: offers.id });
      if (!row) throw new Error('offer not stored');
      return row;
    },

    /** Offers on the user's ads (`received`) or made by the user (`sent`), newest first. */
    listOffers(options: { userId: number; side: 'received' | 'sent' }): Promise<OfferViewRow[]> {
      const { userId, side } = options;
      return selectCards(db, {
        offerId: offers.id,
        amount: offers.amount,
        message: offers.message,
        state: offers.state,
        offeredAt: offers.createdAt,
        respondedAt: offers.respondedAt,
        buyerName: buyers.name,
        sellerName: sellers.name,
      })
        .innerJoin(offers, eq(offers.vehicleId, vehicles.id))
        .innerJoin(buyers, eq(buyers.id, offers.buyerId))
        .innerJoin(sellers, eq(sellers.id, vehicles.userId))
        .where(side === 'received' ? eq(vehicles.userId, userId) : eq(offers.buyerId, userId))
        .orderBy(desc(offers.createdAt), desc(offers.id));
    },

    /** The offer's state and the seller of its ad, or null. */
    async findOfferForAnswer(id: number): Promise<{ sellerId: number; state: OfferState } | null> {
      const [row] = await db
        .select({ sellerId: vehicles.userId, state: offers.state })
        .from(offers)
        .innerJoin(vehicles, eq(vehicles.id, offers.vehicleId))
        .where(eq(offers.id, id));
      return row ?? null;
    },

    /** Answers an open offer; false when it was answered first (by another tab, say). */
    async answerOffer(options: {
      id: number;
      state: Exclude<OfferState, 'open'>;
      now: Date;
    }): Promise<boolean> {
      const rows = await db
        .update(offers)
        .set({ state: options.state, respondedAt: options.now })
        .where(and(eq(offers.id, options.id), eq(offers.state, 'open')))
        .returning({ id: offers.id });
      return rows.length > 0;
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
