import { sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
export const vehicleTypes = referenceTable('vehicle_types');
export const conditions = referenceTable('conditions');
export const fuelTypes = referenceTable('fuel_types');
export const transmissions = referenceTable('transmissions');
