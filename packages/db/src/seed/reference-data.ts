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
import {
  CITY_NAMES,
  CONDITION_NAMES,
  FUEL_TYPE_NAMES,
  MAKE_NAMES,
  TRANSMISSION_NAMES,
  VEHICLE_TYPE_NAMES,
} from './reference-names';

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
