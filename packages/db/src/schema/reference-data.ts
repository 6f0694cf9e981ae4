import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Reference tables (id, name) and the model catalogue per make: what the filters and the wizard offer. */

const referenceTable = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
  });

export const cities = referenceTable('cities');
export const vehicleMakes = referenceTable('vehicle_makes');

/**
 * The model catalogue, per make (migration 0005). Ads keep the model as typed; a trigger links
 * each ad to the model whose `name_key` (lower case, letters and digits only) matches, so
 * "Land Cruiser Prado", "landcruiser prado" and "LAND-CRUISER PRADO" are one model.
 */
export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    name: text('name').notNull(),
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(regexp_replace(${vehicleModels.name}, '[^[:alnum:]]+', '', 'g'))`,
      ),
  },
  (t) => [uniqueIndex('vehicle_models_make_key_idx').on(t.makeId, t.nameKey)],
);
/**
 * Each district's main towns (issue 38, migration 0035): an ad may name the town within its city
 * ("Nugegoda", not only "Colombo"). A town belongs to one city; its name is unique within it.
 */
export const towns = pgTable(
  'towns',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('towns_city_name_idx').on(t.cityId, t.name)],
);
export const vehicleTypes = referenceTable('vehicle_types');
export const conditions = referenceTable('conditions');
export const fuelTypes = referenceTable('fuel_types');
export const transmissions = referenceTable('transmissions');

/**
 * Other names of the reference rows and models that a search keyword may use (migration 0026,
 * docs/decisions/120-search-in-three-scripts.md): the Sinhala and Tamil script names and the usual
 * English spellings ("ටොයොටා", "டொயோட்டா" are Toyota; "benz" is Mercedes-Benz). `kind` names the
 * table (search's vocabulary kinds) and `reference_id` its row; search reads the synonym as it
 * reads the row's own name.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    kind: text('kind')
      .notNull()
      .$type<
        'make' | 'model' | 'city' | 'fuelType' | 'transmission' | 'condition' | 'vehicleType'
      >(),
    referenceId: integer('reference_id').notNull(),
    synonym: text('synonym').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.referenceId, t.synonym] }),
    check(
      'search_synonyms_kind_check',
      sql`${t.kind} in ('make', 'model', 'city', 'fuelType', 'transmission', 'condition', 'vehicleType')`,
    ),
  ],
);
