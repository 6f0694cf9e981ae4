import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleMakes, vehicleModels } from '@carmarket/db/schema';
import { NearbySearchesResponseSchema } from '@carmarket/shared/vehicle-search';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle } from '../../test/factories';

/** Issue 38, defect 7: "No cars match your search" offers the nearest searches that have cars. */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const make: Record<string, number> = {};
const model: Record<string, number> = {};

async function ask(query: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/vehicles/search/nearby?${query}` });
}

async function nearby(query: string) {
  const response = await ask(query);
  expect(response.statusCode, response.body).toBe(200);
  return NearbySearchesResponseSchema.parse(response.json()).searches;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const row of await ctx.db.select().from(vehicleMakes)) make[row.name] = row.id;
  for (const row of await ctx.db.select().from(vehicleModels)) {
    model[`${row.makeId}:${row.name}`] = row.id;
  }
  const userId = (await createUser(ctx.db)).id;
  const car = (title: string, makeName: string, typed: string, yom: number) =>
    createVehicle(ctx.db, { userId, title, makeId: make[makeName]!, makeName, model: typed, yom });
  await car('Toyota Aqua 2014', 'Toyota', 'Aqua', 2014);
  await car('Toyota Aqua 2017', 'Toyota', 'Aqua', 2017);
  await car('Toyota Corolla Axio 2015', 'Toyota', 'Corolla Axio', 2015);
  await car('Honda Vezel 2010', 'Honda', 'Vezel', 2010);
});

afterAll(async () => {
  await ctx.app.close();
});

describe('GET /api/vehicles/search/nearby', () => {
  it('offers each filter left out that finds cars, best first, in the address names', async () => {
    const toyota = make['Toyota']!;
    const aqua = model[`${toyota}:Aqua`]!;
    const searches = await nearby(`brands=${toyota}&models=${aqua}&yomMin=2018`);
    expect(searches).toEqual([
      // Without the year: the two Aquas; the make stays.
      { dropped: 'year', params: { brand: String(toyota), model: String(aqua) }, count: 2 },
      // Without the model: Toyotas of 2018 on, none; without the make: every car of 2018 on, none.
    ]);
    const wider = await nearby(`brands=${toyota}&models=${aqua}&yomMin=2016`);
    expect(wider.map(({ dropped, count }) => [dropped, count])).toEqual([
      ['year', 2],
      ['model', 1],
      // Without the make, its models go too: every car of 2016 on.
      ['brand', 1],
    ]);
    expect(wider[1]!.params).toEqual({ brand: String(toyota), yomMin: '2016' });
    expect(wider[2]!.params).toEqual({ yomMin: '2016' });
  });

  it('leaves out a range set at one end only, and counts one search once', async () => {
    const toyota = make['Toyota']!;
    // Only the upper ends: "up to 2012", "up to Rs. 1": each is its filter.
    expect(await nearby(`yomMax=2012&brands=${toyota}`)).toEqual([
      { dropped: 'year', params: { brand: String(toyota) }, count: 3 },
      { dropped: 'brand', params: { yomMax: '2012' }, count: 1 },
    ]);
    expect((await nearby('max=1')).map(({ dropped }) => dropped)).toEqual(['price']);
    // A model without its make: leaving out the model or the make is one search, offered once.
    const aqua = model[`${toyota}:Aqua`]!;
    expect(await nearby(`models=${aqua}&yomMax=2012`)).toEqual([
      { dropped: 'year', params: { model: String(aqua) }, count: 2 },
      { dropped: 'model', params: { yomMax: '2012' }, count: 1 },
    ]);
  });

  it('answers none when leaving out one filter finds nothing', async () => {
    expect(await nearby(`yomMin=2019&min=900000000`)).toEqual([]);
    expect(await nearby('')).toEqual([]);
  });

  it('gives a bad parameter the same 400 sentence as search', async () => {
    const bad = 'yomMin=twenty';
    const search = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/search?${bad}` });
    const answer = await ask(bad);
    expect(search.statusCode).toBe(400);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(search.json());
  });
});
