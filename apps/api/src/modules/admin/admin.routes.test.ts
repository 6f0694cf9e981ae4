import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vehicles } from '@carmarket/db/schema';
import { MyListingsResponseSchema } from '@carmarket/shared/ad';
import {
  ADMIN_MESSAGES,
  AdminAdsResponseSchema,
  AdminUsersResponseSchema,
} from '@carmarket/shared/staff-moderation';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { adFieldsFor, photo, postAd, setPackage } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';
import { addMonths } from '../../lib/months';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpAndIn>>;
let adFields: Awaited<ReturnType<typeof adFieldsFor>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  adFields = await adFieldsFor(ctx.db);
  staff = await signUpStaff(ctx.app, ctx.db);
});
afterAll(async () => {
  await ctx.app.close();
});

function call(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function vehicleRow(id: number) {
  const [row] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, id));
  return row!;
}

describe('staff only', () => {
  const routes: Array<['GET' | 'POST', string, object?]> = [
    ['GET', '/api/admin/ads'],
    ['POST', '/api/admin/ads/1/approve'],
    ['POST', '/api/admin/ads/1/reject', { reason: 'x' }],
    ['POST', '/api/admin/users/1/package', { package: 'vip' }],
    ['GET', '/api/admin/users?email=a'],
  ];

  it.each(routes)('%s %s: 401 without a sign-in', async (method, url, payload) => {
    const response = await call(method, url, {}, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it.each(routes)('%s %s: 403 with a message (and no data) for a seller', async (method, url) => {
    const seller = await signUpAndIn(ctx.app);
    // Even an invalid body is not looked at: the answer is the same for every stranger.
    const response = await call(method, url, seller.bearer, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: ADMIN_MESSAGES.staffOnly });
  });

  it('a seller cannot approve their own ad or raise their package', async () => {
    const seller = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, { userId: seller.user.id, status: 'pending' });
    await call('POST', `/api/admin/ads/${ad.id}/approve`, seller.bearer);
    await call('POST', `/api/admin/users/${seller.user.id}/package`, seller.bearer, {
      package: 'vip',
    });
    expect((await vehicleRow(ad.id)).status).toBe('pending');
    const [user] = await ctx.db.select().from(users).where(eq(users.id, seller.user.id));
    expect(user?.package).toBe('member');
  });
});

describe('GET /api/admin/ads', () => {
  it('lists the pending queue oldest first with everything a reviewer needs', async () => {
    const seller = await signUpAndIn(ctx.app, { name: 'Sunil Fernando' });
    await setPackage(ctx.db, seller.user.id, 'featured', new Date(Date.now() + 30 * DAY));
    const posted = await postAd(
      ctx.app,
      seller.bearer,
      adFields({ title: 'Review me', description: '<p>Clean <em>interior</em></p>' }),
      { img1: await photo('front.jpg'), img2: await photo('back.jpg') },
    );
    expect(posted.statusCode).toBe(201);
    const { id } = posted.json<{ id: number }>();

    const response = await call('GET', '/api/admin/ads', staff.bearer);
    expect(response.statusCode).toBe(200);
    const body = AdminAdsResponseSchema.parse(response.json());
    expect(body.cars.every((car) => car.status === 'pending')).toBe(true);
    const created = body.cars.map((car) => car.createdAt);
    expect(created).toEqual([...created].sort());
    const ad = body.cars.find((car) => car.id === id);
    expect(ad).toMatchObject({
      title: 'Review me',
      package: 'featured',
      make: 'Toyota',
      model: 'Aqua',
      city: 'Colombo',
      vehicleType: 'Car',
      condition: 'Used',
      yom: 2016,
      price: 6_250_000.5,
      phone: '0771234567',
      description: '<p>Clean <em>interior</em></p>',
      features: { airCondition: true, ongoingLease: false },
      threeSixty: null,
      video: null,
      seller: {
        id: seller.user.id,
        name: 'Sunil Fernando',
        email: seller.email,
        // Whether and when the seller verified their mobile number (issue 36).
        phoneVerified: true,
        phoneVerifiedAt: expect.any(String),
        package: 'featured',
      },
      approvedAt: null,
      expiresAt: null,
    });
    expect(ad?.photos).toHaveLength(2);
    expect(ad?.photos[0]?.path).toMatch(/^\/media\/ads\/.+-1280\.webp$/);
    expect(ad?.photos[0]?.srcSet).toContain('320w');
    expect(body.carsCount).toBeGreaterThanOrEqual(1);
    expect(body.limit).toBe(20);
  });

  it('shows a description as visitors would read it: no picture from another server, even one stored before that rule', async () => {
    const seller = await createUser(ctx.db);
    const ad = await createVehicle(ctx.db, {
      userId: seller.id,
      status: 'pending',
      expiresAt: null,
      approvedAt: null,
      package: 'vip',
      description: '<p>Clean car<img src="https://evil.example/pixel.gif"></p>',
    });
    const response = await call('GET', '/api/admin/ads?status=pending', staff.bearer);
    const shown = AdminAdsResponseSchema.parse(response.json()).cars.find(
      (car) => car.id === ad.id,
    );
    expect(shown?.description).toBe('<p>Clean car</p>');
  });

  it('lists another status when asked, and refuses an unknown one', async () => {
    const seller = await createUser(ctx.db);
    const sold = await createVehicle(ctx.db, { userId: seller.id, status: 'sold' });
    const body = AdminAdsResponseSchema.parse(
      (await call('GET', '/api/admin/ads?status=sold&page=1', staff.bearer)).json(),
    );
    expect(body.cars.map((car) => car.id)).toContain(sold.id);
    expect(body.cars.every((car) => car.status === 'sold')).toBe(true);
    const bad = await call('GET', '/api/admin/ads?status=gone', staff.bearer);
    expect(bad.statusCode).toBe(400);
    const badPage = await call('GET', '/api/admin/ads?page=0', staff.bearer);
    expect(badPage.json()).toMatchObject({ message: ADMIN_MESSAGES.pageInvalid });
  });
});

describe('POST /api/admin/ads/:id/approve', () => {
  it.each([
    ['member', 1],
    ['featured', 2],
    ['vip', 2],
  ] as const)('puts a %s ad live for %i month(s) from approval', async (name, months) => {
    const seller = await createUser(ctx.db);
    const ad = await createVehicle(ctx.db, {
      userId: seller.id,
      status: 'pending',
      package: name,
      approvedAt: null,
      expiresAt: null,
    });
    const response = await call('POST', `/api/admin/ads/${ad.id}/approve`, staff.bearer);
    expect(response.statusCode).toBe(204);
    const row = await vehicleRow(ad.id);
    expect(row.status).toBe('active');
    expect(row.approvedAt).toBeInstanceOf(Date);
    expect(row.expiresAt?.toISOString()).toBe(addMonths(row.approvedAt!, months).toISOString());
  });

  it('shows the approved ad among the owner’s active listings', async () => {
    const seller = await signUpAndIn(ctx.app);
    const posted = await postAd(ctx.app, seller.bearer, adFields(), { img1: await photo() });
    const { id } = posted.json<{ id: number }>();
    await call('POST', `/api/admin/ads/${id}/approve`, staff.bearer);
    const mine = MyListingsResponseSchema.parse(
      (await call('GET', '/api/me/listings', seller.bearer)).json(),
    );
    expect(mine.counts).toMatchObject({ active: 1, pending: 0 });
    expect(mine.cars[0]).toMatchObject({ id, status: 'active', expiresAt: expect.any(String) });
  });

  it('answers 409 for an ad that is already live and 404 for an unknown one', async () => {
    const seller = await createUser(ctx.db);
    const live = await createVehicle(ctx.db, { userId: seller.id });
    const again = await call('POST', `/api/admin/ads/${live.id}/approve`, staff.bearer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ADMIN_MESSAGES.cannotApprove });
    const unknown = await call('POST', '/api/admin/ads/99999999/approve', staff.bearer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: ADMIN_MESSAGES.adNotFound });
  });
});

describe('POST /api/admin/ads/:id/reject', () => {
  it('needs a reason of at most 500 characters', async () => {
    const seller = await createUser(ctx.db);
    const ad = await createVehicle(ctx.db, { userId: seller.id, status: 'pending' });
    for (const payload of [{}, { reason: '   ' }]) {
      const response = await call('POST', `/api/admin/ads/${ad.id}/reject`, staff.bearer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: ADMIN_MESSAGES.reasonRequired,
        field: 'reason',
      });
    }
    const long = await call('POST', `/api/admin/ads/${ad.id}/reject`, staff.bearer, {
      reason: 'x'.repeat(501),
    });
    expect(long.json()).toMatchObject({ message: ADMIN_MESSAGES.reasonTooLong, field: 'reason' });
    expect((await vehicleRow(ad.id)).status).toBe('pending');
  });

  it('rejects with the reason, which the owner reads on My Listings', async () => {
    const seller = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, { userId: seller.user.id, status: 'pending' });
    const response = await call('POST', `/api/admin/ads/${ad.id}/reject`, staff.bearer, {
      reason: '  The price looks like a typo.  ',
    });
    expect(response.statusCode).toBe(204);
    expect(await vehicleRow(ad.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The price looks like a typo.',
    });
    const mine = MyListingsResponseSchema.parse(
      (await call('GET', '/api/me/listings?status=rejected', seller.bearer)).json(),
    );
    expect(mine.cars[0]).toMatchObject({
      id: ad.id,
      rejectionReason: 'The price looks like a typo.',
    });
    // Staff may change their mind: a rejected ad can still be approved, and the reason goes.
    await call('POST', `/api/admin/ads/${ad.id}/approve`, staff.bearer);
    expect(await vehicleRow(ad.id)).toMatchObject({ status: 'active', rejectionReason: null });
  });

  it('answers 409 for a sold ad', async () => {
    const seller = await createUser(ctx.db);
    const ad = await createVehicle(ctx.db, { userId: seller.id, status: 'sold' });
    const response = await call('POST', `/api/admin/ads/${ad.id}/reject`, staff.bearer, {
      reason: 'Spam',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: ADMIN_MESSAGES.cannotReject });
  });
});

describe('POST /api/admin/users/:id/package', () => {
  it('sets featured or vip with an expiry by the package validity, and member without one', async () => {
    const user = await createUser(ctx.db);
    const set = async (name: string) =>
      call('POST', `/api/admin/users/${user.id}/package`, staff.bearer, { package: name });
    const before = new Date();
    expect((await set('featured')).statusCode).toBe(204);
    let [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.package).toBe('featured');
    expect(row!.packageExpiresAt!.getTime()).toBeGreaterThanOrEqual(addMonths(before, 2).getTime());
    expect(row!.packageExpiresAt!.getTime()).toBeLessThanOrEqual(
      addMonths(new Date(), 2).getTime(),
    );

    expect((await set('member')).statusCode).toBe(204);
    [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ package: 'member', packageExpiresAt: null });
  });

  it('refuses an unknown package and an unknown user', async () => {
    const user = await createUser(ctx.db);
    const bad = await call('POST', `/api/admin/users/${user.id}/package`, staff.bearer, {
      package: 'gold',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: ADMIN_MESSAGES.packageInvalid, field: 'package' });
    const unknown = await call('POST', '/api/admin/users/99999999/package', staff.bearer, {
      package: 'vip',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: ADMIN_MESSAGES.userNotFound });
  });

  it('lets the new package apply to the next ad the user posts', async () => {
    const seller = await signUpAndIn(ctx.app);
    await call('POST', `/api/admin/users/${seller.user.id}/package`, staff.bearer, {
      package: 'vip',
    });
    const posted = await postAd(ctx.app, seller.bearer, adFields(), { img1: await photo() });
    expect(posted.statusCode).toBe(201);
    expect((await vehicleRow(posted.json<{ id: number }>().id)).package).toBe('vip');
  });
});

describe('GET /api/admin/users', () => {
  it('finds users by the start of their e-mail, any case, wildcards taken literally', async () => {
    const tag = `find${Date.now()}`;
    const match = await createUser(ctx.db, { name: 'Ruwan', email: `${tag}.ruwan@example.lk` });
    await createUser(ctx.db, { email: `other-${tag}@example.lk` });
    const response = await call('GET', `/api/admin/users?email=${tag.toUpperCase()}`, staff.bearer);
    expect(response.statusCode).toBe(200);
    expect(AdminUsersResponseSchema.parse(response.json())).toEqual({
      users: [
        {
          id: match.id,
          name: 'Ruwan',
          email: match.email,
          mobile: '0771234567',
          phoneVerified: false,
          phoneVerifiedAt: null,
          package: 'member',
          packageExpiresAt: null,
          isStaff: false,
          liveAds: 0,
          heldAds: 0,
          suspended: null,
        },
      ],
    });
    const wildcard = await call('GET', '/api/admin/users?email=%25', staff.bearer);
    expect(wildcard.json()).toEqual({ users: [] });
  });

  it('counts as live ads only those visitors can find: not an expired one, nor a held one', async () => {
    const seller = await createUser(ctx.db, { email: `live${Date.now()}@example.lk` });
    await createVehicle(ctx.db, { userId: seller.id });
    // Still `active` in its row, but its validity is over: visitors no longer find it.
    await createVehicle(ctx.db, { userId: seller.id, expiresAt: new Date(Date.now() - DAY) });
    // Held out of sight after three reports (decision 099).
    await createVehicle(ctx.db, { userId: seller.id, heldFor: 'reports', heldAt: new Date() });
    const response = await call('GET', `/api/admin/users?email=${seller.email}`, staff.bearer);
    expect(response.statusCode).toBe(200);
    const found = AdminUsersResponseSchema.parse(response.json()).users;
    expect(found.map((user) => [user.id, user.liveAds, user.heldAds])).toEqual([[seller.id, 1, 1]]);
  });

  it('counts a suspended seller’s ads its suspension holds out of search, not expired ones', async () => {
    const seller = await createUser(ctx.db, {
      email: `held${Date.now()}@example.lk`,
      suspendedAt: new Date(),
      suspensionReason: 'Scam',
    });
    await createVehicle(ctx.db, { userId: seller.id, heldFor: 'suspension', heldAt: new Date() });
    await createVehicle(ctx.db, {
      userId: seller.id,
      expiresAt: new Date(Date.now() - DAY),
      heldFor: 'suspension',
      heldAt: new Date(),
    });
    const response = await call('GET', `/api/admin/users?email=${seller.email}`, staff.bearer);
    const found = AdminUsersResponseSchema.parse(response.json()).users;
    // The Users page reads "1 ad held out of search" while the account is suspended.
    expect(found.map((user) => [user.id, user.liveAds, user.heldAds])).toEqual([[seller.id, 0, 1]]);
  });

  it('counts live ads by the app’s clock', async () => {
    const later = new Date(Date.now() + 10 * DAY);
    const timed = await buildTestApp({ clock: () => later });
    try {
      const timedStaff = await signUpStaff(timed.app, timed.db);
      const seller = await createUser(timed.db, { email: `clock${Date.now()}@example.lk` });
      // Live today, but over by the app's "now".
      await createVehicle(timed.db, { userId: seller.id, expiresAt: new Date(Date.now() + DAY) });
      await createVehicle(timed.db, {
        userId: seller.id,
        expiresAt: new Date(Date.now() + 20 * DAY),
      });
      const response = await timed.app.inject({
        method: 'GET',
        url: `/api/admin/users?email=${seller.email}`,
        headers: timedStaff.bearer,
      });
      const found = AdminUsersResponseSchema.parse(response.json()).users;
      expect(found.map((user) => [user.id, user.liveAds])).toEqual([[seller.id, 1]]);
    } finally {
      await timed.app.close();
    }
  });

  it('needs some text to search', async () => {
    const response = await call('GET', '/api/admin/users?email=', staff.bearer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: ADMIN_MESSAGES.emailSearchRequired });
  });
});
