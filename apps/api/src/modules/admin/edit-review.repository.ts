import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  towns,
  transmissions,
  vehicleRevisions,
  vehicles,
  vehicleTypes,
  type StagedPhoto,
  type VehicleRevisionChanges,
} from '@carmarket/db/schema';
import { replaceLivePhotos, unreferencedPhotoFiles } from '../listings/listing-photos';
import { adminAdRows, type AdminAdRow } from './admin-ad-rows';

export interface AdEditRow {
  ad: AdminAdRow;
  changes: VehicleRevisionChanges;
  /** The names of the references the edit chooses, as the ad page shows them. */
  names: Pick<
    AdminAdRow,
    'city' | 'vehicleType' | 'condition' | 'transmission' | 'fuelType' | 'town'
  >;
  /** The edit's photos, cover first, when it changes them. */
  photos: StagedPhoto[] | null;
  submittedAt: Date;
}

/** Edit review: edits of live ads waiting for staff (decision 081), put live or refused. */
export function createEditReviewRepository(db: Database) {
  return {
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
            town: sql<string | null>`(select ${towns.name} from ${towns}
              where ${towns.id} = (${vehicleRevisions.changes} ->> 'townId')::integer)`,
          },
        })
        .from(vehicleRevisions)
        .where(eq(vehicleRevisions.status, 'pending'))
        .orderBy(asc(vehicleRevisions.createdAt), asc(vehicleRevisions.vehicleId))
        .limit(options.limit);
      if (revisions.length === 0) return [];
      const ads = await adminAdRows({
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
  };
}

export type EditReviewRepository = ReturnType<typeof createEditReviewRepository>;
