import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CitiesResponseSchema, LoadSpecsResponseSchema } from '@carmarket/shared/reference';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

describe('GET /api/cities', () => {
  it('lists the 25 districts sorted by name, cacheable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/cities' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const { cities } = CitiesResponseSchema.parse(response.json());
    expect(cities).toHaveLength(25);
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Colombo');
    expect(names).toContain('Nuwara Eliya');
  });
});

describe('GET /api/vehicles/load-specs', () => {
  it('answers the filter specs with a price range of 0 to 0 when nothing is live', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/vehicles/load-specs' });
    expect(response.statusCode).toBe(200);
    const specs = LoadSpecsResponseSchema.parse(response.json());
    expect(specs.conditions.map((c) => c.name).sort()).toEqual([
      'Brand New',
      'Unregistered',
      'Used',
    ]);
    expect(specs.types.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Car', 'SUV', 'Van', 'Pickup', 'Motorbike', 'Three Wheeler']),
    );
    expect(specs.brands.map((b) => b.name)).toEqual(expect.arrayContaining(['Toyota', 'Suzuki']));
    expect(specs.fuelTypes.length).toBeGreaterThan(0);
    expect(specs.transmissions.length).toBeGreaterThan(0);
    expect(specs).toMatchObject({ minPrice: 0, maxPrice: 0 });
    expect(Object.keys(specs).sort()).toEqual(
      [
        'brands',
        'conditions',
        'fuelTypes',
        'maxPrice',
        'minPrice',
        'transmissions',
        'types',
      ].sort(),
    );
  });

  it('takes the price range from live ads only', async () => {
    const seller = await createUser(ctx.db);
    const now = Date.now();
    await createVehicle(ctx.db, { userId: seller.id, price: 2_500_000 });
    await createVehicle(ctx.db, { userId: seller.id, price: 9_750_000.5 });
    // None of these is live, so none may widen the range.
    await createVehicle(ctx.db, { userId: seller.id, price: 100, status: 'pending' });
    await createVehicle(ctx.db, { userId: seller.id, price: 99_000_000, status: 'sold' });
    await createVehicle(ctx.db, {
      userId: seller.id,
      price: 50,
      expiresAt: new Date(now - DAY),
    });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/vehicles/load-specs' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ minPrice: 2_500_000, maxPrice: 9_750_000.5 });
  });
});
