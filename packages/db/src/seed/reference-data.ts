import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  cities,
  conditions,
  fuelTypes,
  searchSynonyms,
  towns,
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
  TOWN_NAMES,
  TRANSMISSION_NAMES,
  VEHICLE_TYPE_NAMES,
} from './reference-names';
import {
  CITY_SYNONYMS,
  CONDITION_SYNONYMS,
  FUEL_TYPE_SYNONYMS,
  MAKE_SYNONYMS,
  MODEL_SYNONYMS,
  TRANSMISSION_SYNONYMS,
  VEHICLE_TYPE_SYNONYMS,
} from './reference-synonyms';

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
  await seedTowns(db);
  await seedModelCatalogue(db);
  await seedSynonyms(db);
}

/** Each district's main towns (issue 38), under their city; only the missing ones are sent. */
async function seedTowns(db: Database): Promise<void> {
  const cityIds = new Map(
    (await db.select({ id: cities.id, name: cities.name }).from(cities)).map((r) => [r.name, r.id]),
  );
  const existing = new Set(
    (await db.select({ cityId: towns.cityId, name: towns.name }).from(towns)).map(
      (row) => `${row.cityId}:${row.name}`,
    ),
  );
  const missing = Object.entries(TOWN_NAMES).flatMap(([city, names]) => {
    const cityId = cityIds.get(city);
    return cityId === undefined
      ? []
      : names
          .filter((name) => !existing.has(`${cityId}:${name}`))
          .map((name) => ({ cityId, name }));
  });
  if (missing.length === 0) return;
  await db.insert(towns).values(missing).onConflictDoNothing();
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

/**
 * The other names search reads for the reference rows and models (reference-synonyms.ts), by
 * the rows' ids; only the missing ones are sent. A row staff renamed or removed has none.
 */
async function seedSynonyms(db: Database): Promise<void> {
  const idsOf = async (table: typeof cities) =>
    new Map(
      (await db.select({ id: table.id, name: table.name }).from(table)).map((r) => [r.name, r.id]),
    );
  const rows: Array<typeof searchSynonyms.$inferInsert> = [];
  const add = (
    kind: (typeof searchSynonyms.$inferInsert)['kind'],
    ids: Map<string, number>,
    synonyms: Record<string, readonly string[]>,
  ) => {
    for (const [name, words] of Object.entries(synonyms)) {
      const referenceId = ids.get(name);
      if (referenceId === undefined) continue;
      for (const synonym of words)
        rows.push({ kind, referenceId, synonym: synonym.normalize('NFC') });
    }
  };
  const makeIds = await idsOf(vehicleMakes);
  add('make', makeIds, MAKE_SYNONYMS);
  add('city', await idsOf(cities), CITY_SYNONYMS);
  add('vehicleType', await idsOf(vehicleTypes), VEHICLE_TYPE_SYNONYMS);
  add('condition', await idsOf(conditions), CONDITION_SYNONYMS);
  add('fuelType', await idsOf(fuelTypes), FUEL_TYPE_SYNONYMS);
  add('transmission', await idsOf(transmissions), TRANSMISSION_SYNONYMS);
  const models = await db
    .select({ id: vehicleModels.id, makeId: vehicleModels.makeId, name: vehicleModels.name })
    .from(vehicleModels);
  const modelIds = new Map(models.map((m) => [`${m.makeId}:${m.name}`, m.id]));
  for (const [make, byModel] of Object.entries(MODEL_SYNONYMS)) {
    const makeId = makeIds.get(make);
    const ids = new Map(
      Object.keys(byModel ?? {}).flatMap((model) => {
        const id = modelIds.get(`${makeId}:${model}`);
        return id === undefined ? [] : [[model, id] as const];
      }),
    );
    add('model', ids, byModel ?? {});
  }
  const existing = new Set(
    (await db.select().from(searchSynonyms)).map((r) => `${r.kind}:${r.referenceId}:${r.synonym}`),
  );
  const missing = rows.filter((r) => !existing.has(`${r.kind}:${r.referenceId}:${r.synonym}`));
  if (missing.length === 0) return;
  await db.insert(searchSynonyms).values(missing).onConflictDoNothing();
}
