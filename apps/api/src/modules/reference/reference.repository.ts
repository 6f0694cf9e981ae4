import { asc, max, min } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  towns,
  transmissions,
  vehicleMakes,
  listingSearch,
  vehicleTypes,
} from '@carmarket/db/schema';
import type { IdName } from '@carmarket/shared/reference';
import type { Town } from '@carmarket/shared/vehicle-facts';
import { isLiveInSearch } from '../listings/listing-visibility';

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
    /** Every district's main towns (issue 38), by name. */
    listTowns: (): Promise<Town[]> =>
      db
        .select({ id: towns.id, name: towns.name, cityId: towns.cityId })
        .from(towns)
        .orderBy(asc(towns.name), asc(towns.id)),

    /** Lowest and highest price over live ads (search's table: both ends of its price index). */
    async livePriceRange(now: Date): Promise<{ minPrice: number; maxPrice: number }> {
      const [row] = await db
        .select({ minPrice: min(listingSearch.price), maxPrice: max(listingSearch.price) })
        .from(listingSearch)
        .where(isLiveInSearch(now));
      return { minPrice: Number(row?.minPrice ?? 0), maxPrice: Number(row?.maxPrice ?? 0) };
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
