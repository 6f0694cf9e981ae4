import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleMedia, wishlistItems } from '@carmarket/db/schema';
import {
  SavedCarsResponseSchema,
  WISHLIST_MESSAGES,
  WishlistResponseSchema,
  type SavedCarsResponse,
  type WishlistResponse,
} from '@carmarket/shared/wishlist';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle, DAY } from '../../test/factories';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

function call(method: Method, url: string, headers: Record<string, string>, payload?: object) {
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function wishlistOf(headers: Record<string, string>): Promise<WishlistResponse> {
  const response = await call('GET', '/api/me/wishlist', headers);
  expect(response.statusCode).toBe(200);
  return WishlistResponseSchema.parse(response.json());
}

/** One ad in every state a saved car can reach. */
async function adsInEveryState(userId: number) {
  return {
    live: await createVehicle(ctx.db, { userId }),
    sold: await createVehicle(ctx.db, { userId, status: 'sold' }),
    expired: await createVehicle(ctx.db, { userId, status: 'expired' }),
    lapsed: await createVehicle(ctx.db, { userId, expiresAt: new Date(Date.now() - DAY) }),
    pending: await createVehicle(ctx.db, { userId, status: 'pending', expiresAt: null }),
    rejected: await createVehicle(ctx.db, { userId, status: 'rejected' }),
  };
}

describe('sign-in required', () => {
  it.each<[Method, string, object?]>([
    ['GET', '/api/me/wishlist'],
    ['PUT', '/api/me/wishlist/1'],
    ['DELETE', '/api/me/wishlist/1'],
    ['POST', '/api/me/wishlist/merge', { vehicleIds: [1] }],
  ])('%s %s: 401 for a visitor', async (method, url, payload) => {
    const response = await call(method, url, {}, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('PUT and DELETE /api/me/wishlist/:vehicleId', () => {
  it('saves a live car once, newest saved first, and removes it', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const first = await createVehicle(ctx.db, { userId: seller.user.id, title: 'First Car' });
    const second = await createVehicle(ctx.db, { userId: seller.user.id });

    for (const id of [first.id, first.id, second.id]) {
      const response = await call('PUT', `/api/me/wishlist/${id}`, buyer.bearer);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const { cars } = await wishlistOf(buyer.bearer);
    expect(cars.map((car) => car.id)).toEqual([second.id, first.id]);
    expect(cars[1]).toMatchObject({
      title: 'First Car',
      price: 5_000_000,
      availability: 'live',
      savedAt: expect.any(String),
      User: { package: 'member' },
    });

    for (let i = 0; i < 2; i += 1) {
      expect((await call('DELETE', `/api/me/wishlist/${first.id}`, buyer.bearer)).statusCode).toBe(
        204,
      );
    }
    expect((await call('DELETE', '/api/me/wishlist/999999', buyer.bearer)).statusCode).toBe(204);
    expect((await wishlistOf(buyer.bearer)).cars.map((car) => car.id)).toEqual([second.id]);
  });

  it('refuses cars that are not for sale, and unknown ids', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const ads = await adsInEveryState(seller.user.id);
    for (const id of [ads.sold.id, ads.expired.id, ads.lapsed.id, ads.pending.id, 999_999]) {
      const response = await call('PUT', `/api/me/wishlist/${id}`, buyer.bearer);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ message: WISHLIST_MESSAGES.notForSale });
    }
    expect((await wishlistOf(buyer.bearer)).cars).toEqual([]);
  });

  it('answers 400 for an id that is not one', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const response = await call('PUT', '/api/me/wishlist/abc', buyer.bearer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: WISHLIST_MESSAGES.carNotFound });
  });

  it("keeps each user's wishlist their own", async () => {
    const seller = await signUpAndIn(ctx.app);
    const owner = await signUpAndIn(ctx.app);
    const other = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    await call('PUT', `/api/me/wishlist/${car.id}`, owner.bearer);

    expect((await wishlistOf(other.bearer)).cars).toEqual([]);
    // Another user's DELETE touches only their own (empty) list.
    expect((await call('DELETE', `/api/me/wishlist/${car.id}`, other.bearer)).statusCode).toBe(204);
    expect((await wishlistOf(owner.bearer)).cars.map((saved) => saved.id)).toEqual([car.id]);
  });
});

describe('GET /api/me/wishlist', () => {
  it('keeps saved cars that were sold, expired or taken down, and says so', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const ads = await adsInEveryState(seller.user.id);
    // Saved while live; what became of each is already in its row.
    await ctx.db
      .insert(wishlistItems)
      .values(Object.values(ads).map((ad) => ({ userId: buyer.user.id, vehicleId: ad.id })));

    const { cars } = await wishlistOf(buyer.bearer);
    const availability = Object.fromEntries(cars.map((car) => [car.id, car.availability]));
    expect(availability).toEqual({
      [ads.live.id]: 'live',
      [ads.sold.id]: 'sold',
      [ads.expired.id]: 'expired',
      [ads.lapsed.id]: 'expired',
      [ads.pending.id]: 'unavailable',
      [ads.rejected.id]: 'unavailable',
    });
  });

  it('shows the card image with its srcset', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    await ctx.db.insert(vehicleMedia).values({
      vehicleId: car.id,
      kind: 'image',
      position: 0,
      storageKey: 'demo/w-1280.webp',
      variants: { '320': 'demo/w-320.webp', '640': 'demo/w-640.webp', '1280': 'demo/w-1280.webp' },
    });
    await call('PUT', `/api/me/wishlist/${car.id}`, buyer.bearer);
    const [saved] = (await wishlistOf(buyer.bearer)).cars;
    expect(saved?.VehicleImages).toEqual([
      {
        path: expect.stringContaining('w-320.webp'),
        srcSet: expect.stringMatching(/w-320\.webp 320w, .*w-640\.webp 640w$/),
      },
    ]);
  });
});

describe('POST /api/me/wishlist/merge', () => {
  it('adds the live cars, skips the rest, and answers the whole wishlist', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const ads = await adsInEveryState(seller.user.id);
    const already = await createVehicle(ctx.db, { userId: seller.user.id });
    await call('PUT', `/api/me/wishlist/${already.id}`, buyer.bearer);

    const response = await call('POST', '/api/me/wishlist/merge', buyer.bearer, {
      vehicleIds: [ads.live.id, ads.sold.id, ads.pending.id, ads.lapsed.id, already.id, 999_999],
    });
    expect(response.statusCode).toBe(200);
    const { cars } = WishlistResponseSchema.parse(response.json());
    expect(cars.map((car) => car.id).sort()).toEqual([ads.live.id, already.id].sort());
    expect(cars.every((car) => car.availability === 'live')).toBe(true);

    const again = await call('POST', '/api/me/wishlist/merge', buyer.bearer, {
      vehicleIds: [],
    });
    expect(again.statusCode).toBe(200);
    expect(WishlistResponseSchema.parse(again.json()).cars).toHaveLength(2);
  });

  it.each([
    [{ vehicleIds: [1, 0] }, WISHLIST_MESSAGES.idsInvalid],
    [{ vehicleIds: ['7'] }, WISHLIST_MESSAGES.idsInvalid],
    [{ vehicleIds: [1.5] }, WISHLIST_MESSAGES.idsInvalid],
    [{ vehicleIds: 'all' }, WISHLIST_MESSAGES.idsNotAList],
    [{}, WISHLIST_MESSAGES.idsNotAList],
    [{ vehicleIds: Array.from({ length: 201 }, (_, i) => i + 1) }, WISHLIST_MESSAGES.tooManyIds],
  ])('refuses %o', async (payload, message) => {
    const buyer = await signUpAndIn(ctx.app);
    const response = await call('POST', '/api/me/wishlist/merge', buyer.bearer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});

describe('GET /api/vehicles/saved', () => {
  it('answers the public cards in the order asked, without unknown or never-public ads', async () => {
    const seller = await signUpAndIn(ctx.app);
    const ads = await adsInEveryState(seller.user.id);
    const ids = [
      ads.sold.id,
      999_999,
      ads.live.id,
      ads.pending.id,
      ads.rejected.id,
      ads.lapsed.id,
      ads.live.id,
    ];
    const response = await call('GET', `/api/vehicles/saved?ids=${ids.join(',')}`, {});
    expect(response.statusCode).toBe(200);
    const body: SavedCarsResponse = SavedCarsResponseSchema.parse(response.json());
    expect(body.cars.map((car) => [car.id, car.availability])).toEqual([
      [ads.sold.id, 'sold'],
      [ads.live.id, 'live'],
      [ads.lapsed.id, 'expired'],
    ]);
    expect(body.cars[0]).not.toHaveProperty('savedAt');
  });

  it("leaves out held ads: a visitor's saved list shows nothing staff hide (issue 29)", async () => {
    const seller = await signUpAndIn(ctx.app);
    const shown = await createVehicle(ctx.db, { userId: seller.user.id });
    const heldForReports = await createVehicle(ctx.db, {
      userId: seller.user.id,
      heldFor: 'reports',
      heldAt: new Date(),
    });
    const ids = [heldForReports.id, shown.id];
    const visitor = await call('GET', `/api/vehicles/saved?ids=${ids.join(',')}`, {});
    expect(SavedCarsResponseSchema.parse(visitor.json()).cars.map((car) => car.id)).toEqual([
      shown.id,
    ]);

    const buyer = await signUpAndIn(ctx.app);
    await ctx.db
      .insert(wishlistItems)
      .values(ids.map((vehicleId) => ({ userId: buyer.user.id, vehicleId })));
    expect((await wishlistOf(buyer.bearer)).cars.map((car) => car.id)).toEqual([shown.id]);
  });

  it('answers no cars for no ids', async () => {
    for (const url of ['/api/vehicles/saved', '/api/vehicles/saved?ids=']) {
      const response = await call('GET', url, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ cars: [] });
    }
  });

  it.each([
    ['ids=abc', WISHLIST_MESSAGES.savedIdsInvalid],
    ['ids=1,,2', WISHLIST_MESSAGES.savedIdsInvalid],
    ['ids=0', WISHLIST_MESSAGES.savedIdsInvalid],
    ['ids=1&ids=2', WISHLIST_MESSAGES.savedIdsInvalid],
    [
      `ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
      WISHLIST_MESSAGES.tooManySavedIds,
    ],
  ])('answers 400 for %s', async (query, message) => {
    const response = await call('GET', `/api/vehicles/saved?${query}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});
