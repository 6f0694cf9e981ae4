import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, fuelTypes, vehicleMakes, vehicleModels } from '@carmarket/db/schema';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { SearchResponseSchema } from '@carmarket/shared/vehicle-search';
import {
  SuggestResponseSchema,
  type Suggestion,
  type SuggestionFilter,
} from '@carmarket/shared/vehicle-suggest';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';

/**
 * Issue 33: GET /api/vehicles/suggest offers makes, models, model years, cities and fuel types
 * while the buyer types, each with the count the search it stands for shows.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let ref: Record<'make' | 'city' | 'fuel', Record<string, number>>;
let modelId: Record<string, number>;

async function suggest(text: string, headers: Record<string, string> = {}): Promise<Suggestion[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/vehicles/suggest?q=${encodeURIComponent(text)}`,
    headers,
  });
  expect(response.statusCode, `${text}: ${response.body}`).toBe(200);
  return SuggestResponseSchema.parse(response.json()).suggestions;
}

const labels = (suggestions: Suggestion[]) => suggestions.map((s) => s.label);

/** The search a suggestion stands for: its filters, no text. */
async function carsCountOf(filter: SuggestionFilter): Promise<number> {
  const query = new URLSearchParams(
    Object.entries(filter).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(',') : String(value),
    ]),
  );
  const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const answer = SearchResponseSchema.parse(response.json());
  expect(answer.carsCountExact).toBe(true);
  return answer.carsCount;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const idsOf = async (table: typeof cities) =>
    Object.fromEntries(
      (await ctx.db.select().from(table)).map((row) => [row.name, row.id] as const),
    );
  ref = {
    make: await idsOf(vehicleMakes),
    city: await idsOf(cities),
    fuel: await idsOf(fuelTypes),
  };
  const models = await ctx.db.select().from(vehicleModels);
  modelId = Object.fromEntries(models.map((model) => [`${model.makeId}:${model.name}`, model.id]));
  const userId = (await createUser(ctx.db)).id;
  const car = (
    makeName: string,
    model: string,
    yom: number,
    at: { city?: string; fuel?: string; expiresAt?: Date } = {},
  ) =>
    createVehicle(ctx.db, {
      userId,
      title: `${makeName} ${model} ${yom}`,
      makeId: ref.make[makeName]!,
      makeName,
      model,
      yom,
      cityId: ref.city[at.city ?? 'Colombo']!,
      fuelTypeId: ref.fuel[at.fuel ?? 'Petrol']!,
      ...(at.expiresAt ? { expiresAt: at.expiresAt } : {}),
    });
  await car('Toyota', 'Aqua', 2016, { fuel: 'Hybrid' });
  await car('Toyota', 'Aqua', 2016, { fuel: 'Hybrid', city: 'Kandy' });
  await car('Toyota', 'Aqua', 2014, { fuel: 'Hybrid' });
  await car('Toyota', 'Corolla', 2015);
  await car('Honda', 'Vezel', 2017, { fuel: 'Hybrid', city: 'Galle' });
  await car('Nissan', 'Leaf', 2018, { fuel: 'Electric', city: 'Kandy' });
  // Expired an hour ago and not purged yet: no suggestion counts it.
  await car('Toyota', 'Aqua', 2016, { expiresAt: new Date(Date.now() - DAY / 24) });
});
afterAll(async () => {
  await ctx.app.close();
});

describe('GET /api/vehicles/suggest', () => {
  it('offers the make whose name the text starts, then its models by live count', async () => {
    const found = await suggest('toy');
    expect(labels(found)).toEqual(['Toyota', 'Toyota Aqua', 'Toyota Corolla']);
    expect(found[0]).toEqual({
      kind: 'make',
      label: 'Toyota',
      count: 4,
      filter: { brands: [ref.make.Toyota] },
    });
    expect(found[1]).toEqual({
      kind: 'model',
      label: 'Toyota Aqua',
      count: 3,
      filter: { brands: [ref.make.Toyota], models: [modelId[`${ref.make.Toyota}:Aqua`]] },
    });
  });
});
