import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRequests, users, vehicleMedia } from '@carmarket/db/schema';
import {
  MyPackageResponseSchema,
  PACKAGE_DISPLAY_LIMITS,
  PACKAGE_REQUEST_MESSAGES,
  type MyPackage,
} from '@carmarket/shared/package-request';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
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

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

async function packageOf(session: Session): Promise<MyPackage> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/me/package',
    headers: session.bearer,
  });
  expect(response.statusCode).toBe(200);
  return MyPackageResponseSchema.parse(response.json()).package;
}

function request(session: Session | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/me/package-requests',
    headers: session?.bearer ?? {},
    payload: payload as object,
  });
}

async function hold(session: Session, name: 'featured' | 'vip', expiresAt: Date) {
  await ctx.db
    .update(users)
    .set({ package: name, packageExpiresAt: expiresAt })
    .where(eq(users.id, session.user.id));
}

describe('sign-in required', () => {
  it('GET /api/me/package: 401 for a visitor', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/me/package' });
    expect(response.statusCode).toBe(401);
  });

  it('POST /api/me/package-requests: 401 for a visitor, before the body is read', async () => {
    const response = await request(null, { package: 'nonsense' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/me/package', () => {
  it('describes a new member: free, member limits, no usage, no requests', async () => {
    const session = await signUpAndIn(ctx.app);
    expect(await packageOf(session)).toEqual({
      tier: 'member',
      heldTier: 'member',
      status: 'free',
      expiresAt: null,
      limits: {
        maxPhotos: PACKAGE_TIERS.member.maxPhotos,
        validityMonths: PACKAGE_TIERS.member.validityMonths,
        activeListingsMax: PACKAGE_DISPLAY_LIMITS.member.activeListingsMax,
        featuredSlots: PACKAGE_DISPLAY_LIMITS.member.featuredSlots,
      },
      usage: { activeListings: 0, photosUsed: 0 },
      newAds: { perDay: 3, postedToday: 0, left: 3, resetsAt: expect.any(String) },
      pendingRequest: null,
      lastDecision: null,
      paymentInstructions: null,
    });
  });

  it('counts only live ads and their photos', async () => {
    const session = await signUpAndIn(ctx.app);
    const other = await signUpAndIn(ctx.app);
    const live = await createVehicle(ctx.db, { userId: session.user.id });
    const sold = await createVehicle(ctx.db, { userId: session.user.id, status: 'sold' });
    await createVehicle(ctx.db, { userId: session.user.id, status: 'pending', expiresAt: null });
    await createVehicle(ctx.db, {
      userId: session.user.id,
      expiresAt: new Date(Date.now() - DAY),
    });
    await createVehicle(ctx.db, { userId: other.user.id });
    const photos = (vehicleId: number, count: number) =>
      Array.from({ length: count }, (_, position) => ({
        vehicleId,
        kind: 'image' as const,
        position,
        storageKey: `demo/p-${vehicleId}-${position}.webp`,
        variants: {},
      }));
    await ctx.db.insert(vehicleMedia).values([...photos(live.id, 3), ...photos(sold.id, 2)]);

    expect((await packageOf(session)).usage).toEqual({ activeListings: 1, photosUsed: 3 });
  });

  it('tells an active paid package from an expired one', async () => {
    const active = await signUpAndIn(ctx.app);
    const expiresAt = new Date(Date.now() + 30 * DAY);
    await hold(active, 'vip', expiresAt);
    expect(await packageOf(active)).toMatchObject({
      tier: 'vip',
      heldTier: 'vip',
      status: 'active',
      expiresAt: expiresAt.toISOString(),
      limits: { maxPhotos: 15, activeListingsMax: 25, featuredSlots: 10 },
    });

    const lapsed = await signUpAndIn(ctx.app);
    await hold(lapsed, 'featured', new Date(Date.now() - DAY));
    expect(await packageOf(lapsed)).toMatchObject({
      tier: 'member',
      heldTier: 'featured',
      status: 'expired',
      limits: { maxPhotos: 5, activeListingsMax: 3, featuredSlots: 0 },
    });
  });
});

describe('POST /api/me/package-requests', () => {
  it('stores one waiting request and shows it on the package', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await request(session, { package: 'featured' });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; id: number }>();
    expect(body).toMatchObject({
      message: PACKAGE_REQUEST_MESSAGES.requested,
      id: expect.any(Number),
    });
    const [row] = await ctx.db
      .select()
      .from(packageRequests)
      .where(eq(packageRequests.id, body.id));
    expect(row).toMatchObject({ userId: session.user.id, package: 'featured', status: 'pending' });

    expect((await packageOf(session)).pendingRequest).toEqual({
      id: body.id,
      package: 'featured',
      createdAt: row!.createdAt.toISOString(),
      reference: `CM-PKG-${String(body.id).padStart(6, '0')}`,
    });

    const again = await request(session, { package: 'vip' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PACKAGE_REQUEST_MESSAGES.alreadyPending });
  });

  it.each([
    [{ package: 'member' }, PACKAGE_REQUEST_MESSAGES.memberIsFree],
    [{ package: 'gold' }, PACKAGE_REQUEST_MESSAGES.packageInvalid],
    [{}, PACKAGE_REQUEST_MESSAGES.packageInvalid],
  ])('refuses %o', async (payload, message) => {
    const session = await signUpAndIn(ctx.app);
    const response = await request(session, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses the package already held and active, but not one that expired', async () => {
    const session = await signUpAndIn(ctx.app);
    await hold(session, 'vip', new Date(Date.now() + DAY));
    const same = await request(session, { package: 'vip' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: PACKAGE_REQUEST_MESSAGES.alreadyHeld });

    const lapsed = await signUpAndIn(ctx.app);
    await hold(lapsed, 'vip', new Date(Date.now() - DAY));
    expect((await request(lapsed, { package: 'vip' })).statusCode).toBe(201);
  });
});
