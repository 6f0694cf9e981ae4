import { describe, expect, it } from 'vitest';
import { createDb } from '../client';
import {
  cities,
  conditions,
  fuelTypes,
  transmissions,
  vehicleMakes,
  vehicleTypes,
} from '../schema';
import { seedReferenceData } from './reference-data';
import { CITY_NAMES, CONDITION_NAMES } from './reference-names';

describe('seedReferenceData', () => {
  it('inserts the reference rows once and is safe to run again', async () => {
    const handle = await createDb();
    try {
      await handle.migrate();
      const { db } = handle;
      const tables = [cities, vehicleMakes, vehicleTypes, conditions, fuelTypes, transmissions];
      const snapshot = async () =>
        Promise.all(tables.map((t) => db.select().from(t).orderBy(t.id)));

      await seedReferenceData(db);
      const first = await snapshot();
      await seedReferenceData(db);
      const second = await snapshot();

      expect(second).toEqual(first);
      const [cityRows, makeRows, , conditionRows] = first;
      expect(cityRows).toHaveLength(25);
      expect(cityRows!.map((c) => c.name).sort()).toEqual([...CITY_NAMES].sort());
      expect(conditionRows!.map((c) => c.name)).toEqual([...CONDITION_NAMES]);
      expect(makeRows!.map((m) => m.name)).toEqual(
        expect.arrayContaining(['Toyota', 'Suzuki', 'Honda', 'Mercedes-Benz', 'Bajaj']),
      );
    } finally {
      await handle.close();
    }
  }, 30_000);
});
