import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, users } from '@carmarket/db/schema';
import {
  PHONE_NOT_VERIFIED_CODE,
  PHONE_VERIFICATION_MESSAGES,
} from '@carmarket/shared/phone-verification';
import { nextAddress, signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle, DAY } from '../../test/factories';
import { LIMITS } from '../limits/limit-rules';
import { OFFER_MESSAGES } from './offers.service';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

function offer(vehicleId: number, headers: Record<string, string>, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/offers`,
    headers,
    payload,
    remoteAddress: nextAddress(),
  });
}

describe('POST /api/vehicles/:id/offers', () => {
  it('stores the offer for the seller', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const response = await offer(car.id, buyer.bearer, {
      amount: '4750000.50',
      message: '  Cash today.  ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; id: number }>();
    expect(body.message).toBe(OFFER_MESSAGES.sent);
    const [row] = await ctx.db.select().from(offers).where(eq(offers.id, body.id));
    expect(row).toMatchObject({
      vehicleId: car.id,
      buyerId: buyer.user.id,
      amount: 4_750_000.5,
      message: 'Cash today.',
      state: 'open',
    });
  });

  it('asks a visitor to sign in', async () => {
    const seller = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const response = await offer(car.id, {}, { amount: 100 });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ amount: 0 }, 'Your offer must be at least 1'],
    [{ amount: '' }, 'Please enter your offer amount'],
    [{ amount: '12abc' }, 'Enter the amount in numbers, with up to 2 decimals'],
    [
      { amount: 10, message: 'x'.repeat(1001) },
      'Your message is too long (1,000 characters at most)',
    ],
  ])('refuses %o', async (payload, message) => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const response = await offer(car.id, buyer.bearer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses an offer on your own ad', async () => {
    const seller = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const response = await offer(car.id, seller.bearer, { amount: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: OFFER_MESSAGES.ownAd });
  });

  it('answers 404 for ads that are not live, and for unknown ids', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const pending = await createVehicle(ctx.db, { userId: seller.user.id, status: 'pending' });
    const sold = await createVehicle(ctx.db, { userId: seller.user.id, status: 'sold' });
    const lapsed = await createVehicle(ctx.db, {
      userId: seller.user.id,
      expiresAt: new Date(Date.now() - DAY),
    });
    for (const id of [pending.id, sold.id, lapsed.id, 999_999]) {
      const response = await offer(id, buyer.bearer, { amount: 100 });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ message: OFFER_MESSAGES.notForSale });
    }
  });
});

describe('offers need a verified mobile number (issue 36)', () => {
  it('refuses a buyer whose number is not verified, after the form’s own 400, and stores nothing', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app, {}, { phoneVerified: false });
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const wrong = await offer(car.id, buyer.bearer, { amount: 0 });
    expect(wrong.statusCode).toBe(400);

    const refused = await offer(car.id, buyer.bearer, { amount: 4_000_000 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: PHONE_NOT_VERIFIED_CODE,
      message: PHONE_VERIFICATION_MESSAGES.required,
    });
    expect(await ctx.db.select().from(offers).where(eq(offers.buyerId, buyer.user.id))).toEqual([]);

    // Verified, the same buyer's offer goes through.
    await ctx.db
      .update(users)
      .set({ phoneVerifiedAt: new Date() })
      .where(eq(users.id, buyer.user.id));
    expect((await offer(car.id, buyer.bearer, { amount: 4_000_000 })).statusCode).toBe(201);
  });
});

describe('offer limits', () => {
  it('counts offers per buyer, so people behind one carrier address do not share a limit', async () => {
    const seller = await signUpAndIn(ctx.app);
    const keen = await signUpAndIn(ctx.app);
    const neighbour = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const sharedAddress = nextAddress();
    const send = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/vehicles/${car.id}/offers`,
        headers,
        payload: { amount: '4500000', message: 'Is it still available?' },
        remoteAddress: sharedAddress,
      });
    for (let made = 0; made < LIMITS.offers.max; made += 1) {
      expect((await send(keen.bearer)).statusCode).toBe(201);
    }
    const limited = await send(keen.bearer);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: 'Too many requests. Please try again in 60 minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);

    expect((await send(neighbour.bearer)).statusCode).toBe(201);
  });
});

describe('GET /api/vehicles/:id for its owner and staff', () => {
  it('shows a pending ad to its owner and to staff, and to nobody else', async () => {
    const owner = await signUpAndIn(ctx.app);
    const stranger = await signUpAndIn(ctx.app);
    const staff = await signUpStaff(ctx.app, ctx.db);
    const pending = await createVehicle(ctx.db, { userId: owner.user.id, status: 'pending' });

    const look = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/vehicles/${pending.id}`, headers });
    expect((await look(owner.bearer)).statusCode).toBe(200);
    expect((await look(staff.bearer)).statusCode).toBe(200);
    expect((await look(stranger.bearer)).statusCode).toBe(404);
    expect((await look({})).statusCode).toBe(404);
    expect((await look({ authorization: 'Bearer forged' })).statusCode).toBe(403);
  });
});
