import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import {
  phoneReveals,
  users,
  vehicleMedia,
  vehicleRevisions,
  vehicles,
} from '@carmarket/db/schema';
import { RENEW_WINDOW_DAYS } from '@carmarket/shared/ad-lifecycle';
import type { PackageName } from '@carmarket/shared/packages';
import type { ListingCounts, ListingStatus } from '@carmarket/shared/ad';
import { selectCards, type CardRow } from './listing-card';
import { unreferencedPhotoFiles } from './listing-photos';
import {
  effectiveStatus,
  isHeld,
  isLive,
  isPaused,
  isRenewable,
  statusCondition,
} from './listing-visibility';

/** A card of My Listings: the card every list shows, plus the ad's state. */
export interface ListingCardRow extends CardRow {
  status: ListingStatus;
  rejectionReason: string | null;
  expiresAt: Date | null;
  editStatus: 'pending' | 'rejected' | null;
  editRejectionReason: string | null;
  /** Held by staff after reports or a suspension: pending again, under review. */
  underReview: boolean;
  /** Paused after unanswered availability checks (issue 37): the seller resumes it. */
  paused: boolean;
  /** Different people who revealed the ad's number (decision 107). */
  phoneViewers: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What renewing and the one-tap links need to know of an ad. */
export interface OwnedAdState {
  id: number;
  userId: number;
  title: string;
  status: (typeof vehicles.$inferSelect)['status'];
  package: PackageName;
  expiresAt: Date | null;
  /** Why staff hold the ad out of sight, if they do. */
  heldFor: (typeof vehicles.$inferSelect)['heldFor'];
  /** The owner's account is suspended: nothing may act for it without staff. */
  sellerSuspended: boolean;
}

/** An ad whose seller should hear that it expires soon. */
export interface ExpiringAd {
  id: number;
  userId: number;
  title: string;
  expiresAt: Date;
  sellerName: string;
  sellerEmail: string;
}

/** The renewal's compare-and-set (`renew`). */
async function renewIn(
  db: Database,
  options: { id: number; userId: number; currentExpiry: Date | null; expiresAt: Date; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(vehicles)
    .set({ status: 'active', expiresAt: options.expiresAt, updatedAt: options.now })
    .where(
      and(
        eq(vehicles.id, options.id),
        eq(vehicles.userId, options.userId),
        isRenewable(),
        options.currentExpiry === null
          ? isNull(vehicles.expiresAt)
          : eq(vehicles.expiresAt, options.currentExpiry),
      ),
    )
    .returning({ id: vehicles.id });
  return rows.length > 0;
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
        editStatus: vehicleRevisions.status,
        editRejectionReason: vehicleRevisions.rejectionReason,
        underReview: sql<boolean>`coalesce(${isHeld(now)}, false)`,
        paused: sql<boolean>`coalesce(${isPaused(now)}, false)`,
        // A user, or a visitor's browser, once however often; a row whose user has since been
        // deleted is one person of its own.
        phoneViewers: sql<number>`(
          select count(distinct coalesce('u' || ${phoneReveals.userId}, 'v' || ${phoneReveals.visitorHash}, 'r' || ${phoneReveals.id}))::int
          from ${phoneReveals} where ${phoneReveals.vehicleId} = ${vehicles.id})`,
      })
        .leftJoin(vehicleRevisions, eq(vehicleRevisions.vehicleId, vehicles.id))
        .where(and(eq(vehicles.userId, userId), statusCondition(status, now)))
        .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
    },

    /**
     * Marks the owner's live (or paused) ad sold, with the price it went for when the seller
     * says; false when it is not theirs or not live. A pause ends with the sale: the ad is
     * public history now ("no longer for sale"), as every sold ad is.
     */
    async markSold(options: {
      id: number;
      userId: number;
      now: Date;
      soldPrice?: number | undefined;
    }): Promise<boolean> {
      const { id, userId, now } = options;
      const rows = await db
        .update(vehicles)
        .set({
          status: 'sold',
          soldAt: now,
          soldPrice: options.soldPrice ?? null,
          heldFor: sql`nullif(${vehicles.heldFor}, 'paused')`,
          heldAt: sql`case when ${vehicles.heldFor} = 'paused' then null else ${vehicles.heldAt} end`,
          updatedAt: now,
        })
        .where(
          and(eq(vehicles.id, id), eq(vehicles.userId, userId), statusCondition('active', now)),
        )
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },

    /**
     * Resumes the owner's paused ad (issue 37): back in search, and confirmed available now
     * (resuming is the seller's answer). False when it is not theirs, not paused (staff's hold
     * is never lifted here) or no longer within its validity.
     */
    async resume(options: { id: number; userId: number; now: Date }): Promise<boolean> {
      const { id, userId, now } = options;
      const rows = await db
        .update(vehicles)
        .set({ heldFor: null, heldAt: null, confirmedAt: now, updatedAt: now })
        .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId), isPaused(now)))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },

    /** The owner's ad as renewing reads it; null when it is not theirs. */
    async findOwned(id: number, userId: number): Promise<OwnedAdState | null> {
      const [row] = await db
        .select({
          id: vehicles.id,
          userId: vehicles.userId,
          title: vehicles.title,
          status: vehicles.status,
          package: vehicles.package,
          expiresAt: vehicles.expiresAt,
          heldFor: vehicles.heldFor,
          sellerSuspended: sql<boolean>`${users.suspendedAt} is not null`,
        })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.userId))
        .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)));
      return row ?? null;
    },

    /**
     * Puts an active or expired ad live until `expiresAt`, only while its expiry is still
     * `currentExpiry` (compare and set): two renewals racing, or a one-tap link used twice, extend
     * once. The search copy follows through the vehicles trigger (migration 0005).
     */
    async renew(options: {
      id: number;
      userId: number;
      currentExpiry: Date | null;
      expiresAt: Date;
      now: Date;
      /** Runs in the renewal's transaction once the ad is live again (its band's job). */
      onRenewed?: (tx: Database) => Promise<unknown>;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const renewed = await renewIn(tx, options);
        if (renewed) await options.onRenewed?.(tx);
        return renewed;
      });
    },

    /**
     * Live ads that expire within `within` of now (the 3 days of the reminder by default) and whose
     * seller has not been reminded of this expiry, soonest first; read through the partial index on active ads' expiry.
     */
    async adsDueForExpiryReminder(
      now: Date,
      within = RENEW_WINDOW_DAYS * DAY_MS,
    ): Promise<ExpiringAd[]> {
      const rows = await db
        .select({
          id: vehicles.id,
          userId: vehicles.userId,
          title: vehicles.title,
          expiresAt: vehicles.expiresAt,
          sellerName: users.name,
          sellerEmail: users.email,
        })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.userId))
        .where(
          and(
            // Live (so not held) and the seller's account active: a held ad or a suspended
            // seller gets no reminder and so no working one-tap link (issue 29).
            isLive(now),
            isNull(users.suspendedAt),
            lte(vehicles.expiresAt, new Date(now.getTime() + within)),
            or(
              sql`${vehicles.expiryRemindedFor} is null`,
              sql`${vehicles.expiryRemindedFor} <> ${vehicles.expiresAt}`,
            ),
          ),
        )
        .orderBy(asc(vehicles.expiresAt), asc(vehicles.id));
      // Active ads always have an expiry (vehicles_active_has_expiry).
      return rows.map((row) => ({ ...row, expiresAt: row.expiresAt ?? now }));
    },

    /** Records that the seller was reminded of this expiry (a renewal makes a new one). */
    async markExpiryReminded(id: number, expiresAt: Date): Promise<void> {
      await db.update(vehicles).set({ expiryRemindedFor: expiresAt }).where(eq(vehicles.id, id));
    },

    /** Undoes `markExpiryReminded` when the reminder could not be queued. */
    async clearExpiryReminded(id: number): Promise<void> {
      await db.update(vehicles).set({ expiryRemindedFor: null }).where(eq(vehicles.id, id));
    },

    async isOwner(id: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)));
      return row !== undefined;
    },

    /**
     * Deletes the owner's ad with its media rows (and a waiting edit's photos) and returns the
     * storage keys no other row uses any more (demo photos are shared between listings), for the
     * caller to delete after commit.
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
        const live = await tx
          .select({ storageKey: vehicleMedia.storageKey, variants: vehicleMedia.variants })
          .from(vehicleMedia)
          .where(eq(vehicleMedia.vehicleId, id));
        // A waiting edit's new photos are named only by its revision, which goes with the ad.
        const [revision] = await tx
          .select({ photos: vehicleRevisions.photos })
          .from(vehicleRevisions)
          .where(eq(vehicleRevisions.vehicleId, id));
        const media = [...live, ...(revision?.photos ?? [])];
        await tx.delete(vehicles).where(eq(vehicles.id, id));
        return unreferencedPhotoFiles(tx, media);
      });
    },
  };
}

export type MyListingsRepository = ReturnType<typeof createMyListingsRepository>;
