import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from '../client';
import {
  cities,
  conditions,
  fuelTypes,
  towns,
  transmissions,
  vehicleMakes,
  vehicleTypes,
} from '../schema';
import { seedReferenceData } from './reference-data';
import { CITY_NAMES, CONDITION_NAMES, TOWN_NAMES } from './reference-names';

describe('seedReferenceData', () => {
  it('holds every district’s main towns under their city (issue 38), once', async () => {
    const handle = await createDb();
    try {
      await handle.migrate();
      await seedReferenceData(handle.db);
      await seedReferenceData(handle.db);
      const rows = await handle.db
        .select({ town: towns.name, city: cities.name })
        .from(towns)
        .innerJoin(cities, eq(cities.id, towns.cityId));
      expect(new Set(rows.map((row) => row.city)).size).toBe(25);
      const cityOf = new Map(rows.map((row) => [row.town, row.city]));
      expect(cityOf.get('Nugegoda')).toBe('Colombo');
      expect(cityOf.get('Dehiwala')).toBe('Colombo');
      expect(cityOf.get('Negombo')).toBe('Gampaha');
      expect(cityOf.get('Peradeniya')).toBe('Kandy');
      expect(cityOf.get('Hikkaduwa')).toBe('Galle');
      expect(cityOf.get('Jaffna')).toBe('Jaffna');
      expect(rows.length).toBe(Object.values(TOWN_NAMES).flat().length);
    } finally {
      await handle.close();
    }
  });

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
