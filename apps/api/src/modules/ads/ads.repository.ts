import { eq, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  transmissions,
  users,
  vehicleMakes,
  vehicleMedia,
  vehicles,
  vehicleTypes,
} from '@carmarket/db/schema';

export type NewAdRow = Omit<typeof vehicles.$inferInsert, 'id' | 'userId' | 'makeName'>;
export type NewAdMediaRow = Omit<typeof vehicleMedia.$inferInsert, 'id' | 'vehicleId'>;

/** Which of an ad's references exist; `makeName` is null when the make does not. */
export interface AdReferences {
  city: boolean;
  vehicleType: boolean;
  condition: boolean;
  makeName: string | null;
  transmission: boolean;
  fuelType: boolean;
}

export function createAdsRepository(db: Database) {
  return {
    async findSeller(
      userId: number,
    ): Promise<Pick<typeof users.$inferSelect, 'package' | 'packageExpiresAt'> | null> {
      const [row] = await db
        .select({ package: users.package, packageExpiresAt: users.packageExpiresAt })
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
        })
        .from(sql`(select 1) as one`);
      if (!row) throw new Error('reference look-up returned nothing');
      return row;
    },

    /** The ad and all its media rows, or nothing: one transaction. */
    async insertAd(options: {
      userId: number;
      makeName: string;
      ad: NewAdRow;
      media: NewAdMediaRow[];
    }): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vehicles)
          .values({ ...options.ad, userId: options.userId, makeName: options.makeName })
          .returning({ id: vehicles.id });
        if (!row) throw new Error('ad not stored');
        if (options.media.length > 0) {
          await tx
            .insert(vehicleMedia)
            .values(options.media.map((media) => ({ ...media, vehicleId: row.id })));
        }
        return row.id;
      });
    },
  };
}

export type AdsRepository = ReturnType<typeof createAdsRepository>;
