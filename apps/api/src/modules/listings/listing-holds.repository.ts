import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { vehicles, type ListingHold } from '@carmarket/db/schema';
import { isListedInSearch } from './listing-visibility';

/**
 * Holding ads out of sight and letting them back (decision 099). Reports hold an active ad; a
 * suspension holds every ad the seller had in public, sold and expired ones too, so nothing of a
 * suspended seller's reads as "no longer for sale" either (issue 29). The search rows follow by
 * trigger in the same statement, so a held ad is never found, and its validity keeps running
 * while it is held.
 */
export function createListingHoldsRepository(db: Database) {
  return {
    /**
     * Holds one active ad that is not held yet (one search lists); false when it is not
     * (another hold, or ended).
     */
    async holdAd(id: number, reason: ListingHold, now = new Date()): Promise<boolean> {
      // Never 'paused' here: a pause is the seller's (availability-checks.repository.ts), and
      // only an ad no one holds is paused, so it never overwrites staff's hold.
      const rows = await db
        .update(vehicles)
        .set({ heldFor: reason, heldAt: now })
        .where(and(eq(vehicles.id, id), isListedInSearch()))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },

    /** Ends one ad's hold for `reason`; another reason's hold stays. */
    async releaseAd(id: number, reason: ListingHold): Promise<boolean> {
      const rows = await db
        .update(vehicles)
        .set({ heldFor: null, heldAt: null })
        .where(and(eq(vehicles.id, id), eq(vehicles.heldFor, reason)))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },

    /**
     * Holds every ad of a seller that was ever public (active, sold, expired), whatever held them
     * before: a suspension outranks reports (lifting it brings the ads back; staff then see their
     * reports again in the queue). Pending and rejected ads were never public: nothing to hide.
     * An ad the seller's unanswered checks paused (issue 37) stays paused: it is out of sight
     * already, and lifting the suspension must not put it back live unconfirmed.
     */
    async holdSellerAds(userId: number, reason: ListingHold, now = new Date()): Promise<number> {
      const rows = await db
        .update(vehicles)
        .set({ heldFor: reason, heldAt: now })
        .where(
          and(
            eq(vehicles.userId, userId),
            inArray(vehicles.status, ['active', 'sold', 'expired']),
            sql`${vehicles.heldFor} is distinct from ${reason}`,
            sql`${vehicles.heldFor} is distinct from 'paused'`,
          ),
        )
        .returning({ id: vehicles.id });
      return rows.length;
    },

    /** Ends the holds of a seller's ads held for `reason`. */
    async releaseSellerAds(userId: number, reason: ListingHold): Promise<number> {
      const rows = await db
        .update(vehicles)
        .set({ heldFor: null, heldAt: null })
        .where(and(eq(vehicles.userId, userId), eq(vehicles.heldFor, reason)))
        .returning({ id: vehicles.id });
      return rows.length;
    },
  };
}

export type ListingHoldsRepository = ReturnType<typeof createListingHoldsRepository>;
