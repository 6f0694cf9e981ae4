import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingSearch, staffActions, vehicles } from '@carmarket/db/schema';
import { ADMIN_MESSAGES } from '@carmarket/shared/staff-moderation';
import { AuditResponseSchema } from '@carmarket/shared/audit';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle } from '../../test/factories';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpAndIn>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
});
afterAll(async () => {
  await ctx.app.close();
});

async function auditLog() {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/audit',
    headers: staff.bearer,
  });
  expect(response.statusCode).toBe(200);
  return AuditResponseSchema.parse(response.json());
}

describe('the audit log', () => {
  it('records who approved and who rejected which ad, when and why, newest first', async () => {
    const seller = await signUpAndIn(ctx.app);
    const first = await createVehicle(ctx.db, {
      userId: seller.user.id,
      status: 'pending',
      expiresAt: null,
      title: 'Toyota Aqua 2016 in Kandy',
    });
    const second = await createVehicle(ctx.db, {
      userId: seller.user.id,
      status: 'pending',
      expiresAt: null,
    });
    const before = Date.now();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/ads/${first.id}/approve`,
          headers: staff.bearer,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/ads/${second.id}/reject`,
          headers: staff.bearer,
          payload: { reason: 'The photos show a different car.' },
        })
      ).statusCode,
    ).toBe(204);

    const { entries } = await auditLog();
    const [rejected, approved] = entries;
    expect(rejected).toMatchObject({
      staff: { id: staff.user.id, email: staff.user.email },
      action: 'reject-ad',
      target: { type: 'ad', id: second.id },
      reason: 'The photos show a different car.',
    });
    expect(approved).toMatchObject({
      action: 'approve-ad',
      target: { type: 'ad', id: first.id, label: 'Toyota Aqua 2016 in Kandy' },
      reason: null,
    });
    expect(Date.parse(approved!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('writes nothing when the action fails, and the change and its entry go together', async () => {
    const { total } = await auditLog();
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/ads/2000000000/approve',
      headers: staff.bearer,
    });
    expect(missing.statusCode).toBe(404);
    const seller = await signUpAndIn(ctx.app);
    const live = await createVehicle(ctx.db, { userId: seller.user.id });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ads/${live.id}/approve`,
      headers: staff.bearer,
    });
    expect(refused.statusCode).toBe(409);
    expect((await auditLog()).total).toBe(total);
  });

  it('is never edited: the database refuses to change or delete an entry', async () => {
    const [entry] = await ctx.db.select().from(staffActions).limit(1);
    expect(entry).toBeDefined();
    await expect(
      ctx.db
        .update(staffActions)
        .set({ reason: 'rewritten' })
        .where(eq(staffActions.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      ctx.db.delete(staffActions).where(eq(staffActions.id, entry!.id)),
    ).rejects.toThrow();
    const [after] = await ctx.db.select().from(staffActions).where(eq(staffActions.id, entry!.id));
    expect(after).toEqual(entry);
  });

  it('records package changes, package requests and payment details too', async () => {
    const seller = await signUpAndIn(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${seller.user.id}/package`,
      headers: staff.bearer,
      payload: { package: 'vip' },
    });
    const [latest] = (await auditLog()).entries;
    expect(latest).toMatchObject({
      action: 'set-package',
      target: { type: 'user', id: seller.user.id, label: seller.user.email },
      reason: 'vip',
    });
  });

  it('is for staff only: 403 with no data for anyone else, 401 signed out', async () => {
    const seller = await signUpAndIn(ctx.app);
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: seller.bearer,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: ADMIN_MESSAGES.staffOnly });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a wrong page with a sentence', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?page=0',
      headers: staff.bearer,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: ADMIN_MESSAGES.pageInvalid });
  });
});

describe('held ads (decision 099)', () => {
  it('leave search and their page while held, and come back when released', async () => {
    const seller = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, {
      userId: seller.user.id,
      title: 'Held Honda Vezel 2019 Galle',
    });
    const inSearch = async () =>
      (
        await ctx.db
          .select({ id: listingSearch.vehicleId })
          .from(listingSearch)
          .where(eq(listingSearch.vehicleId, ad.id))
      ).length;
    const page = () => ctx.app.inject({ method: 'GET', url: `/api/vehicles/${ad.id}` });
    expect(await inSearch()).toBe(1);

    expect(await ctx.app.repos.listingHolds.holdAd(ad.id, 'reports')).toBe(true);
    expect(await inSearch()).toBe(0);
    expect((await page()).statusCode).toBe(404);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/listings?status=pending',
      headers: seller.bearer,
    });
    expect(mine.json().cars.map((car: { id: number }) => car.id)).toContain(ad.id);

    // A suspension outranks the reports; lifting it does not touch another reason's hold.
    expect(await ctx.app.repos.listingHolds.holdSellerAds(seller.user.id, 'suspension')).toBe(1);
    expect(await ctx.app.repos.listingHolds.releaseAd(ad.id, 'reports')).toBe(false);
    expect(await ctx.app.repos.listingHolds.releaseSellerAds(seller.user.id, 'suspension')).toBe(1);
    expect(await inSearch()).toBe(1);
    expect((await page()).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, ad.id));
    expect(row).toMatchObject({ heldFor: null, heldAt: null, status: 'active' });
  });
});
