import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { offers, vehicles } from '@carmarket/db/schema';
import type { Offer } from '@carmarket/shared/offer';

export function createOffersRepository(db: Database) {
  return {
    /** The seller of a live ad (active and not past its expiry), or null. */
    async findLiveAdSeller(vehicleId: number, now: Date): Promise<{ sellerId: number } | null> {
      const [row] = await db
        .select({ sellerId: vehicles.userId })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.id, vehicleId),
            eq(vehicles.status, 'active'),
            gt(vehicles.expiresAt, now),
          ),
        );
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
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
