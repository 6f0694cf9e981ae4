import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  fuelTypes,
  searchSynonyms,
  transmissions,
  vehicleMakes,
} from '@carmarket/db/schema';
import { SearchResponseSchema, type SearchResponse } from '@carmarket/shared/vehicle-search';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle } from '../../test/factories';

/**
 * Issue 32: search understands Sinhala and Tamil script and the usual English spellings of
 * makes, models, cities, fuel types and gearboxes (search_synonyms), and finds sellers' own
 * words in any script (docs/decisions/120-search-in-three-scripts.md).
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

async function search(keyword: string, more = ''): Promise<SearchResponse> {
  const url = `/api/vehicles/search?query=${encodeURIComponent(keyword)}${more}`;
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${keyword}: ${response.body}`).toBe(200);
  return SearchResponseSchema.parse(response.json());
}

const titles = (answer: SearchResponse) => answer.cars.map((car) => car.title).sort();

beforeAll(async () => {
  ctx = await buildTestApp();
  const idsOf = async (table: typeof cities) =>
    Object.fromEntries(
      (await ctx.db.select().from(table)).map((row) => [row.name, row.id] as const),
    );
  const make = await idsOf(vehicleMakes);
  const city = await idsOf(cities);
  const fuel = await idsOf(fuelTypes);
  const gear = await idsOf(transmissions);
  const userId = (await createUser(ctx.db)).id;
  const car = (
    title: string,
    makeName: string,
    model: string,
    at: { city: string; fuel: string; gear: string; description?: string },
  ) =>
    createVehicle(ctx.db, {
      userId,
      title,
      makeId: make[makeName]!,
      makeName,
      model,
      cityId: city[at.city]!,
      fuelTypeId: fuel[at.fuel]!,
      transmissionId: gear[at.gear]!,
      ...(at.description ? { description: at.description } : {}),
    });
  await car('Toyota Aqua S 2014', 'Toyota', 'Aqua', {
    city: 'Colombo',
    fuel: 'Hybrid',
    gear: 'Automatic',
  });
  await car('Toyota Aqua G 2017', 'Toyota', 'Aqua', {
    city: 'Kandy',
    fuel: 'Hybrid',
    gear: 'Automatic',
  });
  await car('Toyota Axio 2016', 'Toyota', 'Axio', {
    city: 'Kandy',
    fuel: 'Diesel',
    gear: 'Manual',
  });
  await car('Honda Vezel RS 2017', 'Honda', 'Vezel', {
    city: 'Jaffna',
    fuel: 'Petrol',
    gear: 'Automatic',
    description: 'හොඳ තත්ත්වයේ පවතී. ලීසිං පහසුකම් ඇත. லீசிங் வசதி உண்டு.',
  });
  // A seller's title in Sinhala script, kept as written.
  await car('සුසුකි වැගන් ආර් 2018 ලස්සනයි', 'Suzuki', 'Wagon R', {
    city: 'Colombo',
    fuel: 'Petrol',
    gear: 'Automatic',
  });
});
afterAll(async () => {
  await ctx.app.close();
});

describe('search in Sinhala and Tamil script', () => {
  it('reads a make and a model in either script as the English words', async () => {
    const english = titles(await search('toyota aqua'));
    expect(english).toEqual(['Toyota Aqua G 2017', 'Toyota Aqua S 2014']);
    expect(titles(await search('ටොයොටා ඇක්වා'))).toEqual(english);
    expect(titles(await search('டொயோட்டா அக்வா'))).toEqual(english);
    expect(titles(await search('ඇක්වා'))).toEqual(english);
    // Typed with decomposed vowel signs (ෙ + ා for ො), as some keyboards send them.
    expect(titles(await search('ටොයොටා ඇක්වා'.normalize('NFD')))).toEqual(english);
    // The first letters of a name, as in English ("toyo").
    expect(titles(await search('ටොයො'))).toEqual([...english, 'Toyota Axio 2016'].sort());
  });

  it('reads a city in Tamil or Sinhala script as the city filter', async () => {
    const kandy = ['Toyota Aqua G 2017', 'Toyota Axio 2016'];
    expect(titles(await search('கண்டி'))).toEqual(kandy);
    expect(titles(await search('මහනුවර'))).toEqual(kandy);
    expect(titles(await search('கொழும்பு அக்வா'))).toEqual(['Toyota Aqua S 2014']);
    expect(titles(await search('kandy'))).toEqual(kandy);
  });

  it('reads fuel types and gearboxes in either script', async () => {
    expect(titles(await search('ඩීසල්'))).toEqual(['Toyota Axio 2016']);
    expect(titles(await search('டீசல்'))).toEqual(['Toyota Axio 2016']);
    const automatic = titles(await search('automatic'));
    expect(automatic).toHaveLength(4);
    expect(titles(await search('ඔටෝ'))).toEqual(automatic);
    expect(titles(await search('ஆட்டோ'))).toEqual(automatic);
  });

  it('finds a word of a description or a title in Sinhala or Tamil script', async () => {
    expect(titles(await search('ලීසිං'))).toEqual(['Honda Vezel RS 2017']);
    expect(titles(await search('லீசிங்'))).toEqual(['Honda Vezel RS 2017']);
    expect(titles(await search('ලස්සනයි'))).toEqual(['සුසුකි වැගන් ආර් 2018 ලස්සනයි']);
    expect(titles(await search('වැගන් ආර්'))).toEqual(['සුසුකි වැගන් ආර් 2018 ලස්සනයි']);
    expect(titles(await search('wagon r'))).toEqual(['සුසුකි වැගන් ආර් 2018 ලස්සනයි']);
  });

  it('finds nothing, without error, for a word it does not know', async () => {
    for (const word of ['ගුවන්යානය', 'விமானம்', 'ටොයොටා ගුවන්යානය', '්']) {
      const answer = await search(word);
      expect(answer.cars, word).toEqual([]);
      expect(answer.carsCount, word).toBe(0);
    }
  });

  it('seeds the synonyms once, by the reference rows’ ids', async () => {
    const rows = await ctx.db.select().from(searchSynonyms);
    expect(rows.length).toBeGreaterThan(200);
    const { seedReferenceData } = await import('@carmarket/db/seed/reference-data');
    await seedReferenceData(ctx.db);
    expect(await ctx.db.select().from(searchSynonyms)).toHaveLength(rows.length);
  });
});
