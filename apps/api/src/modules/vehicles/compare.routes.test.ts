import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleMedia, vehiclePriceBands } from '@carmarket/db/schema';
import { COMPARE_REPEATED } from '@carmarket/shared/compare-query';
import { CompareResponseSchema, MARKET_MESSAGES } from '@carmarket/shared/market-insights';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle } from '../../test/factories';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let sellerId: number;
let a: number;
let b: number;
let c: number;
let d: number;
let sold: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  sellerId = (await signUpAndIn(ctx.app)).user.id;
  a = (
    await createVehicle(ctx.db, {
      userId: sellerId,
      title: 'Toyota Aqua 2016',
      price: 6_500_000,
      yom: 2016,
      mileage: 72_000,
      engineCapacity: 1500,
      airCondition: true,
      powerSteering: true,
    })
  ).id;
  b = (await createVehicle(ctx.db, { userId: sellerId, title: 'Honda Fit 2014' })).id;
  c = (await createVehicle(ctx.db, { userId: sellerId })).id;
  d = (await createVehicle(ctx.db, { userId: sellerId })).id;
  sold = (await createVehicle(ctx.db, { userId: sellerId, status: 'sold' })).id;
  await ctx.db.insert(vehiclePriceBands).values({
    vehicleId: a,
    low: 6_000_000,
    median: 6_600_000,
    high: 7_000_000,
    comparables: 34,
    computedAt: new Date(),
  });
  await ctx.db.insert(vehicleMedia).values({
    vehicleId: a,
    kind: 'image',
    position: 0,
    storageKey: 'vehicles/a/original.jpg',
    variants: { '320': 'vehicles/a/320.webp', '640': 'vehicles/a/640.webp' },
  });
});
afterAll(async () => {
  await ctx.app.close();
});

async function compare(ids: string | null, headers: Record<string, string> = {}) {
  const url =
    ids === null ? '/api/vehicles/compare' : `/api/vehicles/compare?ids=${encodeURIComponent(ids)}`;
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function answerOf(ids: string, headers: Record<string, string> = {}) {
  const response = await compare(ids, headers);
  expect(response.statusCode).toBe(200);
  return CompareResponseSchema.parse(response.json());
}

describe('GET /api/vehicles/compare', () => {
  it('answers the live cars in the order asked, with what the comparison shows', async () => {
    const answer = await answerOf(`${b},${a}`);
    expect(answer.message).toBeNull();
    expect(answer.cars.map((car) => car.id)).toEqual([b, a]);
    expect(answer.cars[1]).toEqual({
      id: a,
      title: 'Toyota Aqua 2016',
      price: 6_500_000,
      yom: 2016,
      mileage: 72_000,
      engineCapacity: 1500,
      fuelType: expect.any(String),
      transmission: expect.any(String),
      features: ['Air Conditioning', 'Power Steering'],
      priceBand: { low: 6_000_000, high: 7_000_000, count: 34 },
      dealRating: 'good',
      image: expect.stringContaining('vehicles/a/320.webp'),
    });
    expect(answer.cars[0]).toMatchObject({ priceBand: null, dealRating: null, image: null });
  });

  it('unknown, sold and non-numeric ids: the valid cars and a sentence', async () => {
    for (const ids of [`${a},999999999`, `${a},${sold}`, `${a},abc`, `${a},-3`]) {
      const answer = await answerOf(ids);
      expect(answer.cars.map((car) => car.id)).toEqual([a]);
      expect(answer.message).toBe(MARKET_MESSAGES.compareSomeMissing);
    }
  });

  it('repeated ids: each car once and a sentence', async () => {
    const answer = await answerOf(`${a},${b},${a}`);
    expect(answer.cars.map((car) => car.id)).toEqual([a, b]);
    expect(answer.message).toBe(COMPARE_REPEATED);
  });

  it('more than 3: the first 3 and a sentence', async () => {
    const answer = await answerOf(`${d},${c},${b},${a}`);
    expect(answer.cars.map((car) => car.id)).toEqual([d, c, b]);
    expect(answer.message).toBe(MARKET_MESSAGES.compareTooMany);
  });

  it('no valid id at all: no cars and a sentence, not an error', async () => {
    const answer = await answerOf('abc,,x');
    expect(answer).toEqual({ cars: [], message: MARKET_MESSAGES.compareSomeMissing });
  });

  it('the sentence is in the caller’s language', async () => {
    const answer = await answerOf(`${a},999999999`, { 'accept-language': 'si' });
    expect(answer.message).not.toBe(MARKET_MESSAGES.compareSomeMissing);
    expect(answer.message).toMatch(/[\u0D80-\u0DFF]/);
  });

  it.each([null, '', ' ', ',', 'x'.repeat(201)])(
    'an empty, absent or absurd list (%s): 400 with a sentence',
    async (ids) => {
      const response = await compare(ids);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: MARKET_MESSAGES.compareIds });
    },
  );
});
