import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import { users, vehicleMedia, vehicles } from '@carmarket/db/schema';
import type { ListingStatus } from '@carmarket/shared/ad';
import { selectDetails } from '../listings/listing-detail';
import { effectiveStatus } from '../listings/listing-visibility';

/**
 * An ad as staff read it, for the review queue and beside an edit waiting for review alike: one
 * read, so a reviewer sees the same ad in both.
 */

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
  | 'registration'
  | 'registrationYear'
  | 'owners'
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
  /** The town's name (issue 38); null when the seller named none. */
  town: string | null;
  seller: Pick<UserRow, 'id' | 'name' | 'email' | 'mobile' | 'phoneVerifiedAt' | 'package'>;
  media: Array<
    Pick<MediaRow, 'kind' | 'position' | 'storageKey' | 'variants' | 'width' | 'height'>
  >;
};

/** The ads `where` picks, as a reviewer reads them: the page's details, the seller, every file. */
export async function adminAdRows(options: {
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
      phoneVerifiedAt: seller.phoneVerifiedAt,
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
