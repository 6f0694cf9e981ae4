import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { vehicles, wishlistItems } from '@carmarket/db/schema';
import type { Availability } from '@carmarket/shared/wishlist';
import { selectCards, type CardRow } from '../listings/listing-card';
import { availabilityOf, isKnownToVisitors, isLive } from '../listings/listing-visibility';

export interface SavedCardRow extends CardRow {
  availability: Availability;
}

export interface WishlistCardRow extends SavedCardRow {
  savedAt: Date;
}

export function createWishlistRepository(db: Database) {
  return {
    /**
     * The user's saved cars, whatever became of them, newest saved first; an ad staff hold is
     * left out while they hold it (it comes back if they let it go).
     */
    listCards(options: { userId: number; now: Date }): Promise<WishlistCardRow[]> {
      return selectCards(db, {
        availability: availabilityOf(options.now),
        savedAt: wishlistItems.createdAt,
      })
        .innerJoin(wishlistItems, eq(wishlistItems.vehicleId, vehicles.id))
        .where(and(eq(wishlistItems.userId, options.userId), isNull(vehicles.heldFor)))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.vehicleId));
    },

    /** The cards of these ids that visitors may know of (listing-visibility). */
    findPublicCards(options: { ids: number[]; now: Date }): Promise<SavedCardRow[]> {
      if (options.ids.length === 0) return Promise.resolve([]);
      return selectCards(db, { availability: availabilityOf(options.now) }).where(
        and(inArray(vehicles.id, options.ids), isKnownToVisitors()),
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
