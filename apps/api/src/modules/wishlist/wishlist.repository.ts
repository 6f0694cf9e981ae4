import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  transmissions,
  vehicles,
  wishlistItems,
} from '@carmarket/db/schema';
import type { Availability } from '@carmarket/shared/wishlist';
import { cardColumns, isLive, type CardRow } from '../vehicles/vehicles.repository';

export interface SavedCardRow extends CardRow {
  availability: Availability;
}

export interface WishlistCardRow extends SavedCardRow {
  savedAt: Date;
}

/** What a saved car is now; an active ad without an expiry has never been approved, so it is not public. */
function availabilityOf(now: Date): SQL<Availability> {
  return sql<Availability>`case
    when ${isLive(now)} then 'live'
    when ${vehicles.status} = 'sold' then 'sold'
    when ${vehicles.status} = 'expired' or (${vehicles.status} = 'active' and ${vehicles.expiresAt} <= ${now}) then 'expired'
    else 'unavailable' end`;
}

export function createWishlistRepository(db: Database) {
  function selectCards(now: Date) {
    return db
      .select({ ...cardColumns, availability: availabilityOf(now) })
      .from(vehicles)
      .innerJoin(cities, eq(cities.id, vehicles.cityId))
      .innerJoin(transmissions, eq(transmissions.id, vehicles.transmissionId))
      .innerJoin(fuelTypes, eq(fuelTypes.id, vehicles.fuelTypeId))
      .innerJoin(conditions, eq(conditions.id, vehicles.conditionId));
  }

  return {
    /** The user's saved cars, whatever became of them, newest saved first. */
    listCards(options: { userId: number; now: Date }): Promise<WishlistCardRow[]> {
      return db
        .select({
          ...cardColumns,
          availability: availabilityOf(options.now),
          savedAt: wishlistItems.createdAt,
        })
        .from(wishlistItems)
        .innerJoin(vehicles, eq(vehicles.id, wishlistItems.vehicleId))
        .innerJoin(cities, eq(cities.id, vehicles.cityId))
        .innerJoin(transmissions, eq(transmissions.id, vehicles.transmissionId))
        .innerJoin(fuelTypes, eq(fuelTypes.id, vehicles.fuelTypeId))
        .innerJoin(conditions, eq(conditions.id, vehicles.conditionId))
        .where(eq(wishlistItems.userId, options.userId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.vehicleId));
    },

    /** The cards of these ids that were ever public: never pending or rejected ads. */
    findPublicCards(options: { ids: number[]; now: Date }): Promise<SavedCardRow[]> {
      if (options.ids.length === 0) return Promise.resolve([]);
      return selectCards(options.now).where(
        and(
          inArray(vehicles.id, options.ids),
          notInArray(vehicles.status, ['pending', 'rejected']),
        ),
      );
    },

    /** Those of the ids that are live ads now. */
    async findLiveIds(options: { ids: number[]; now: Date }): Promise<number[]> {
      if (options.ids.length === 0) return [];
      const rows = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(inArray(vehicles.id, options.ids), isLive(options.now)));
      return rows.map((row) => row.id);
    },

    /** Saves the cars; a car saved already keeps its first date. */
    async add(options: { userId: number; vehicleIds: number[] }): Promise<void> {
      if (options.vehicleIds.length === 0) return;
      await db
        .insert(wishlistItems)
        .values(options.vehicleIds.map((vehicleId) => ({ userId: options.userId, vehicleId })))
        .onConflictDoNothing();
    },

    async remove(options: { userId: number; vehicleId: number }): Promise<void> {
      await db
        .delete(wishlistItems)
        .where(
          and(
            eq(wishlistItems.userId, options.userId),
            eq(wishlistItems.vehicleId, options.vehicleId),
          ),
        );
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
