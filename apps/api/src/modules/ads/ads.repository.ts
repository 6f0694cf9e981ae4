import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  towns,
  transmissions,
  users,
  vehicleMakes,
  vehicleMedia,
  vehicleRevisions,
  vehicles,
  vehicleTypes,
  type StagedPhoto,
  type VehicleRevisionChanges,
} from '@carmarket/db/schema';
import { livePhotos, replaceLivePhotos, unreferencedPhotoFiles } from '../listings/listing-photos';
import { lockUserAndCountPostings, recordPosting } from '../limits/ad-postings';
import { recordMediaMoves } from '../media/media-moves';

export type NewAdRow = Omit<typeof vehicles.$inferInsert, 'id' | 'userId' | 'makeName'>;
export type NewAdMediaRow = Omit<typeof vehicleMedia.$inferInsert, 'id' | 'vehicleId'>;

/** The columns an edit writes, and the owner's ad as an edit compares against it. */
export type AdChanges = VehicleRevisionChanges;
export type EditableAdRow = AdChanges & {
  id: number;
  status: (typeof vehicles.$inferSelect)['status'];
  package: (typeof vehicles.$inferSelect)['package'];
  expiresAt: Date | null;
  heldFor: (typeof vehicles.$inferSelect)['heldFor'];
  /** The edit waiting for staff, if any. */
  pendingChanges: AdChanges | null;
  /** The photos buyers see now, cover first. */
  livePhotos: StagedPhoto[];
  /** The photos of the edit waiting for staff, when it changes them. */
  pendingPhotos: StagedPhoto[] | null;
};

const editableColumns = {
  title: vehicles.title,
  phone: vehicles.phone,
  cityId: vehicles.cityId,
  vehicleTypeId: vehicles.vehicleTypeId,
  conditionId: vehicles.conditionId,
  makeId: vehicles.makeId,
  makeName: vehicles.makeName,
  model: vehicles.model,
  yom: vehicles.yom,
  price: vehicles.price,
  transmissionId: vehicles.transmissionId,
  fuelTypeId: vehicles.fuelTypeId,
  engineCapacity: vehicles.engineCapacity,
  mileage: vehicles.mileage,
  description: vehicles.description,
  ongoingLease: vehicles.ongoingLease,
  airCondition: vehicles.airCondition,
  powerMirror: vehicles.powerMirror,
  powerSteering: vehicles.powerSteering,
  powerWindow: vehicles.powerWindow,
  registration: vehicles.registration,
  registrationYear: vehicles.registrationYear,
  owners: vehicles.owners,
  townId: vehicles.townId,
};

/** Which of an ad's references exist; `makeName` is null when the make does not. */
export interface AdReferences {
  city: boolean;
  vehicleType: boolean;
  condition: boolean;
  makeName: string | null;
  transmission: boolean;
  fuelType: boolean;
  /** The town is in the reference data and in the ad's city; true when no town is given. */
  town: boolean;
}

export function createAdsRepository(db: Database) {
  return {
    /** The seller's package, and their number for the verified-phone rule (issue 36). */
    async findSeller(
      userId: number,
    ): Promise<Pick<
      typeof users.$inferSelect,
      'package' | 'packageExpiresAt' | 'mobile' | 'phoneVerifiedAt'
    > | null> {
      const [row] = await db
        .select({
          package: users.package,
          packageExpiresAt: users.packageExpiresAt,
          mobile: users.mobile,
          phoneVerifiedAt: users.phoneVerifiedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** One round trip for all six look-ups. */
    async findReferences(ids: {
      cityId: number;
      vehicleTypeId: number;
      conditionId: number;
      makeId: number;
      transmissionId: number;
      fuelTypeId: number;
      townId: number | null;
    }): Promise<AdReferences> {
      const exists = (table: typeof cities, id: number) =>
        sql<boolean>`exists (select 1 from ${table} where ${table.id} = ${id})`;
      const [row] = await db
        .select({
          city: exists(cities, ids.cityId),
          vehicleType: exists(vehicleTypes, ids.vehicleTypeId),
          condition: exists(conditions, ids.conditionId),
          makeName: sql<
            string | null
          >`(select ${vehicleMakes.name} from ${vehicleMakes} where ${vehicleMakes.id} = ${ids.makeId})`,
          transmission: exists(transmissions, ids.transmissionId),
          fuelType: exists(fuelTypes, ids.fuelTypeId),
          town:
            ids.townId === null
              ? sql<boolean>`true`
              : sql<boolean>`exists (select 1 from ${towns} where ${towns.id} = ${ids.townId}
                  and ${towns.cityId} = ${ids.cityId})`,
        })
        .from(sql`(select 1) as one`);
      if (!row) throw new Error('reference look-up returned nothing');
      return row;
    },

    /** The owner's ad with its waiting edit; null when it is not theirs. */
    async findEditable(id: number, userId: number): Promise<EditableAdRow | null> {
      const [row] = await db
        .select({
          id: vehicles.id,
          status: vehicles.status,
          package: vehicles.package,
          expiresAt: vehicles.expiresAt,
          heldFor: vehicles.heldFor,
          ...editableColumns,
          pendingChanges: sql<AdChanges | null>`case when ${vehicleRevisions.status} = 'pending'
            then ${vehicleRevisions.changes} end`,
          pendingPhotos: sql<StagedPhoto[] | null>`case when ${vehicleRevisions.status} = 'pending'
            then ${vehicleRevisions.photos} end`,
        })
        .from(vehicles)
        .leftJoin(vehicleRevisions, eq(vehicleRevisions.vehicleId, vehicles.id))
        .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)));
      if (!row) return null;
      return { ...row, livePhotos: await livePhotos(db, id) };
    },

    /**
     * Writes an edit onto the ad while it is still in `status` (a reviewer may have acted since
     * it was read) and drops any edit that was waiting: the seller's latest word replaces it. A
     * lower price on a live ad is kept in price_changes by a trigger (migration 0009). `photos`
     * (a pending ad's new set) replaces its image rows in the same transaction. Returns the files
     * nothing names any more (replaced photos, the dropped edit's new ones) for the caller to
     * delete after the commit; null when the ad is no longer in `status`. `newMediaKeys`, the
     * edit's new files still under tmp/, commit as pending moves (decision 124).
     */
    async applyEdit(options: {
      id: number;
      status: 'active' | 'pending';
      changes: AdChanges;
      photos: StagedPhoto[] | null;
      newMediaKeys?: readonly string[];
      now: Date;
    }): Promise<string[] | null> {
      const { id, status, changes, photos, now } = options;
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(vehicles)
          .set({ ...changes, updatedAt: now })
          .where(and(eq(vehicles.id, id), eq(vehicles.status, status)))
          .returning({ id: vehicles.id });
        if (rows.length === 0) return null;
        await recordMediaMoves(tx, options.newMediaKeys ?? []);
        const replaced = photos ? await replaceLivePhotos(tx, id, photos) : [];
        const dropped = await tx
          .delete(vehicleRevisions)
          .where(eq(vehicleRevisions.vehicleId, id))
          .returning({ photos: vehicleRevisions.photos });
        return unreferencedPhotoFiles(tx, [
          ...replaced,
          ...dropped.flatMap((row) => row.photos ?? []),
        ]);
      });
    },

    /**
     * Keeps an edit of a live ad for staff; a newer edit replaces the one waiting. `photos` is the
     * edit's whole photo set when it changes them (new files are named only here until approval).
     * Returns the files of the replaced edit that nothing names any more, to delete after commit;
     * null, with nothing written, when the ad is no longer active (staff took it down or the
     * seller sold it since the edit read it), so no edit waits on an ad that cannot be edited.
     * `newMediaKeys`, the edit's new files still under tmp/, commit as pending moves (decision 124).
     */
    async saveRevision(options: {
      id: number;
      changes: AdChanges;
      photos: StagedPhoto[] | null;
      newMediaKeys?: readonly string[];
      now: Date;
    }): Promise<string[] | null> {
      const { id, changes, photos, now } = options;
      return db.transaction(async (tx) => {
        const [ad] = await tx
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(and(eq(vehicles.id, id), eq(vehicles.status, 'active')))
          .for('update');
        if (!ad) return null;
        await recordMediaMoves(tx, options.newMediaKeys ?? []);
        const [previous] = await tx
          .select({ photos: vehicleRevisions.photos })
          .from(vehicleRevisions)
          .where(eq(vehicleRevisions.vehicleId, id))
          .for('update');
        await tx
          .insert(vehicleRevisions)
          .values({ vehicleId: id, changes, photos, status: 'pending', createdAt: now })
          .onConflictDoUpdate({
            target: vehicleRevisions.vehicleId,
            set: {
              changes,
              photos,
              status: 'pending',
              rejectionReason: null,
              createdAt: now,
              decidedAt: null,
            },
          });
        return unreferencedPhotoFiles(tx, previous?.photos ?? []);
      });
    },

    /**
     * The ad and all its media rows, or nothing: one transaction, which also counts the ad
     * against the seller's day (decision 098) with their row locked. null, with nothing
     * written, when the seller already has `limit.max` ads since `limit.since`. `newMediaKeys`,
     * the files still under tmp/, commit as pending moves with the rows (decision 124).
     */
    async insertAd(options: {
      userId: number;
      makeName: string;
      ad: NewAdRow;
      media: NewAdMediaRow[];
      newMediaKeys: readonly string[];
      limit: { max: number; since: Date };
      now: Date;
    }): Promise<number | null> {
      const { userId, limit, now } = options;
      return db.transaction(async (tx) => {
        if ((await lockUserAndCountPostings(tx, userId, limit.since)) >= limit.max) return null;
        const [row] = await tx
          .insert(vehicles)
          .values({ ...options.ad, userId, makeName: options.makeName })
          .returning({ id: vehicles.id });
        if (!row) throw new Error('ad not stored');
        if (options.media.length > 0) {
          await tx
            .insert(vehicleMedia)
            .values(options.media.map((media) => ({ ...media, vehicleId: row.id })));
        }
        await recordMediaMoves(tx, options.newMediaKeys);
        await recordPosting(tx, { userId, vehicleId: row.id, at: now });
        return row.id;
      });
    },
  };
}

export type AdsRepository = ReturnType<typeof createAdsRepository>;
