import { access } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleMedia, vehicles } from '@carmarket/db/schema';
import { LISTING_MESSAGES, MyListingsResponseSchema } from '@carmarket/shared/ad';
import { signUpAndIn } from '../../test/accounts';
import { adFieldsFor, listFiles, photo, postAd } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

function myListings(bearer: Record<string, string>, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/me/listings${query}`, headers: bearer });
}

async function exists(key: string): Promise<boolean> {
  return access(path.join(ctx.mediaDir, key)).then(
    () => true,
    () => false,
  );
}

/** One ad in every state, for one owner. */
async function adsInEveryState(userId: number) {
  const now = Date.now();
  return {
    active: await createVehicle(ctx.db, { userId, title: 'Live one' }),
    lapsed: await createVehicle(ctx.db, {
      userId,
      title: 'Lapsed one',
      expiresAt: new Date(now - DAY),
    }),
    expired: await createVehicle(ctx.db, { userId, title: 'Expired one', status: 'expired' }),
    pending: await createVehicle(ctx.db, {
      userId,
      title: 'Pending one',
      status: 'pending',
      approvedAt: null,
      expiresAt: null,
    }),
    sold: await createVehicle(ctx.db, { userId, title: 'Sold one', status: 'sold' }),
    rejected: await createVehicle(ctx.db, {
      userId,
      title: 'Rejected one',
      status: 'rejected',
      rejectionReason: 'The photos show a different car.',
    }),
  };
}

describe('GET /api/me/listings', () => {
  it('needs a signed-in user', async () => {
    const response = await myListings({});
    expect(response.statusCode).toBe(401);
  });

  it('counts every tab and lists the active ads by default; an active ad past expiry is expired', async () => {
    const session = await signUpAndIn(ctx.app);
    const ads = await adsInEveryState(session.user.id);
    // Someone else's ads never show.
    const stranger = await createUser(ctx.db);
    await createVehicle(ctx.db, { userId: stranger.id });

    const response = await myListings(session.bearer);
    expect(response.statusCode).toBe(200);
    const body = MyListingsResponseSchema.parse(response.json());
    expect(body.counts).toEqual({ active: 1, pending: 1, expired: 2, sold: 1, rejected: 1 });
    expect(body.cars).toHaveLength(1);
    expect(body.cars[0]).toMatchObject({
      id: ads.active.id,
      title: 'Live one',
      status: 'active',
      rejectionReason: null,
      expiresAt: ads.active.expiresAt!.toISOString(),
      Transmission: { name: expect.any(String) },
      FuelType: { name: expect.any(String) },
      Condition: { name: expect.any(String) },
      User: { package: 'member' },
      VehicleImages: [],
    });

    const expired = MyListingsResponseSchema.parse(
      (await myListings(session.bearer, '?status=expired')).json(),
    );
    expect(expired.cars.map((car) => [car.title, car.status]).sort()).toEqual([
      ['Expired one', 'expired'],
      ['Lapsed one', 'expired'],
    ]);

    const rejected = MyListingsResponseSchema.parse(
      (await myListings(session.bearer, '?status=rejected')).json(),
    );
    expect(rejected.cars).toEqual([
      expect.objectContaining({
        id: ads.rejected.id,
        status: 'rejected',
        rejectionReason: 'The photos show a different car.',
      }),
    ]);
  });

  it('shows the card image of an ad posted with photos', async () => {
    const session = await signUpAndIn(ctx.app);
    const adFields = await adFieldsFor(ctx.db);
    const posted = await postAd(ctx.app, session.bearer, adFields(), {
      img1: await photo(),
    });
    expect(posted.statusCode).toBe(201);
    const body = MyListingsResponseSchema.parse(
      (await myListings(session.bearer, '?status=pending')).json(),
    );
    expect(body.cars).toHaveLength(1);
    const [image] = body.cars[0]!.VehicleImages;
    expect(image?.path).toMatch(/^\/media\/ads\/.+-320\.webp$/);
    expect(image?.srcSet).toMatch(/-320\.webp 320w, \/media\/.+-640\.webp 640w$/);
  });

  it('refuses an unknown status with a sentence', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await myListings(session.bearer, '?status=deleted');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Status must be active, pending, expired, sold or rejected',
    });
  });
});

describe('POST /api/me/listings/:id/sold', () => {
  it('marks the owner’s live ad sold', async () => {
    const session = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, { userId: session.user.id });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/me/listings/${ad.id}/sold`,
      headers: session.bearer,
    });
    expect(response.statusCode).toBe(204);
    const [row] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, ad.id));
    expect(row?.status).toBe('sold');
    expect(row?.soldAt).toBeInstanceOf(Date);
    const counts = MyListingsResponseSchema.parse((await myListings(session.bearer)).json()).counts;
    expect(counts).toMatchObject({ active: 0, sold: 1 });
  });

  it('refuses ads that are not live with 409', async () => {
    const session = await signUpAndIn(ctx.app);
    const ads = await adsInEveryState(session.user.id);
    for (const ad of [ads.pending, ads.lapsed, ads.sold, ads.rejected, ads.expired]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/me/listings/${ad.id}/sold`,
        headers: session.bearer,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: LISTING_MESSAGES.onlyActiveCanBeSold });
    }
  });

  it('answers 404 for another user’s ad and leaves it alone', async () => {
    const owner = await signUpAndIn(ctx.app);
    const other = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, { userId: owner.user.id });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/me/listings/${ad.id}/sold`,
      headers: other.bearer,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: LISTING_MESSAGES.notFound });
    const [row] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, ad.id));
    expect(row?.status).toBe('active');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/listings/99999999/sold',
      headers: owner.bearer,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/me/listings/:id', () => {
  it('removes the ad, its media rows and its files', async () => {
    const session = await signUpAndIn(ctx.app);
    const adFields = await adFieldsFor(ctx.db);
    const posted = await postAd(ctx.app, session.bearer, adFields(), {
      img1: await photo('a.jpg'),
      img2: await photo('b.jpg'),
    });
    const { id } = posted.json<{ id: number }>();
    const media = await ctx.db.select().from(vehicleMedia).where(eq(vehicleMedia.vehicleId, id));
    const keys = media.flatMap((item) => Object.values(item.variants) as string[]);
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(await exists(key)).toBe(true);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/listings/${id}`,
      headers: session.bearer,
    });
    expect(response.statusCode).toBe(204);
    expect(await ctx.db.select().from(vehicles).where(eq(vehicles.id, id))).toEqual([]);
    expect(await ctx.db.select().from(vehicleMedia).where(eq(vehicleMedia.vehicleId, id))).toEqual(
      [],
    );
    for (const key of keys) expect(await exists(key)).toBe(false);
  });

  it('keeps a file another ad still uses (shared demo photos) until its last ad goes', async () => {
    const session = await signUpAndIn(ctx.app);
    const variants = {
      '320': 'demo/test-shared-320.webp',
      '640': 'demo/test-shared-640.webp',
      '1280': 'demo/test-shared-1280.webp',
    };
    for (const key of Object.values(variants)) await ctx.app.media.put(key, Buffer.from('x'));
    const first = await createVehicle(ctx.db, { userId: session.user.id });
    const second = await createVehicle(ctx.db, { userId: session.user.id });
    for (const ad of [first, second]) {
      await ctx.db.insert(vehicleMedia).values({
        vehicleId: ad.id,
        kind: 'image',
        position: 0,
        storageKey: variants['1280'],
        variants,
      });
    }
    const remove = (id: number) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/me/listings/${id}`, headers: session.bearer });

    expect((await remove(first.id)).statusCode).toBe(204);
    for (const key of Object.values(variants)) expect(await exists(key)).toBe(true);
    expect((await remove(second.id)).statusCode).toBe(204);
    for (const key of Object.values(variants)) expect(await exists(key)).toBe(false);
  });

  it('answers 404 for another user’s ad and deletes nothing', async () => {
    const owner = await signUpAndIn(ctx.app);
    const other = await signUpAndIn(ctx.app);
    const adFields = await adFieldsFor(ctx.db);
    const posted = await postAd(ctx.app, owner.bearer, adFields(), { img1: await photo() });
    const { id } = posted.json<{ id: number }>();
    const filesBefore = await listFiles(ctx.mediaDir);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/listings/${id}`,
      headers: other.bearer,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: LISTING_MESSAGES.notFound });
    expect(await ctx.db.select().from(vehicles).where(eq(vehicles.id, id))).toHaveLength(1);
    expect(await listFiles(ctx.mediaDir)).toEqual(filesBefore);
  });
});
