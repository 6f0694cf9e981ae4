import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recentlyViewed, vehicles } from '@carmarket/db/schema';
import { MARKET_RULES } from '@carmarket/shared/market-insights';
import { CarsResponseSchema } from '@carmarket/shared/vehicle-search';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle, DAY } from '../../test/factories';
import { LIMITS } from '../limits/limit-rules';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let sellerId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  sellerId = (await signUpAndIn(ctx.app)).user.id;
});
afterAll(async () => {
  await ctx.app.close();
});

type Method = 'GET' | 'PUT' | 'POST';

function call(method: Method, url: string, headers: Record<string, string>, payload?: object) {
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const view = (headers: Record<string, string>, id: number) =>
  call('PUT', `/api/me/recently-viewed/${id}`, headers);

async function idsOf(headers: Record<string, string>): Promise<number[]> {
  const response = await call('GET', '/api/me/recently-viewed', headers);
  expect(response.statusCode).toBe(200);
  return CarsResponseSchema.parse(response.json()).cars.map((car) => car.id);
}

async function liveCars(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push((await createVehicle(ctx.db, { userId: sellerId })).id);
  }
  return ids;
}

async function rowsOf(userId: number) {
  return ctx.db.select().from(recentlyViewed).where(eq(recentlyViewed.userId, userId));
}

describe('sign-in required', () => {
  it.each<[Method, string, object?]>([
    ['GET', '/api/me/recently-viewed'],
    ['PUT', '/api/me/recently-viewed/1'],
    ['POST', '/api/me/recently-viewed/merge', { ids: [1] }],
  ])('%s %s: 401 for a visitor', async (method, url, payload) => {
    const response = await call(method, url, {}, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('PUT /api/me/recently-viewed/:vehicleId', () => {
  it('records a view, moves a car seen again to the top, newest first', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const [a, b, c] = await liveCars(3);
    for (const id of [a!, b!, c!, a!]) {
      const response = await view(buyer.bearer, id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect(await idsOf(buyer.bearer)).toEqual([a, c, b]);
    const [card] = CarsResponseSchema.parse(
      (await call('GET', '/api/me/recently-viewed', buyer.bearer)).json(),
    ).cars;
    expect(card).toMatchObject({ id: a, price: 5_000_000, User: { package: 'member' } });
  });

  it('keeps only the newest 12', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const ids = await liveCars(MARKET_RULES.recentlyViewedMax + 3);
    for (const id of ids) expect((await view(buyer.bearer, id)).statusCode).toBe(204);
    const newest = ids.slice(-MARKET_RULES.recentlyViewedMax).reverse();
    expect(await idsOf(buyer.bearer)).toEqual(newest);
    expect(await rowsOf(buyer.user.id)).toHaveLength(MARKET_RULES.recentlyViewedMax);
  });

  it('many views at once leave 12 rows', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const ids = await liveCars(20);
    const answers = await Promise.all(ids.map((id) => view(buyer.bearer, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 204));
    expect(await rowsOf(buyer.user.id)).toHaveLength(MARKET_RULES.recentlyViewedMax);
    expect(await idsOf(buyer.bearer)).toHaveLength(MARKET_RULES.recentlyViewedMax);
  });

  it('404 with a sentence for an ad that is not live or not there; nothing recorded', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const sold = await createVehicle(ctx.db, { userId: sellerId, status: 'sold' });
    const pending = await createVehicle(ctx.db, {
      userId: sellerId,
      status: 'pending',
      expiresAt: null,
    });
    const lapsed = await createVehicle(ctx.db, {
      userId: sellerId,
      expiresAt: new Date(Date.now() - DAY),
    });
    for (const id of [sold.id, pending.id, lapsed.id, 2_000_000_000]) {
      const response = await view(buyer.bearer, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'We could not find that car.' });
    }
    expect(await rowsOf(buyer.user.id)).toHaveLength(0);
  });

  it('400 with a sentence for an id that is not a number', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const response = await view(buyer.bearer, 'abc' as unknown as number);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'We could not find that car.' });
  });

  it('a car that stops being live leaves the list; one user never sees another’s', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const other = await signUpAndIn(ctx.app);
    const [kept, sold] = await liveCars(2);
    await view(buyer.bearer, kept!);
    await view(buyer.bearer, sold!);
    await ctx.db.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, sold!));
    expect(await idsOf(buyer.bearer)).toEqual([kept]);
    expect(await idsOf(other.bearer)).toEqual([]);
  });

  it('is limited per user: past the hour’s writes, 429 with a sentence', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const [id] = await liveCars(1);
    for (let i = 0; i < LIMITS.recentlyViewedWrites.max; i += 1) {
      await ctx.app.limiter.take(LIMITS.recentlyViewedWrites, `user:${buyer.user.id}`);
    }
    const limited = await view(buyer.bearer, id!);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: expect.any(String) });
    const neighbour = await signUpAndIn(ctx.app);
    expect((await view(neighbour.bearer, id!)).statusCode).toBe(204);
  });
});

describe('POST /api/me/recently-viewed/merge', () => {
  it('brings a browser’s list to the top in its order, once each, at most 12, live only', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const earlier = await liveCars(10);
    for (const id of earlier) await view(buyer.bearer, id);
    const [x, y] = await liveCars(2);
    const sold = await createVehicle(ctx.db, { userId: sellerId, status: 'sold' });
    const browser = [x!, sold.id, earlier[0]!, x!, y!];
    const response = await call('POST', '/api/me/recently-viewed/merge', buyer.bearer, {
      ids: browser,
    });
    expect(response.statusCode).toBe(200);
    const merged = CarsResponseSchema.parse(response.json()).cars.map((car) => car.id);
    const expected = [x, earlier[0], y, ...earlier.slice(1).reverse()].slice(0, 12);
    expect(merged).toEqual(expected);
    expect(await idsOf(buyer.bearer)).toEqual(expected);
    expect(await rowsOf(buyer.user.id)).toHaveLength(12);
  });

  it('400 with a sentence for more than 12 ids or ids that are not numbers', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const tooMany = await call('POST', '/api/me/recently-viewed/merge', buyer.bearer, {
      ids: Array.from({ length: 13 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'At most 12 cars' });
    const notIds = await call('POST', '/api/me/recently-viewed/merge', buyer.bearer, {
      ids: ['x'],
    });
    expect(notIds.statusCode).toBe(400);
    expect(await rowsOf(buyer.user.id)).toHaveLength(0);
  });
});
