import { and, asc, gt, max, min, eq } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  transmissions,
  vehicleMakes,
  vehicles,
  vehicleTypes,
} from '@carmarket/db/schema';
import type { IdName } from '@carmarket/shared/reference';

type ReferenceTable =
  | typeof cities
  | typeof conditions
  | typeof fuelTypes
  | typeof transmissions
  | typeof vehicleMakes
  | typeof vehicleTypes;

function listByName(db: Database, table: ReferenceTable): Promise<IdName[]> {
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.name));
}

export function createReferenceRepository(db: Database) {
  return {
    listCities: () => listByName(db, cities),
    listConditions: () => listByName(db, conditions),
    listFuelTypes: () => listByName(db, fuelTypes),
    listTransmissions: () => listByName(db, transmissions),
    listMakes: () => listByName(db, vehicleMakes),
    listVehicleTypes: () => listByName(db, vehicleTypes),

    /** Lowest and highest price over live ads (active and not past expiry). */
    async livePriceRange(now: Date): Promise<{ minPrice: number; maxPrice: number }> {
      const [row] = await db
        .select({ minPrice: min(vehicles.price), maxPrice: max(vehicles.price) })
        .from(vehicles)
        .where(and(eq(vehicles.status, 'active'), gt(vehicles.expiresAt, now)));
      return { minPrice: Number(row?.minPrice ?? 0), maxPrice: Number(row?.maxPrice ?? 0) };
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
