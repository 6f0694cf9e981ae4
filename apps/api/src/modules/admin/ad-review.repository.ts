import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import { users, vehicleRevisions, vehicles } from '@carmarket/db/schema';
import type { ListingStatus } from '@carmarket/shared/ad';
import { statusCondition } from '../listings/listing-visibility';
import { adminAdRows, type AdminAdRow } from './admin-ad-rows';
import { escapeLike } from './escape-like';

type VehicleRow = typeof vehicles.$inferSelect;

/**
 * The reviewer's search: a whole number is an ad id and finds that ad; other text finds titles
 * and seller e-mails containing it. It only narrows one status (the queue is read through the
 * status index and stays small), so the scan is bounded by the queue, not the table.
 */
function queueSearch(text: string, sellerEmail: AnyPgColumn): SQL | undefined {
  if (text === '') return undefined;
  if (/^\d{1,10}$/.test(text)) return eq(vehicles.id, Math.min(Number(text), 2_147_483_647));
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(vehicles.title, pattern), ilike(sellerEmail, pattern));
}

/**
 * The ads of one tab of the moderation list. Its queue is the ads never reviewed: an ad held
 * after reports or a suspension is the Reports queue's and the Users page's (decision 099),
 * though its owner sees it pending again.
 */
function reviewCondition(status: ListingStatus, now: Date): SQL {
  return status === 'pending' ? eq(vehicles.status, 'pending') : statusCondition(status, now);
}

/** Ad review: the moderation list, its badge, and approving or rejecting an ad. */
export function createAdReviewRepository(db: Database) {
  return {
    /**
     * One page of ads in a status, with everything a reviewer reads. The queue (pending) is
     * oldest first, so nobody waits longest; the other tabs are newest first.
     */
    async listAds(options: {
      status: ListingStatus;
      search: string;
      now: Date;
      limit: number;
      offset: number;
    }): Promise<{ rows: AdminAdRow[]; total: number }> {
      const { status, now, limit, offset } = options;
      const seller = alias(users, 'seller');
      const where = and(reviewCondition(status, now), queueSearch(options.search, seller.email));
      const [totalRow] = await db
        .select({ total: count() })
        .from(vehicles)
        .innerJoin(seller, eq(seller.id, vehicles.userId))
        .where(where);
      const order =
        status === 'pending'
          ? [asc(vehicles.createdAt), asc(vehicles.id)]
          : [desc(vehicles.createdAt), desc(vehicles.id)];
      return {
        rows: await adminAdRows({ db, now, where, order, limit, offset }),
        total: Number(totalRow?.total ?? 0),
      };
    },

    /** The ads and edits of live ads waiting for review: the staff menu's badge. */
    async countPending(now: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(vehicles)
        .where(reviewCondition('pending', now));
      // Edits of live ads wait for a reviewer too (decision 081).
      const [edits] = await db
        .select({ total: count() })
        .from(vehicleRevisions)
        .where(eq(vehicleRevisions.status, 'pending'));
      return Number(row?.total ?? 0) + Number(edits?.total ?? 0);
    },

    async findAdState(id: number): Promise<
      | (Pick<VehicleRow, 'status' | 'package' | 'expiresAt'> & {
          /** The seller is suspended (decision 096): the ad cannot go live. */
          sellerSuspended: boolean;
        })
      | null
    > {
      const [row] = await db
        .select({
          status: vehicles.status,
          package: vehicles.package,
          expiresAt: vehicles.expiresAt,
          sellerSuspended: sql<boolean>`${users.suspendedAt} is not null`,
        })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.userId))
        .where(eq(vehicles.id, id));
      return row ?? null;
    },

    /** Goes live only from one of `from`, so two reviewers cannot both act on one ad. */
    async approveAd(options: {
      id: number;
      from: VehicleRow['status'][];
      now: Date;
      expiresAt: Date;
    }): Promise<boolean> {
      const rows = await db
        .update(vehicles)
        .set({
          status: 'active',
          approvedAt: options.now,
          expiresAt: options.expiresAt,
          rejectionReason: null,
          // Approving an ad staff removed after reports ends that hold; a suspension's stays.
          heldFor: sql`nullif(${vehicles.heldFor}, 'reports')`,
          heldAt: sql`case when ${vehicles.heldFor} = 'reports' then null else ${vehicles.heldAt} end`,
          updatedAt: options.now,
        })
        .where(and(eq(vehicles.id, options.id), inArray(vehicles.status, options.from)))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },

    async rejectAd(options: {
      id: number;
      from: VehicleRow['status'][];
      reason: string;
      now: Date;
    }): Promise<boolean> {
      const rows = await db
        .update(vehicles)
        .set({ status: 'rejected', rejectionReason: options.reason, updatedAt: options.now })
        .where(and(eq(vehicles.id, options.id), inArray(vehicles.status, options.from)))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },
  };
}

export type AdReviewRepository = ReturnType<typeof createAdReviewRepository>;
