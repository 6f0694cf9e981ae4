import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  packageRequests,
  transmissions,
  users,
  vehicleMedia,
  vehicleRevisions,
  vehicles,
  vehicleTypes,
  type StagedPhoto,
  type VehicleRevisionChanges,
} from '@carmarket/db/schema';
import type { ListingStatus } from '@carmarket/shared/ad';
import type { PackageRequestStatus } from '@carmarket/shared/package-request';
import type { PackageName } from '@carmarket/shared/packages';
import { selectDetails } from '../listings/listing-detail';
import { replaceLivePhotos, unreferencedPhotoFiles } from '../listings/listing-photos';
import { effectiveStatus, statusCondition } from '../listings/listing-visibility';

type VehicleRow = typeof vehicles.$inferSelect;
type MediaRow = typeof vehicleMedia.$inferSelect;
type UserRow = typeof users.$inferSelect;

export type AdminAdRow = Pick<
  VehicleRow,
  | 'id'
  | 'package'
  | 'title'
  | 'phone'
  | 'model'
  | 'yom'
  | 'price'
  | 'engineCapacity'
  | 'mileage'
  | 'description'
  | 'ongoingLease'
  | 'airCondition'
  | 'powerMirror'
  | 'powerSteering'
  | 'powerWindow'
  | 'createdAt'
  | 'approvedAt'
  | 'expiresAt'
  | 'soldAt'
  | 'rejectionReason'
> & {
  status: ListingStatus;
  city: string;
  vehicleType: string;
  condition: string;
  make: string;
  transmission: string;
  fuelType: string;
  seller: Pick<UserRow, 'id' | 'name' | 'email' | 'mobile' | 'package'>;
  media: Array<
    Pick<MediaRow, 'kind' | 'position' | 'storageKey' | 'variants' | 'width' | 'height'>
  >;
};

export type AdminUserRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'mobile'
  | 'package'
  | 'packageExpiresAt'
  | 'isStaff'
  | 'suspendedAt'
  | 'suspensionReason'
> & { activeAds: number };

/** `%` and `_` typed into a search box are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface PackageRequestRow {
  id: number;
  package: PackageName;
  status: PackageRequestStatus;
  createdAt: Date;
  decidedAt: Date | null;
  user: { id: number; name: string; email: string; package: PackageName };
}

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

/** The ads `where` picks, as a reviewer reads them: the page's details, the seller, every file. */
async function adRows(options: {
  db: Database;
  now: Date;
  where: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
}): Promise<AdminAdRow[]> {
  const { db, now, where, order, limit, offset } = options;
  const seller = alias(users, 'seller');
  // The ad as its page reads it (card and details) plus what only a reviewer reads.
  const ads = await selectDetails(db, {
    status: effectiveStatus(now),
    soldAt: vehicles.soldAt,
    rejectionReason: vehicles.rejectionReason,
    seller: {
      id: seller.id,
      name: seller.name,
      email: seller.email,
      mobile: seller.mobile,
      package: seller.package,
    },
  })
    .innerJoin(seller, eq(seller.id, vehicles.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

  const ids = ads.map((ad) => ad.id);
  const media =
    ids.length === 0
      ? []
      : await db
          .select({
            vehicleId: vehicleMedia.vehicleId,
            kind: vehicleMedia.kind,
            position: vehicleMedia.position,
            storageKey: vehicleMedia.storageKey,
            variants: vehicleMedia.variants,
            width: vehicleMedia.width,
            height: vehicleMedia.height,
          })
          .from(vehicleMedia)
          .where(inArray(vehicleMedia.vehicleId, ids))
          .orderBy(asc(vehicleMedia.vehicleId), asc(vehicleMedia.position), asc(vehicleMedia.id));
  const byVehicle = new Map<number, typeof media>();
  for (const item of media) {
    byVehicle.set(item.vehicleId, [...(byVehicle.get(item.vehicleId) ?? []), item]);
  }
  return ads.map((ad) => ({ ...ad, media: byVehicle.get(ad.id) ?? [] }));
}

export interface AdEditRow {
  ad: AdminAdRow;
  changes: VehicleRevisionChanges;
  /** The names of the references the edit chooses, as the ad page shows them. */
  names: Pick<AdminAdRow, 'city' | 'vehicleType' | 'condition' | 'transmission' | 'fuelType'>;
  /** The edit's photos, cover first, when it changes them. */
  photos: StagedPhoto[] | null;
  submittedAt: Date;
}

export function createAdminRepository(db: Database) {
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
        rows: await adRows({ db, now, where, order, limit, offset }),
        total: Number(totalRow?.total ?? 0),
      };
    },

    /** Edits of live ads waiting for staff, oldest first, with the ad as it is live. */
    async listEdits(options: { now: Date; limit: number }): Promise<AdEditRow[]> {
      // The edit's own reference names, looked up by the ids its changes hold.
      const nameOf = (table: typeof cities, key: keyof VehicleRevisionChanges) =>
        sql<string>`coalesce((select ${table.name} from ${table}
          where ${table.id} = (${vehicleRevisions.changes} ->> ${key})::integer), '')`;
      const revisions = await db
        .select({
          vehicleId: vehicleRevisions.vehicleId,
          changes: vehicleRevisions.changes,
          photos: vehicleRevisions.photos,
          createdAt: vehicleRevisions.createdAt,
          names: {
            city: nameOf(cities, 'cityId'),
            vehicleType: nameOf(vehicleTypes, 'vehicleTypeId'),
            condition: nameOf(conditions, 'conditionId'),
            transmission: nameOf(transmissions, 'transmissionId'),
            fuelType: nameOf(fuelTypes, 'fuelTypeId'),
          },
        })
        .from(vehicleRevisions)
        .where(eq(vehicleRevisions.status, 'pending'))
        .orderBy(asc(vehicleRevisions.createdAt), asc(vehicleRevisions.vehicleId))
        .limit(options.limit);
      if (revisions.length === 0) return [];
      const ads = await adRows({
        db,
        now: options.now,
        where: inArray(
          vehicles.id,
          revisions.map((revision) => revision.vehicleId),
        ),
        order: [asc(vehicles.id)],
        limit: options.limit,
        offset: 0,
      });
      const byId = new Map(ads.map((ad) => [ad.id, ad]));
      return revisions.flatMap((revision) => {
        const ad = byId.get(revision.vehicleId);
        return ad
          ? [
              {
                ad,
                changes: revision.changes,
                names: revision.names,
                photos: revision.photos,
                submittedAt: revision.createdAt,
              },
            ]
          : [];
      });
    },

    /**
     * Puts a waiting edit live in one transaction: the ad takes the edited columns (search's copy
     * follows by trigger, a lower price is kept in price_changes), its image rows become the
     * edit's photos when it changed them (search's card image follows by the media trigger) and
     * the edit is gone. Returns the replaced files nothing names any more, to delete after the
     * commit; null when no edit was waiting (another reviewer acted).
     */
    async approveEdit(options: { id: number; now: Date }): Promise<string[] | null> {
      const { id, now } = options;
      return db.transaction(async (tx) => {
        // The ad's row first, then its edit: the order the seller's edit takes them in
        // (ads.repository), so an approval and a new edit at the same moment queue, not deadlock.
        await tx
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(eq(vehicles.id, id))
          .for('update');
        const [revision] = await tx
          .delete(vehicleRevisions)
          .where(and(eq(vehicleRevisions.vehicleId, id), eq(vehicleRevisions.status, 'pending')))
          .returning({ changes: vehicleRevisions.changes, photos: vehicleRevisions.photos });
        if (!revision) return null;
        await tx
          .update(vehicles)
          .set({ ...revision.changes, updatedAt: now })
          .where(eq(vehicles.id, id));
        if (!revision.photos) return [];
        return unreferencedPhotoFiles(tx, await replaceLivePhotos(tx, id, revision.photos));
      });
    },

    /**
     * Refuses a waiting edit with a reason the owner reads; the live ad is untouched. The edit's
     * photos are dropped with it: returns their files that nothing else names, to delete after
     * the commit; null when no edit was waiting.
     */
    async rejectEdit(options: { id: number; reason: string; now: Date }): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .select({ photos: vehicleRevisions.photos })
          .from(vehicleRevisions)
          .where(
            and(eq(vehicleRevisions.vehicleId, options.id), eq(vehicleRevisions.status, 'pending')),
          )
          .for('update');
        if (!previous) return null;
        await tx
          .update(vehicleRevisions)
          .set({
            status: 'rejected',
            rejectionReason: options.reason,
            decidedAt: options.now,
            photos: null,
          })
          .where(eq(vehicleRevisions.vehicleId, options.id));
        return unreferencedPhotoFiles(tx, previous.photos ?? []);
      });
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

    async setUserPackage(options: {
      userId: number;
      package: PackageName;
      expiresAt: Date | null;
      now: Date;
    }): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          package: options.package,
          packageExpiresAt: options.expiresAt,
          updatedAt: options.now,
        })
        .where(eq(users.id, options.userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** E-mails are stored lower-cased, so a prefix match on the column can use its index. */
    async findUsersByEmailPrefix(prefix: string, limit: number): Promise<AdminUserRow[]> {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          mobile: users.mobile,
          package: users.package,
          packageExpiresAt: users.packageExpiresAt,
          isStaff: users.isStaff,
          suspendedAt: users.suspendedAt,
          suspensionReason: users.suspensionReason,
          // At most ADMIN_USER_SEARCH_LIMIT users, each counted through vehicles' user index.
          // Spelled out in full: drizzle leaves the columns of a one-table query unqualified,
          // and a bare "id" in the subquery would be the ad's.
          activeAds: sql<number>`(select count(*)::int from ${vehicles} as owned
            where owned.user_id = ${users}.id and owned.status = 'active')`,
        })
        .from(users)
        .where(ilike(users.email, sql`${escapeLike(prefix)} || '%'`))
        .orderBy(asc(users.email))
        .limit(limit);
    },

    /** Package requests in a status, oldest first: nobody waits longest. */
    listPackageRequests(status: PackageRequestStatus): Promise<PackageRequestRow[]> {
      return db
        .select({
          id: packageRequests.id,
          package: packageRequests.package,
          status: packageRequests.status,
          createdAt: packageRequests.createdAt,
          decidedAt: packageRequests.decidedAt,
          user: { id: users.id, name: users.name, email: users.email, package: users.package },
        })
        .from(packageRequests)
        .innerJoin(users, eq(users.id, packageRequests.userId))
        .where(eq(packageRequests.status, status))
        .orderBy(asc(packageRequests.createdAt), asc(packageRequests.id));
    },

    async findPackageRequest(id: number): Promise<{
      userId: number;
      package: PackageName;
      status: PackageRequestStatus;
    } | null> {
      const [row] = await db
        .select({
          userId: packageRequests.userId,
          package: packageRequests.package,
          status: packageRequests.status,
        })
        .from(packageRequests)
        .where(eq(packageRequests.id, id));
      return row ?? null;
    },

    /**
     * Decides a pending request; when approved, the user gets its package in the same
     * transaction. False when the request was no longer pending (decided by someone else).
     */
    async decidePackageRequest(options: {
      id: number;
      status: 'approved' | 'rejected';
      staffId: number;
      now: Date;
      grant?: { userId: number; package: PackageName; expiresAt: Date | null };
    }): Promise<boolean> {
      const { id, status, staffId, now, grant } = options;
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(packageRequests)
          .set({ status, decidedAt: now, decidedBy: staffId })
          .where(and(eq(packageRequests.id, id), eq(packageRequests.status, 'pending')))
          .returning({ id: packageRequests.id });
        if (rows.length === 0) return false;
        if (grant) {
          await tx
            .update(users)
            .set({ package: grant.package, packageExpiresAt: grant.expiresAt, updatedAt: now })
            .where(eq(users.id, grant.userId));
        }
        return true;
      });
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
