import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  cities,
  conditions,
  fuelTypes,
  transmissions,
  vehicleMakes,
  vehicleModels,
  vehicles,
  vehicleTypes,
} from '../schema';
import { MODELS } from './catalogue';

/** The 25 districts of Sri Lanka; the city selector lists them. */
export const CITY_NAMES = [
  'Ampara',
  'Anuradhapura',
  'Badulla',
  'Batticaloa',
  'Colombo',
  'Galle',
  'Gampaha',
  'Hambantota',
  'Jaffna',
  'Kalutara',
  'Kandy',
  'Kegalle',
  'Kilinochchi',
  'Kurunegala',
  'Mannar',
  'Matale',
  'Matara',
  'Monaragala',
  'Mullaitivu',
  'Nuwara Eliya',
  'Polonnaruwa',
  'Puttalam',
  'Ratnapura',
  'Trincomalee',
  'Vavuniya',
] as const;

/** Makes sold in Sri Lanka, cars first, then bikes and three-wheelers. */
export const MAKE_NAMES = [
  'Toyota',
  'Suzuki',
  'Honda',
  'Nissan',
  'Mitsubishi',
  'Mazda',
  'Hyundai',
  'Kia',
  'BMW',
  'Mercedes-Benz',
  'Audi',
  'Daihatsu',
  'Isuzu',
  'Mahindra',
  'Micro',
  'Perodua',
  'Tata',
  'Land Rover',
  'Subaru',
  'Volkswagen',
  'Peugeot',
  'Ford',
  'Bajaj',
  'TVS',
  'Yamaha',
  'Hero',
] as const;

export const VEHICLE_TYPE_NAMES = [
  'Car',
  'SUV',
  'Van',
  'Pickup',
  'Lorry',
  'Bus',
  'Motorbike',
  'Three Wheeler',
] as const;

export const CONDITION_NAMES = ['Brand New', 'Unregistered', 'Used'] as const;

export const FUEL_TYPE_NAMES = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'CNG'] as const;

export const TRANSMISSION_NAMES = ['Automatic', 'Manual', 'Tiptronic'] as const;

export type CityName = (typeof CITY_NAMES)[number];
export type MakeName = (typeof MAKE_NAMES)[number];
export type VehicleTypeName = (typeof VEHICLE_TYPE_NAMES)[number];
export type ConditionName = (typeof CONDITION_NAMES)[number];
export type FuelTypeName = (typeof FUEL_TYPE_NAMES)[number];
export type TransmissionName = (typeof TRANSMISSION_NAMES)[number];

/**
 * Inserts the reference rows that are missing. Safe to run at every start: existing rows (and
 * rows staff added) are kept, and ids never change.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const tables = [
    [cities, CITY_NAMES],
    [vehicleMakes, MAKE_NAMES],
    [vehicleTypes, VEHICLE_TYPE_NAMES],
    [conditions, CONDITION_NAMES],
    [fuelTypes, FUEL_TYPE_NAMES],
    [transmissions, TRANSMISSION_NAMES],
  ] as const;
  for (const [table, names] of tables) {
    // Only the missing names are sent, so a normal start writes nothing and burns no ids; the
    // conflict clause covers two processes starting at once.
    const existing = new Set(
      (await db.select({ name: table.name }).from(table)).map((r) => r.name),
    );
    const missing = names.filter((name) => !existing.has(name));
    if (missing.length === 0) continue;
    await db
      .insert(table)
      .values(missing.map((name) => ({ name })))
      .onConflictDoNothing({ target: table.name });
  }
  await seedModelCatalogue(db);
}

/**
 * The models sold in Sri Lanka (the demo catalogue's list), per make. Ads written before a model
 * was in the catalogue are linked to it when it arrives (an insert of ads links them itself).
 */
async function seedModelCatalogue(db: Database): Promise<void> {
  const makes = await db
    .select({ id: vehicleMakes.id, name: vehicleMakes.name })
    .from(vehicleMakes);
  const makeIds = new Map(makes.map((make) => [make.name, make.id]));
  const existing = new Set(
    (
      await db
        .select({ makeId: vehicleModels.makeId, name: vehicleModels.name })
        .from(vehicleModels)
    ).map((row) => `${row.makeId}:${row.name}`),
  );
  const missing = MODELS.flatMap((spec) => {
    const makeId = makeIds.get(spec.make);
    return makeId === undefined || existing.has(`${makeId}:${spec.model}`)
      ? []
      : [{ makeId, name: spec.model }];
  });
  if (missing.length === 0) return;
  await db.insert(vehicleModels).values(missing).onConflictDoNothing();
  await db
    .update(vehicles)
    .set({ modelId: sql`vehicle_model_of(${vehicles.makeId}, ${vehicles.model})` })
    .where(
      sql`${vehicles.modelId} is null and vehicle_model_of(${vehicles.makeId}, ${vehicles.model}) is not null`,
    );
}
