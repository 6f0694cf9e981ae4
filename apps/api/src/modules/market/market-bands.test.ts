import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  listingSearch,
  offers,
  vehicleMakes,
  vehicleModels,
  vehiclePriceBands,
  vehicles,
} from '@carmarket/db/schema';
import { MARKET_RULES, PriceBandResponseSchema } from '@carmarket/shared/market-insights';
import { VehicleDetailSchema } from '@carmarket/shared/vehicle-detail';
import { SearchResponseSchema } from '@carmarket/shared/vehicle-search';
import { nextAddress, signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { DAY, createUser, createVehicle } from '../../test/factories';
import { MARKET_BANDS_JOB, nextNightlyBands } from './market-bands-job';
import { recomputeAllBands } from './market.service';

/**
 * Issue 37, decision 133: the price band from comparable cars, the rating worked out when read,
 * the offer insight, the `market.bands` job and the sell wizard's band.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/** The app's clock: the ad page and search read the real time, so this starts there. */
let now = new Date();
let sellerId: number;
let buyerId: number;
/** A catalogue model and its make: the comparables rule needs both. */
let car: { makeId: number; makeName: string; model: string; modelId: number };

beforeAll(async () => {
  ctx = await buildTestApp({ clock: () => now });
  const [row] = await ctx.db
    .select({
      makeId: vehicleModels.makeId,
      makeName: vehicleMakes.name,
      model: vehicleModels.name,
      modelId: vehicleModels.id,
    })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .orderBy(vehicleModels.id)
    .limit(1);
  car = row!;
  sellerId = (await createUser(ctx.db)).id;
  buyerId = (await createUser(ctx.db, { name: 'Buyer' })).id;
});
afterAll(async () => {
  await ctx.app.close();
});

/** An ad of the catalogue model; live unless the overrides say otherwise. */
function ad(overrides: Partial<typeof vehicles.$inferInsert> & { yom: number; price: number }) {
  return createVehicle(ctx.db, {
    userId: sellerId,
    title: `${car.makeName} ${car.model} ${overrides.yom}`,
    makeId: car.makeId,
    makeName: car.makeName,
    model: car.model,
    mileage: 50_000,
    approvedAt: new Date(now.getTime() - DAY),
    createdAt: new Date(now.getTime() - DAY),
    expiresAt: new Date(now.getTime() + 30 * DAY),
    ...overrides,
  });
}

/** Ten live comparables at 1M … 10M: their percentiles are worked out by hand below. */
async function tenComparables(yom: number, mileage = 50_000) {
  const ads = [];
  for (let i = 1; i <= 10; i += 1) ads.push(await ad({ yom, mileage, price: i * 1_000_000 }));
  return ads;
}

const bandRow = async (id: number) =>
  (await ctx.db.select().from(vehiclePriceBands).where(eq(vehiclePriceBands.vehicleId, id)))[0];

const refresh = (vehicleIds: number[]) =>
  ctx.app.repos.marketBands.refresh({ vehicleIds, at: now });

async function page(id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/vehicles/${id}`,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(200);
  return VehicleDetailSchema.parse(response.json());
}

async function cardOf(id: number, yom: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/vehicles/search?models=${car.modelId}&yomMin=${yom}&yomMax=${yom}`,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(200);
  const cars = SearchResponseSchema.parse(response.json()).cars;
  return cars.find((card) => card.id === id);
}

describe('the band of a live ad', () => {
  it('is the 10th, 50th and 90th percentiles of its comparables, never counting the ad itself, held, pending or long-sold ads', async () => {
    await tenComparables(2010);
    // Not comparable: each would move the percentiles if it were counted.
    await ad({ yom: 2010, price: 90_000_000, heldFor: 'reports', heldAt: now });
    await ad({ yom: 2010, price: 90_000_000, status: 'pending', approvedAt: null });
    await ad({ yom: 2010, price: 90_000_000, status: 'rejected', approvedAt: null });
    await ad({
      yom: 2010,
      price: 90_000_000,
      status: 'sold',
      soldAt: new Date(now.getTime() - 400 * DAY),
    });
    await ad({ yom: 2010, price: 90_000_000, expiresAt: new Date(now.getTime() - DAY) });
    await ad({ yom: 2012, price: 90_000_000 });
    await ad({ yom: 2010, mileage: 71_000, price: 90_000_000 });
    // The ad itself, far above its comparables: counted, it would be the 11th.
    const target = await ad({ yom: 2010, price: 12_000_000 });

    await refresh([target.id]);

    // percentile_cont over 1M … 10M: the 10th is 1M + 0.9 × 1M, the 90th 9M + 0.1 × 1M.
    expect(await bandRow(target.id)).toMatchObject({
      low: 1_900_000,
      median: 5_500_000,
      high: 9_100_000,
      comparables: 10,
    });
    const detail = await page(target.id);
    expect(detail.priceBand).toEqual({ low: 1_900_000, high: 9_100_000, count: 10 });
    expect(detail.dealRating).toBe('high');
    expect(detail.originality.priceInBand).toBe(false);
  });

  it('counts a sold car at its sold price, within the last year, and a sold car without one at its asking price', async () => {
    const yom = 2004;
    const target = await ad({ yom, price: 5_000_000 });
    for (let i = 1; i <= 8; i += 1) await ad({ yom, price: i * 1_000_000 });
    const sold = { status: 'sold' as const, soldAt: new Date(now.getTime() - 300 * DAY) };
    await ad({ yom, price: 50_000_000, soldPrice: 9_000_000, ...sold });
    await ad({ yom, price: 10_000_000, ...sold });

    await refresh([target.id]);

    expect(await bandRow(target.id)).toMatchObject({
      low: 1_900_000,
      median: 5_500_000,
      high: 9_100_000,
      comparables: 10,
    });
  });

  it('is no band at all below 10 comparables: never a guess', async () => {
    const yom = 1998;
    const ads = [];
    for (let i = 1; i < MARKET_RULES.minComparables; i += 1) {
      ads.push(await ad({ yom, price: i * 1_000_000 }));
    }
    const target = await ad({ yom, price: 5_000_000 });

    await refresh([target.id]);

    expect(await bandRow(target.id)).toMatchObject({
      low: null,
      median: null,
      high: null,
      comparables: MARKET_RULES.minComparables - 1,
    });
    const detail = await page(target.id);
    expect(detail.priceBand).toBeNull();
    expect(detail.dealRating).toBeNull();
    expect((await cardOf(target.id, yom))?.dealRating).toBeNull();
  });

  it('rates the card and the page from the current price at once, with no job run', async () => {
    const yom = 1992;
    await tenComparables(yom);
    const target = await ad({ yom, price: 5_000_000 });
    await refresh([target.id]);
    expect((await cardOf(target.id, yom))?.dealRating).toBe('good');
    expect((await page(target.id)).dealRating).toBe('good');

    for (const [price, rating] of [
      [1_000_000, 'great'],
      [6_000_000, 'fair'],
      [9_500_000, 'high'],
    ] as const) {
      await ctx.db.update(vehicles).set({ price }).where(eq(vehicles.id, target.id));
      expect((await cardOf(target.id, yom))?.dealRating).toBe(rating);
      expect((await page(target.id)).dealRating).toBe(rating);
    }
  });

  it('takes per year the nearest in mileage on each side, so a crowded model costs no more', async () => {
    const yom = 1980;
    const side = MARKET_RULES.nearestPerSide;
    for (let i = 0; i <= side; i += 1) await ad({ yom, mileage: 50_000 + i, price: 1_000_000 });
    // In the mileage window but past the 30 nearest above: not counted.
    await ad({ yom, mileage: 60_000, price: 90_000_000 });
    // Below, and in the years either side: each side has its own 30.
    await ad({ yom, mileage: 45_000, price: 2_000_000 });
    await ad({ yom: yom + 1, mileage: 70_000, price: 3_000_000 });
    const target = await ad({ yom, mileage: 50_000, price: 1_000_000 });

    await refresh([target.id]);

    expect(await bandRow(target.id)).toMatchObject({ comparables: side + 2 });
  });

  it('writes only the rows that change, and the band reaches search in the same statement', async () => {
    const yom = 1986;
    await tenComparables(yom);
    const target = await ad({ yom, price: 5_000_000 });
    expect(await refresh([target.id])).toBe(1);
    const [copied] = await ctx.db
      .select({ low: listingSearch.bandLow, high: listingSearch.bandHigh })
      .from(listingSearch)
      .where(eq(listingSearch.vehicleId, target.id));
    expect(copied).toEqual({ low: 1_900_000, high: 9_100_000 });
    // A quiet night: nothing changed, nothing written.
    expect(await refresh([target.id])).toBe(0);
  });
});

describe('the offer insight', () => {
  async function acceptedOffers(on: number[], amounts: number[]) {
    for (const [index, amount] of amounts.entries()) {
      await ctx.db.insert(offers).values({
        vehicleId: on[index % on.length]!,
        buyerId,
        amount,
        state: 'accepted',
        respondedAt: new Date(now.getTime() - 10 * DAY),
      });
    }
  }

  it('gives the 25th and 75th percentiles of accepted offer ÷ asking price from 10 offers, and nothing below', async () => {
    const yom = 1978;
    // Ten comparables asking 10M each; offers accepted at 90% … 99%.
    const comparables = [];
    for (let i = 0; i < 10; i += 1) comparables.push(await ad({ yom, price: 10_000_000 }));
    const ids = comparables.map((comparable) => comparable.id);
    const target = await ad({ yom, price: 10_000_000 });
    await acceptedOffers(
      ids,
      Array.from({ length: 9 }, (_, i) => 9_000_000 + i * 100_000),
    );
    // An open and a declined offer, and one accepted too long ago: none counts.
    await ctx.db.insert(offers).values([
      { vehicleId: ids[0]!, buyerId, amount: 1_000_000, state: 'open' },
      { vehicleId: ids[0]!, buyerId, amount: 1_000_000, state: 'declined' },
      {
        vehicleId: ids[0]!,
        buyerId,
        amount: 1_000_000,
        state: 'accepted',
        respondedAt: new Date(now.getTime() - 400 * DAY),
      },
    ]);
    await refresh([target.id]);
    expect(await bandRow(target.id)).toMatchObject({
      offerLowPct: null,
      offerHighPct: null,
      acceptedOffers: 9,
    });
    expect((await page(target.id)).offerInsight).toBeNull();

    await acceptedOffers(ids, [9_900_000]);
    await refresh([target.id]);
    // 90 … 99%: the 25th percentile is 92.25%, the 75th 96.75%, as whole percentages.
    expect((await page(target.id)).offerInsight).toEqual({ lowPct: 92, highPct: 97, count: 10 });
  });
});

describe('the market.bands job', () => {
  it('runs nightly at 03:00 Colombo over every live ad', async () => {
    expect(nextNightlyBands(new Date('2026-06-10T09:00:00Z')).toISOString()).toBe(
      '2026-06-10T21:30:00.000Z',
    );
    expect(nextNightlyBands(new Date('2026-06-10T21:30:00Z')).toISOString()).toBe(
      '2026-06-11T21:30:00.000Z',
    );
    const yom = 1972;
    await tenComparables(yom);
    const target = await ad({ yom, price: 5_000_000 });
    await ctx.app.jobs.runDue();
    expect(await bandRow(target.id)).toBeUndefined();

    now = new Date(nextNightlyBands(now).getTime() + 1000);
    await ctx.app.jobs.runDue();
    expect(await bandRow(target.id)).toMatchObject({ low: 1_900_000, comparables: 10 });
  });

  it('walks every live ad in batches, each ad once, as one statement over them all would', async () => {
    const yom = 1969;
    const ads = [...(await tenComparables(yom)), await ad({ yom, price: 5_000_000 })];
    const walked = await recomputeAllBands({
      bands: ctx.app.repos.marketBands,
      now,
      adsPerBatch: 3,
    });
    // Other tests' live ads are walked too; ours got the bands a single statement gives.
    expect(walked.ads).toBeGreaterThanOrEqual(ads.length);
    const batched = await Promise.all(ads.map((one) => bandRow(one.id)));
    await ctx.db.delete(vehiclePriceBands).where(
      inArray(
        vehiclePriceBands.vehicleId,
        ads.map((one) => one.id),
      ),
    );
    expect(await refresh(ads.map((one) => one.id))).toBe(ads.length);
    const single = await Promise.all(ads.map((one) => bandRow(one.id)));
    expect(batched.map((row) => row && { ...row, computedAt: null })).toEqual(
      single.map((row) => row && { ...row, computedAt: null }),
    );
    expect(batched.at(-1)).toMatchObject({ comparables: 10 });
    // A quiet rerun computes everything and writes nothing.
    expect(
      (await recomputeAllBands({ bands: ctx.app.repos.marketBands, now, adsPerBatch: 3 })).written,
    ).toBe(0);
  });

  it('computes an ad’s band when staff approve it, queued in the approval’s transaction', async () => {
    const yom = 1966;
    await tenComparables(yom);
    const pending = await ad({
      yom,
      price: 5_000_000,
      status: 'pending',
      approvedAt: null,
      expiresAt: null,
    });
    const staff = await signUpStaff(ctx.app, ctx.db);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ads/${pending.id}/approve`,
      headers: staff.bearer,
    });
    expect(approved.statusCode).toBe(204);
    const queued = await ctx.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        sql`${jobs.kind} = ${MARKET_BANDS_JOB} and ${jobs.payload} -> 'vehicleIds' = ${JSON.stringify([pending.id])}::jsonb`,
      );
    expect(queued).toHaveLength(1);

    await ctx.app.jobs.runDue();
    expect(await bandRow(pending.id)).toMatchObject({ low: 1_900_000, comparables: 10 });
    expect((await page(pending.id)).priceBand).toEqual({
      low: 1_900_000,
      high: 9_100_000,
      count: 10,
    });
  });

  it('computes a renewed ad’s band, queued in the renewal’s transaction', async () => {
    const yom = 1962;
    await tenComparables(yom);
    const owner = await signUpAndIn(ctx.app, { name: 'Kasun Fernando' });
    const expired = await ad({
      yom,
      price: 5_000_000,
      userId: owner.user.id,
      expiresAt: new Date(now.getTime() - DAY),
    });
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: `/api/me/listings/${expired.id}/renew`,
      headers: owner.bearer,
    });
    expect(renewed.statusCode).toBe(200);
    expect(await bandRow(expired.id)).toBeUndefined();

    await ctx.app.jobs.runDue();
    expect((await page(expired.id)).priceBand).toEqual({
      low: 1_900_000,
      high: 9_100_000,
      count: 10,
    });
  });

  it('queues nothing when the approval fails', async () => {
    const live = await ad({ yom: 1960, price: 5_000_000 });
    const staff = await signUpStaff(ctx.app, ctx.db);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ads/${live.id}/approve`,
      headers: staff.bearer,
    });
    expect(approved.statusCode).toBe(409);
    const queued = await ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        sql`${jobs.kind} = ${MARKET_BANDS_JOB} and ${jobs.payload} -> 'vehicleIds' = ${JSON.stringify([live.id])}::jsonb`,
      );
    expect(queued).toHaveLength(0);
  });
});

describe('GET /api/vehicles/price-band', () => {
  const ask = (query: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/vehicles/price-band?${query}`,
      remoteAddress: nextAddress(),
    });

  it('answers the band of the car being entered, by the same rule', async () => {
    const yom = 1954;
    await tenComparables(yom, 80_000);
    const response = await ask(
      `makeId=${car.makeId}&modelId=${car.modelId}&yom=${yom + 1}&mileage=90000`,
    );
    expect(response.statusCode).toBe(200);
    expect(PriceBandResponseSchema.parse(response.json())).toEqual({
      band: { low: 1_900_000, high: 9_100_000, count: 10 },
    });
    // Two years off, another make for the model, or too few: no band.
    for (const query of [
      `makeId=${car.makeId}&modelId=${car.modelId}&yom=${yom + 2}&mileage=90000`,
      `makeId=${car.makeId + 1}&modelId=${car.modelId}&yom=${yom}&mileage=90000`,
      `makeId=${car.makeId}&modelId=${car.modelId}&yom=${yom}&mileage=200000`,
    ]) {
      const none = await ask(query);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ band: null });
    }
  });

  it('refuses bad input with the schema’s sentences', async () => {
    for (const [query, message] of [
      ['modelId=1&yom=2010&mileage=1000', 'Choose a make'],
      ['makeId=abc&modelId=1&yom=2010&mileage=1000', 'Choose a make'],
      ['makeId=1&modelId=0&yom=2010&mileage=1000', 'Choose a model'],
      ['makeId=1&modelId=1&yom=1800&mileage=1000', 'Enter the year of manufacture'],
      ['makeId=1&modelId=1&yom=2010&mileage=-5', 'Enter the mileage'],
    ] as const) {
      const response = await ask(query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });
});
