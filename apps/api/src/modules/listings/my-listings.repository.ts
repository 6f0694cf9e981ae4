import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { vehicleMedia, vehicles } from '@carmarket/db/schema';
import type { ListingCounts, ListingStatus } from '@carmarket/shared/ad';
import { selectCards, type CardRow } from './listing-card';
import { effectiveStatus, statusCondition } from './listing-visibility';

/** A card of My Listings: the card every list shows, plus the ad's state. */
export interface ListingCardRow extends CardRow {
  status: ListingStatus;
  rejectionReason: string | null;
  expiresAt: Date | null;
}

export function createMyListingsRepository(db: Database) {
  return {
    /** How many of the owner's ads are in each status (an active ad past expiry is expired). */
    async countByStatus(userId: number, now: Date): Promise<ListingCounts> {
      const countOf = (status: ListingStatus) =>
        sql<number>`count(*) filter (where ${statusCondition(status, now)})::int`;
      const [row] = await db
        .select({
          active: countOf('active'),
          pending: countOf('pending'),
          expired: countOf('expired'),
          sold: countOf('sold'),
          rejected: countOf('rejected'),
        })
        .from(vehicles)
        .where(eq(vehicles.userId, userId));
      return {
        active: Number(row?.active ?? 0),
        pending: Number(row?.pending ?? 0),
        expired: Number(row?.expired ?? 0),
        sold: Number(row?.sold ?? 0),
        rejected: Number(row?.rejected ?? 0),
      };
    },

    /** The owner's ads of one status as cards, newest first. */
    async listCards(options: {
      userId: number;
      status: ListingStatus;
      now: Date;
    }): Promise<ListingCardRow[]> {
      const { userId, status, now } = options;
      return selectCards(db, {
        status: effectiveStatus(now),
        rejectionReason: vehicles.rejectionReason,
        expiresAt: vehicles.expiresAt,
      })
        .where(and(eq(vehicles.userId, userId), statusCondition(status, now)))
        .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
    },

    /** Marks the owner's live ad sold; false when it is not theirs or not live. */
    async markSold(options: { id: number; userId: number; now: Date }): Promise<boolean> {
      const { id, userId, now } = options;
      const rows = await db
        .update(vehicles)
        .set({ status: 'sold', soldAt: now, updatedAt: now })
        .where(
          and(eq(vehicles.id, id), eq(vehicles.userId, userId), statusCondition('active', now)),
        )
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },

    async isOwner(id: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)));
      return row !== undefined;
    },

    /**
     * Deletes the owner's ad with its media rows and returns the storage keys no other row uses
     * any more (demo photos are shared between listings), for the caller to delete after commit.
     * null when the ad is not the owner's.
     */
    async deleteOwned(id: number, userId: number): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const [ad] = await tx
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)))
          .for('update');
        if (!ad) return null;
        const media = await tx
          .select({ storageKey: vehicleMedia.storageKey, variants: vehicleMedia.variants })
          .from(vehicleMedia)
          .where(eq(vehicleMedia.vehicleId, id));
        await tx.delete(vehicles).where(eq(vehicles.id, id));
        const keys = [...new Set(media.map((item) => item.storageKey))];
        if (keys.length === 0) return [];
        const stillUsed = new Set(
          (
            await tx
              .selectDistinct({ storageKey: vehicleMedia.storageKey })
              .from(vehicleMedia)
              .where(inArray(vehicleMedia.storageKey, keys))
          ).map((row) => row.storageKey),
        );
        const orphans = new Set<string>();
        for (const item of media) {
          if (stillUsed.has(item.storageKey)) continue;
          orphans.add(item.storageKey);
          for (const key of Object.values(item.variants)) if (key) orphans.add(key);
        }
        return [...orphans];
      });
    },
  };
}

export type MyListingsRepository = ReturnType<typeof createMyListingsRepository>;
