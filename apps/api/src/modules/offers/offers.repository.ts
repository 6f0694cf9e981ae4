import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import { offers, userBlocks, users, vehicles } from '@carmarket/db/schema';
import type { Offer } from '@carmarket/shared/offer';
import type { OfferState } from '@carmarket/shared/offers-inbox';
import { selectCards, type CardRow } from '../listings/listing-card';
import { isLive } from '../listings/listing-visibility';
import { phoneVerifiedOf } from '../phone-verification/phone-gate';

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

/** A transaction on the app's database. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The ad, its buyer and seller of one offer. */
interface OfferParties {
  offerId: number;
  vehicleId: number;
  buyerId: number;
  sellerId: number;
}

/**
 * Where offers are said in the buyer's conversation about the ad (issue 35): modules/conversations
 * writes the message and its live events in the offer's own transaction. Handed in by
 * repositories.ts, so this module never imports another's repository.
 */
export interface OfferThread {
  offerMade(tx: Transaction, offer: OfferParties): Promise<void>;
  offerAnswered(
    tx: Transaction,
    offer: OfferParties & { state: Exclude<OfferState, 'open'> },
  ): Promise<void>;
}

export function createOffersRepository(db: Database, thread: OfferThread) {
  return {
    /**
     * The seller of a live ad, and whether they blocked the buyer (issue 35), or null when the
     * ad is not live.
     */
    async findLiveAdSeller(
      vehicleId: number,
      buyerId: number,
      now: Date,
    ): Promise<{ sellerId: number; blockedBuyer: boolean; buyerPhoneVerified: boolean } | null> {
      const [row] = await db
        .select({
          sellerId: vehicles.userId,
          blockedBuyer: sql<boolean>`exists (select 1 from ${userBlocks}
            where ${userBlocks.blockerId} = ${vehicles.userId} and ${userBlocks.blockedId} = ${buyerId})`,
          buyerPhoneVerified: phoneVerifiedOf(buyerId),
        })
        .from(vehicles)
        .where(and(eq(vehicles.id, vehicleId), isLive(now)));
      return row ?? null;
    },

    /** Stores the offer and says it in the buyer's conversation, in one transaction. */
    insert(values: {
      vehicleId: number;
      buyerId: number;
      sellerId: number;
      offer: Offer;
    }): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(offers)
          .values({
            vehicleId: values.vehicleId,
            buyerId: values.buyerId,
            amount: values.offer.amount,
            message: values.offer.message,
          })
          .returning({ id: offers.id });
        if (!row) throw new Error('offer not stored');
        await thread.offerMade(tx, {
          offerId: row.id,
          vehicleId: values.vehicleId,
          buyerId: values.buyerId,
          sellerId: values.sellerId,
        });
        return row;
      });
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

    /**
     * Answers an open offer and says so in the buyer's conversation, in one transaction; false
     * when it was answered first (by another tab, say).
     */
    answerOffer(options: {
      id: number;
      state: Exclude<OfferState, 'open'>;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(offers)
          .set({ state: options.state, respondedAt: options.now })
          .from(vehicles)
          .where(
            and(
              eq(offers.id, options.id),
              eq(offers.state, 'open'),
              eq(vehicles.id, offers.vehicleId),
            ),
          )
          .returning({
            offerId: offers.id,
            vehicleId: offers.vehicleId,
            buyerId: offers.buyerId,
            sellerId: vehicles.userId,
          });
        if (!row) return false;
        await thread.offerAnswered(tx, { ...row, state: options.state });
        return true;
      });
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
