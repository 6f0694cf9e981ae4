import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adReports, vehicles } from '@carmarket/db/schema';
import { REPORT_MESSAGES } from '@carmarket/shared/report';
import { nextAddress, signUpAndIn, signUpEstablished, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { ADDRESS_KEY_NAME } from '../../lib/address-digest';
import { createVehicle, DAY } from '../../test/factories';
import { LIMITS } from '../limits/limit-rules';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let seller: Awaited<ReturnType<typeof signUpAndIn>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  seller = await signUpAndIn(ctx.app);
});
afterAll(async () => {
  await ctx.app.close();
});

function report(
  vehicleId: number | string,
  payload: unknown,
  options: { headers?: Record<string, string>; address?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/reports`,
    headers: options.headers ?? {},
    payload: payload as object,
    remoteAddress: options.address ?? nextAddress(),
  });
}

const reportsOf = (vehicleId: number) =>
  ctx.db.select().from(adReports).where(eq(adReports.vehicleId, vehicleId));

async function heldFor(vehicleId: number) {
  const [row] = await ctx.db
    .select({ heldFor: vehicles.heldFor })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return row?.heldFor ?? null;
}

describe('POST /api/vehicles/:id/reports', () => {
  it('thanks a signed-in user and stores the report under their account', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const response = await report(
      car.id,
      { reason: 'scam', details: '  Asked for an advance.  ' },
      { headers: buyer.bearer },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: REPORT_MESSAGES.thanks });
    const [row] = await reportsOf(car.id);
    expect(row).toMatchObject({
      reporterId: buyer.user.id,
      reporterAddressHash: null,
      reason: 'scam',
      details: 'Asked for an advance.',
      decision: null,
    });
  });

  it('lets a visitor report, known only by a keyed hash of their address (issue 29)', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const address = nextAddress();
    const response = await report(car.id, { reason: 'sold' }, { address });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: REPORT_MESSAGES.thanks });
    const [row] = await reportsOf(car.id);
    expect(row).toMatchObject({ reporterId: null, reason: 'sold', details: '' });
    expect(row!.reporterAddressHash).toMatch(/^[\w-]{43}$/);
    expect(row!.reporterAddressHash).not.toContain(address);
    // Not a plain SHA-256 of the address, which hashing all of IPv4 would reverse: an HMAC with
    // the server's own key.
    for (const plain of [address, `report:${address}`]) {
      expect(row!.reporterAddressHash).not.toBe(
        createHash('sha256').update(plain).digest('base64url'),
      );
    }
    const key = await ctx.app.repos.secrets.get(ADDRESS_KEY_NAME);
    expect(row!.reporterAddressHash).toBe(
      createHmac('sha256', key).update(address).digest('base64url'),
    );
  });

  it.each([
    [{ reason: 'spam' }, REPORT_MESSAGES.reasonInvalid],
    [{}, REPORT_MESSAGES.reasonInvalid],
    [{ reason: 'other' }, REPORT_MESSAGES.detailsRequired],
    [{ reason: 'other', details: '   ' }, REPORT_MESSAGES.detailsRequired],
    [{ reason: 'scam', details: 'x'.repeat(1001) }, REPORT_MESSAGES.detailsTooLong],
    [{ reason: 'scam', details: 42 }, REPORT_MESSAGES.detailsTooLong],
    [['scam'], 'The request body must be a JSON object.'],
  ])('refuses %o with a sentence', async (payload, message) => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const response = await report(car.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await reportsOf(car.id)).toHaveLength(0);
  });

  it('takes details of exactly the longest length', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const response = await report(car.id, { reason: 'other', details: 'x'.repeat(1000) });
    expect(response.statusCode).toBe(201);
  });

  it("refuses a report of the caller's own ad", async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const response = await report(car.id, { reason: 'sold' }, { headers: seller.bearer });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: REPORT_MESSAGES.ownAd });
  });

  it('answers 404 for ads the caller cannot see, as their page does, and 410 for ended ones', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const staff = await signUpStaff(ctx.app, ctx.db);
    const pending = await createVehicle(ctx.db, {
      userId: seller.user.id,
      status: 'pending',
      approvedAt: null,
      expiresAt: null,
    });
    const rejected = await createVehicle(ctx.db, {
      userId: seller.user.id,
      status: 'rejected',
      approvedAt: null,
      expiresAt: null,
    });
    const held = await createVehicle(ctx.db, { userId: seller.user.id, heldFor: 'reports' });
    for (const id of [pending.id, rejected.id, held.id, 999_999]) {
      for (const headers of [buyer.bearer, staff.bearer, {}]) {
        const response = await report(id, { reason: 'scam' }, { headers });
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json()).toMatchObject({ message: REPORT_MESSAGES.notFound });
      }
    }
    const sold = await createVehicle(ctx.db, { userId: seller.user.id, status: 'sold' });
    const lapsed = await createVehicle(ctx.db, {
      userId: seller.user.id,
      expiresAt: new Date(Date.now() - DAY),
    });
    for (const id of [sold.id, lapsed.id]) {
      const response = await report(id, { reason: 'sold' }, { headers: buyer.bearer });
      expect(response.statusCode, String(id)).toBe(410);
      expect(response.json()).toMatchObject({ message: REPORT_MESSAGES.ended });
    }
    expect(await ctx.db.select().from(adReports).where(eq(adReports.vehicleId, held.id))).toEqual(
      [],
    );
  });

  it('refuses an id that is not a number, as the ad page does', async () => {
    const response = await report('abc', { reason: 'scam' });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/vehicles/abc' });
    expect(response.statusCode).toBe(page.statusCode);
    expect(response.json()).toEqual(page.json());
  });

  it('refuses a second report by the same user with 409, even for another reason', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    expect((await report(car.id, { reason: 'sold' }, { headers: buyer.bearer })).statusCode).toBe(
      201,
    );
    const again = await report(car.id, { reason: 'scam' }, { headers: buyer.bearer });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: REPORT_MESSAGES.alreadyReported });
    expect(await reportsOf(car.id)).toHaveLength(1);
  });

  it('thanks a second report from one visitor address and stores only the first', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const address = nextAddress();
    expect((await report(car.id, { reason: 'sold' }, { address })).statusCode).toBe(201);
    const again = await report(car.id, { reason: 'scam' }, { address });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ message: REPORT_MESSAGES.thanks });
    const rows = await reportsOf(car.id);
    expect(rows.map((row) => row.reason)).toEqual(['sold']);
  });

  it('asks a caller with a bad token to sign in again instead of reporting anonymously', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const response = await report(
      car.id,
      { reason: 'sold' },
      { headers: { authorization: 'Bearer forged' } },
    );
    expect(response.statusCode).toBe(403);
    expect(await reportsOf(car.id)).toHaveLength(0);
  });
});

describe('three independent, established reporters', () => {
  it('hold a live ad: it leaves search and its page, and its owner sees it under review', async () => {
    const car = await createVehicle(ctx.db, {
      userId: seller.user.id,
      title: 'Reported Aqua 2016',
    });
    const [first, second, third] = [
      await signUpEstablished(ctx.app),
      await signUpEstablished(ctx.app),
      await signUpEstablished(ctx.app),
    ];
    const search = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/vehicles/search?query=Reported%20Aqua' }))
        .json<{ cars: Array<{ id: number }> }>()
        .cars.map((found) => found.id);
    expect(await search()).toContain(car.id);

    await report(car.id, { reason: 'scam' }, { headers: first!.bearer });
    // One user twice is still one reporter; visitors reach staff but never count (decision 109).
    await report(car.id, { reason: 'scam' }, { headers: first!.bearer });
    await report(car.id, { reason: 'sold' });
    await report(car.id, { reason: 'sold' });
    await report(car.id, { reason: 'sold' }, { headers: second!.bearer });
    expect(await heldFor(car.id)).toBeNull();
    expect(await search()).toContain(car.id);

    const last = await report(car.id, { reason: 'wrong-details' }, { headers: third!.bearer });
    expect(last.statusCode).toBe(201);
    expect(await heldFor(car.id)).toBe('reports');
    expect(await search()).not.toContain(car.id);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${car.id}` });
    expect(page.statusCode).toBe(404);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/listings?status=pending',
      headers: seller.bearer,
    });
    const listed = mine
      .json<{ cars: Array<{ id: number; status: string; underReview?: boolean }> }>()
      .cars.find((found) => found.id === car.id);
    expect(listed).toMatchObject({ status: 'pending', underReview: true });

    // A held ad is not live: nobody else can report it now.
    const fourth = await report(car.id, { reason: 'scam' });
    expect(fourth.statusCode).toBe(404);
  });

  it('count only open reports: reports staff have closed do not hold the ad again', async () => {
    const otherSeller = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: otherSeller.user.id });
    const reportAs = async () =>
      report(car.id, { reason: 'scam' }, { headers: (await signUpEstablished(ctx.app)).bearer });
    await reportAs();
    await reportAs();
    await ctx.db
      .update(adReports)
      .set({ decision: 'fix-requested' })
      .where(eq(adReports.vehicleId, car.id));
    await reportAs();
    await reportAs();
    expect(await heldFor(car.id)).toBeNull();
    await reportAs();
    expect(await heldFor(car.id)).toBe('reports');
  });
});

describe('reports at the same moment', () => {
  it('hold the ad when the third arrives with the others, never missing it', async () => {
    // Three people report each ad at once; each report's count must see the other two once they
    // are stored (the ad's row is locked while a report is stored), whichever commits last.
    // One seller per ad: a seller has at most two ads held by reports (decision 109).
    const cars = [];
    for (let made = 0; made < 8; made += 1) {
      const owner = await signUpAndIn(ctx.app);
      cars.push(await createVehicle(ctx.db, { userId: owner.user.id }));
    }
    const reporters = [
      await signUpEstablished(ctx.app),
      await signUpEstablished(ctx.app),
      await signUpEstablished(ctx.app),
    ];
    await Promise.all(
      cars.flatMap((car) =>
        reporters.map((reporter, index) =>
          report(
            car.id,
            { reason: ['scam', 'sold', 'duplicate'][index] },
            {
              headers: reporter.bearer,
            },
          ),
        ),
      ),
    );
    for (const car of cars) expect(await heldFor(car.id), String(car.id)).toBe('reports');
  });
});

describe('report limits', () => {
  it('counts visitors per address and signed-in users per user', async () => {
    const sharedAddress = nextAddress();
    const cars = [];
    for (let made = 0; made <= LIMITS.visitorReports.max; made += 1) {
      cars.push(await createVehicle(ctx.db, { userId: seller.user.id }));
    }
    for (const car of cars.slice(0, LIMITS.visitorReports.max)) {
      expect(
        (await report(car.id, { reason: 'sold' }, { address: sharedAddress })).statusCode,
      ).toBe(201);
    }
    const last = cars.at(-1)!;
    const limited = await report(last.id, { reason: 'sold' }, { address: sharedAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: 'Too many requests. Please try again in 60 minutes.',
    });

    // Someone signed in behind the same address is counted on their own.
    const neighbour = await signUpAndIn(ctx.app);
    const signedIn = await report(
      last.id,
      { reason: 'sold' },
      { headers: neighbour.bearer, address: sharedAddress },
    );
    expect(signedIn.statusCode).toBe(201);

    const keen = await signUpAndIn(ctx.app);
    for (const car of cars.slice(0, LIMITS.reports.max)) {
      expect((await report(car.id, { reason: 'sold' }, { headers: keen.bearer })).statusCode).toBe(
        201,
      );
    }
    const keenLimited = await report(last.id, { reason: 'sold' }, { headers: keen.bearer });
    expect(keenLimited.statusCode).toBe(429);
  });
});
