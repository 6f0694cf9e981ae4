import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import {
  priceChanges,
  users,
  vehicleMedia,
  vehiclePriceBands,
  vehicles,
} from '@carmarket/db/schema';
import type { ImageVariants } from '@carmarket/shared/media';
import type { UserSettings } from '@carmarket/shared/settings';
import type { CardRow } from '../listings/listing-card';
import { selectDetails } from '../listings/listing-detail';
import { isLive } from '../listings/listing-visibility';
import { nearSource } from '../media/photo-match';
import { rowsOf } from '@carmarket/db/seed/bulk-load';

/** The ads that share an ad's phone number, as the originality statement names them. */
const phoneAds = alias(vehicles, 'phone_ads');

export interface DetailRow extends CardRow {
  userId: number;
  makeId: number;
  /** The catalogue model the trigger linked, if the ad's model is in the catalogue. */
  modelId: number | null;
  cityId: number;
  vehicleTypeId: number;
  /** Local vehicle facts (issue 38); null when the seller did not say. */
  registrationYear: number | null;
  owners: number | null;
  townId: number | null;
  status: (typeof vehicles.$inferSelect)['status'];
  description: string;
  engineCapacity: number;
  make: string;
  model: string;
  vehicleType: string;
  phone: string;
  ongoingLease: boolean;
  airCondition: boolean;
  powerMirror: boolean;
  powerSteering: boolean;
  powerWindow: boolean;
  approvedAt: Date | null;
  expiresAt: Date | null;
  /** Why staff hold the ad out of sight, if they do (listing-visibility.ts). */
  heldFor: (typeof vehicles.$inferSelect)['heldFor'];
  sellerName: string;
  sellerSince: Date;
  sellerEmail: string;
  /** When the seller verified their mobile number (issue 36); null while not verified. */
  sellerPhoneVerifiedAt: Date | null;
  /** Decides what the detail shows of the seller (`sellerView`). */
  sellerSettings: Partial<UserSettings>;
}

/** What /compare shows of a live ad: its card, engine, features and band's size. */
export interface CompareRow extends CardRow {
  engineCapacity: number;
  airCondition: boolean;
  powerMirror: boolean;
  powerSteering: boolean;
  powerWindow: boolean;
  /** How many comparables the band came from; null without a band row. */
  bandCount: number | null;
}

export interface MediaRow {
  kind: (typeof vehicleMedia.$inferSelect)['kind'];
  storageKey: string;
  variants: Partial<ImageVariants>;
  width: number | null;
  height: number | null;
}

export function createVehiclesRepository(db: Database) {
  return {
    /** The whole ad whatever its status; the service decides who may see it. */
    async findDetail(id: number): Promise<DetailRow | undefined> {
      const [detail] = await selectDetails(db, {
        userId: vehicles.userId,
        status: vehicles.status,
        makeId: vehicles.makeId,
        modelId: vehicles.modelId,
        cityId: vehicles.cityId,
        vehicleTypeId: vehicles.vehicleTypeId,
        sellerName: users.name,
        sellerSince: users.createdAt,
        sellerEmail: users.email,
        sellerPhoneVerifiedAt: users.phoneVerifiedAt,
        sellerSettings: users.settings,
      })
        .innerJoin(users, eq(users.id, vehicles.userId))
        .where(eq(vehicles.id, id));
      return detail;
    },

    /** Photos in order, then the 360 view and the video. */
    listMedia(vehicleId: number): Promise<MediaRow[]> {
      return db
        .select({
          kind: vehicleMedia.kind,
          storageKey: vehicleMedia.storageKey,
          variants: vehicleMedia.variants,
          width: vehicleMedia.width,
          height: vehicleMedia.height,
        })
        .from(vehicleMedia)
        .where(eq(vehicleMedia.vehicleId, vehicleId))
        .orderBy(asc(vehicleMedia.kind), asc(vehicleMedia.position));
    },

    /** The ad's price changes while live (drops and, since issue 37, rises), newest first. */
    listPriceChanges(vehicleId: number): Promise<Array<{ from: number; to: number; at: Date }>> {
      return db
        .select({
          from: priceChanges.oldPrice,
          to: priceChanges.newPrice,
          at: priceChanges.changedAt,
        })
        .from(priceChanges)
        .where(eq(priceChanges.vehicleId, vehicleId))
        .orderBy(desc(priceChanges.changedAt), desc(priceChanges.id));
    },

    /** The ad's stored price band and offer insight (issue 37), if the job has written one. */
    async findPriceBand(vehicleId: number) {
      const [band] = await db
        .select({
          low: vehiclePriceBands.low,
          median: vehiclePriceBands.median,
          high: vehiclePriceBands.high,
          comparables: vehiclePriceBands.comparables,
          offerLowPct: vehiclePriceBands.offerLowPct,
          offerHighPct: vehiclePriceBands.offerHighPct,
          acceptedOffers: vehiclePriceBands.acceptedOffers,
        })
        .from(vehiclePriceBands)
        .where(eq(vehiclePriceBands.vehicleId, vehicleId));
      return band;
    },

    /**
     * The originality panel's data (issue 37, decision 133). `photosUnique`: null while the ad
     * has no photo or one is unhashed; else whether none is near-identical to a photo of
     * another seller's ad (issue 18's hashes, through their band indexes; the same stored file,
     * the demo's shared pool, is one upload, never a match). `phoneAdCount`: live ads with this
     * ad's phone number, by its normalised key (vehicles_phone_key_user_idx); null when none is.
     */
    async originality(
      vehicleId: number,
      now: Date,
    ): Promise<{ photosUnique: boolean | null; phoneAdCount: number | null }> {
      const result = await db.execute(sql`
        select
          (select case
            when count(*) = 0 or count(*) filter (where src.phash is null) > 0 then null
            else not exists (
              select 1 from vehicle_media src
              join vehicle_media other on ${nearSource(sql`other`)}
              join vehicles ov on ov.id = other.vehicle_id
              where src.vehicle_id = v.id and src.kind = 'image' and src.phash is not null
                and other.kind = 'image' and other.storage_key <> src.storage_key
                and ov.user_id <> v.user_id)
            end
            from vehicle_media src where src.vehicle_id = v.id and src.kind = 'image')
            as "photosUnique",
          (select count(*)::int from vehicles phone_ads where ${phoneAds.phoneKey} = v.phone_key
            and ${isLive(now, phoneAds)}) as "phoneAdCount"
        from vehicles v where v.id = ${vehicleId}`);
      const [row] = rowsOf<{ photosUnique: boolean | null; phoneAdCount: number }>(result);
      const phoneAdCount = Number(row?.phoneAdCount ?? 0);
      return {
        photosUnique: row?.photosUnique ?? null,
        phoneAdCount: phoneAdCount > 0 ? phoneAdCount : null,
      };
    },

    /** The live ads of these ids, in no order, for /compare (one query, the band beside each). */
    findLiveForCompare(options: { ids: number[]; now: Date }): Promise<CompareRow[]> {
      if (options.ids.length === 0) return Promise.resolve([]);
      return selectDetails(db, {
        bandCount: sql<
          number | null
        >`(select ${vehiclePriceBands.comparables} from ${vehiclePriceBands}
          where ${vehiclePriceBands.vehicleId} = ${vehicles.id})`,
      }).where(and(inArray(vehicles.id, options.ids), isLive(options.now)));
    },

    /** The benchmark's floor: one primary-key lookup. */
    async findTitle(id: number): Promise<{ id: number; title: string } | undefined> {
      const [row] = await db
        .select({ id: vehicles.id, title: vehicles.title })
        .from(vehicles)
        .where(eq(vehicles.id, id));
      return row;
    },
  };
}

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
