import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adReports, users, vehicles } from '@carmarket/db/schema';
import {
  ESTABLISHED_ACCOUNT_DAYS,
  FALSE_REPORTS_MAX,
  FALSE_REPORTS_WINDOW_DAYS,
  REPORT_MESSAGES,
  REPORTS_TO_HOLD,
  SELLER_REPORT_HOLDS_MAX,
  type AdminReportsResponse,
} from '@carmarket/shared/report';
import { nextAddress, signUpAndIn, signUpEstablished, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { ADDRESS_KEY_NAME, addressDigest } from '../../lib/address-digest';
import { createVehicle, DAY } from '../../test/factories';

// Issue 29, point 1: an ad is held only on reports from independent, established reporters
// (decision 109). Account age comes from backdated rows, never from waiting.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
});
afterAll(async () => {
  await ctx.app.close();
});

type Account = Awaited<ReturnType<typeof signUpAndIn>>;

/** A seller registered from `address` (a new one by default), with one live ad. */
async function sellerWithAd(address = nextAddress()) {
  const seller = await signUpAndIn(ctx.app, {}, { confirmed: true, registeredFrom: address });
  const ad = await createVehicle(ctx.db, { userId: seller.user.id });
  return { seller, ad, address };
}

/** Makes an account `days` old, as if it had registered then. */
async function age(account: Account, days: number) {
  await ctx.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(users.id, account.user.id));
  return account;
}

/**
 * A reporter older than the established age, with a confirmed address, registered from
 * `registeredFrom` (a new address by default).
 */
const established = (registeredFrom?: string) =>
  signUpEstablished(ctx.app, registeredFrom ? { registeredFrom } : {});

function report(
  vehicleId: number,
  options: { as?: Account; address?: string; reason?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/reports`,
    headers: options.as?.bearer ?? {},
    payload: { reason: options.reason ?? 'sold' },
    remoteAddress: options.address ?? nextAddress(),
  });
}

async function heldFor(vehicleId: number) {
  const [row] = await ctx.db
    .select({ heldFor: vehicles.heldFor })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return row?.heldFor ?? null;
}

async function queueEntry(vehicleId: number, status: 'open' | 'decided' = 'open') {
  for (let page = 1; ; page += 1) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/reports?status=${status}&page=${page}`,
      headers: staff.bearer,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminReportsResponse>();
    const entry = body.reports.find((found) => found.id === vehicleId);
    if (entry) return entry;
    if (body.reports.length === 0) return undefined;
  }
}

const standings = async (vehicleId: number) =>
  (await queueEntry(vehicleId))?.items.map((item) => item.standing).sort();

describe('registration', () => {
  it('keeps the address an account registered from only as its keyed digest', async () => {
    const address = nextAddress();
    const account = await signUpAndIn(ctx.app, {}, { registeredFrom: address });
    const [row] = await ctx.db
      .select({ digest: users.registrationAddressDigest })
      .from(users)
      .where(eq(users.id, account.user.id));
    const key = await ctx.app.repos.secrets.get(ADDRESS_KEY_NAME);
    expect(row?.digest).toBe(addressDigest(key, address));
    expect(row?.digest).not.toContain(address);
  });
});

describe('the reproduction: three reports take any ad offline', () => {
  it('three visitors on three addresses, no account: 201 each, the ad stays live, all three reach staff', async () => {
    const { ad } = await sellerWithAd();
    for (let count = 0; count < 3; count += 1) {
      const response = await report(ad.id, { reason: 'sold' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: REPORT_MESSAGES.thanks });
    }
    expect(await heldFor(ad.id)).toBeNull();
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${ad.id}` })).statusCode,
    ).toBe(200);
    const entry = await queueEntry(ad.id);
    expect(entry?.count).toBe(3);
    expect(entry?.ad.held).toBe(false);
    expect(entry?.items).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({
          reporter: 'visitor',
          standing: 'anonymous',
          accountAgeDays: null,
        }),
      ),
    );
  });
});

describe('who counts toward a hold', () => {
  it(`does not count accounts younger than ${ESTABLISHED_ACCOUNT_DAYS} days, confirmed or not`, async () => {
    const { ad } = await sellerWithAd();
    for (const days of [0, 3, ESTABLISHED_ACCOUNT_DAYS - 1]) {
      const fresh = await age(await signUpAndIn(ctx.app, {}, { confirmed: true }), days);
      expect((await report(ad.id, { as: fresh })).statusCode).toBe(201);
    }
    expect(await heldFor(ad.id)).toBeNull();
    const entry = await queueEntry(ad.id);
    expect(entry?.items.map((item) => [item.standing, item.accountAgeDays])).toEqual([
      ['new-account', ESTABLISHED_ACCOUNT_DAYS - 1],
      ['new-account', 3],
      ['new-account', 0],
    ]);
  });

  it('does not count old accounts whose e-mail address is not confirmed', async () => {
    const { ad } = await sellerWithAd();
    for (let count = 0; count < 3; count += 1) {
      const unconfirmed = await age(await signUpAndIn(ctx.app), 200);
      expect((await report(ad.id, { as: unconfirmed })).statusCode).toBe(201);
    }
    expect(await heldFor(ad.id)).toBeNull();
    expect(await standings(ad.id)).toEqual(['unconfirmed', 'unconfirmed', 'unconfirmed']);
  });

  it('counts established accounts reporting from one address once', async () => {
    const { ad } = await sellerWithAd();
    const shared = nextAddress();
    for (let count = 0; count < 3; count += 1) {
      expect((await report(ad.id, { as: await established(), address: shared })).statusCode).toBe(
        201,
      );
    }
    expect(await heldFor(ad.id)).toBeNull();
    expect(await standings(ad.id)).toEqual(['counted', 'shared-address', 'shared-address']);
  });

  it("does not count an account registered from the seller's address", async () => {
    const { ad, address } = await sellerWithAd();
    const sellersNeighbour = await established(address);
    const others = [await established(), await established()];
    expect((await report(ad.id, { as: sellersNeighbour })).statusCode).toBe(201);
    for (const other of others) await report(ad.id, { as: other });
    expect(await heldFor(ad.id)).toBeNull();
    expect(await standings(ad.id)).toEqual(['counted', 'counted', 'seller-address']);

    // A third independent reporter holds it: the other two did count.
    await report(ad.id, { as: await established() });
    expect(await heldFor(ad.id)).toBe('reports');
  });

  it("does not count an account registered from another counted reporter's registration address", async () => {
    const { ad } = await sellerWithAd();
    const household = nextAddress();
    await report(ad.id, { as: await established(household) });
    await report(ad.id, { as: await established(household) });
    await report(ad.id, { as: await established() });
    expect(await heldFor(ad.id)).toBeNull();
    expect(await standings(ad.id)).toEqual(['counted', 'counted', 'shared-address']);
  });

  it('holds the ad on three established, independent reporters, and staff see each counted', async () => {
    const { ad } = await sellerWithAd();
    const reporters = [await established(), await established(), await established()];
    for (const [index, reporter] of reporters.entries()) {
      expect(await heldFor(ad.id), `before report ${index + 1}`).toBeNull();
      expect((await report(ad.id, { as: reporter })).statusCode).toBe(201);
    }
    expect(await heldFor(ad.id)).toBe('reports');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${ad.id}` })).statusCode,
    ).toBe(404);
    const entry = await queueEntry(ad.id);
    expect(entry?.ad.held).toBe(true);
    expect(entry?.items.map((item) => [item.standing, item.accountAgeDays])).toEqual(
      Array.from({ length: REPORTS_TO_HOLD }, () => ['counted', ESTABLISHED_ACCOUNT_DAYS + 1]),
    );
  });

  it('never lets visitors or untrusted accounts make up the number', async () => {
    const { ad } = await sellerWithAd();
    await report(ad.id, { as: await established() });
    await report(ad.id, { as: await established() });
    for (let count = 0; count < 5; count += 1) await report(ad.id);
    await report(ad.id, { as: await signUpAndIn(ctx.app, {}, { confirmed: true }) });
    expect(await heldFor(ad.id)).toBeNull();
  });
});

describe(`a seller has at most ${SELLER_REPORT_HOLDS_MAX} ads held by reports before staff look`, () => {
  it('past the limit, reports still reach the queue, flagged, but hold nothing more', async () => {
    const { seller } = await sellerWithAd();
    const ads = [];
    for (let count = 0; count <= SELLER_REPORT_HOLDS_MAX; count += 1) {
      ads.push(await createVehicle(ctx.db, { userId: seller.user.id }));
    }
    const reporters = [await established(), await established(), await established()];
    for (const ad of ads) {
      for (const reporter of reporters) {
        expect((await report(ad.id, { as: reporter })).statusCode).toBe(201);
      }
    }
    const held = await ctx.db
      .select({ id: vehicles.id, heldFor: vehicles.heldFor })
      .from(vehicles)
      .where(
        inArray(
          vehicles.id,
          ads.map((ad) => ad.id),
        ),
      );
    expect(held.filter((row) => row.heldFor === 'reports')).toHaveLength(SELLER_REPORT_HOLDS_MAX);
    const last = ads.at(-1)!;
    expect(await heldFor(last.id)).toBeNull();
    const entry = await queueEntry(last.id);
    expect(entry?.flag).toBe('seller-limit');
    expect(entry?.items.every((item) => item.standing === 'counted')).toBe(true);
    expect((await queueEntry(ads[0]!.id))?.flag).toBeNull();

    // Once staff decide one held ad, the next trusted report of the flagged one holds it.
    const dismissed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${ads[0]!.id}/dismiss`,
      headers: staff.bearer,
    });
    expect(dismissed.statusCode).toBe(204);
    await report(last.id, { as: await established() });
    expect(await heldFor(last.id)).toBe('reports');
  });

  it("another seller's ads are not limited by it", async () => {
    const first = await sellerWithAd();
    const second = await sellerWithAd();
    for (const ad of [first.ad, second.ad]) {
      for (let count = 0; count < REPORTS_TO_HOLD; count += 1) {
        await report(ad.id, { as: await established() });
      }
      expect(await heldFor(ad.id)).toBe('reports');
    }
  });
});

describe('reporters whose reports staff dismiss', () => {
  /** Files `count` reports by `reporter` on fresh ads and has staff dismiss them `daysAgo`. */
  async function dismissedReports(reporter: Account, count: number, daysAgo = 0) {
    for (let made = 0; made < count; made += 1) {
      const { ad } = await sellerWithAd();
      expect((await report(ad.id, { as: reporter })).statusCode).toBe(201);
      const dismissed = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${ad.id}/dismiss`,
        headers: staff.bearer,
      });
      expect(dismissed.statusCode).toBe(204);
      await ctx.db
        .update(adReports)
        .set({ decidedAt: new Date(Date.now() - daysAgo * DAY) })
        .where(eq(adReports.vehicleId, ad.id));
    }
  }

  it(`lose the power to hold at ${FALSE_REPORTS_MAX} dismissed in ${FALSE_REPORTS_WINDOW_DAYS} days, but still reach staff`, async () => {
    const falseReporter = await established();
    await dismissedReports(falseReporter, FALSE_REPORTS_MAX);
    const { ad } = await sellerWithAd();
    await report(ad.id, { as: falseReporter, reason: 'scam' });
    await report(ad.id, { as: await established() });
    await report(ad.id, { as: await established() });
    expect(await heldFor(ad.id)).toBeNull();
    expect(await standings(ad.id)).toEqual(['counted', 'counted', 'false-reports']);
  });

  it('keep it with fewer dismissed, or with dismissals older than the window', async () => {
    const careless = await established();
    await dismissedReports(careless, FALSE_REPORTS_MAX - 1);
    const longAgo = await established();
    await dismissedReports(longAgo, FALSE_REPORTS_MAX, FALSE_REPORTS_WINDOW_DAYS + 1);
    const { ad } = await sellerWithAd();
    await report(ad.id, { as: careless });
    await report(ad.id, { as: longAgo });
    await report(ad.id, { as: await established() });
    expect(await heldFor(ad.id)).toBe('reports');
  });

  it('stop counting on the reports they have open when the dismissal that crosses the line comes', async () => {
    const falseReporter = await established();
    await dismissedReports(falseReporter, FALSE_REPORTS_MAX - 1);
    const { ad } = await sellerWithAd();
    await report(ad.id, { as: falseReporter });
    await report(ad.id, { as: await established() });
    expect(await standings(ad.id)).toEqual(['counted', 'counted']);
    await dismissedReports(falseReporter, 1);
    expect(await standings(ad.id)).toEqual(['counted', 'false-reports']);
    await report(ad.id, { as: await established() });
    expect(await heldFor(ad.id)).toBeNull();
  });

  it('are not counted against for decisions other than a dismissal', async () => {
    const reporter = await established();
    for (let made = 0; made < FALSE_REPORTS_MAX; made += 1) {
      const { ad } = await sellerWithAd();
      await report(ad.id, { as: reporter });
      const asked = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${ad.id}/ask-fix`,
        headers: staff.bearer,
        payload: { message: 'Please mark the car sold.' },
      });
      expect(asked.statusCode).toBe(204);
    }
    const { ad } = await sellerWithAd();
    await report(ad.id, { as: reporter });
    expect(await standings(ad.id)).toEqual(['counted']);
  });
});

describe('POST /api/admin/reports/:id/hold (staff: Hold now)', () => {
  it('holds a reported live ad at once, written to the audit log', async () => {
    const { ad } = await sellerWithAd();
    await report(ad.id, { reason: 'scam' });
    expect(await heldFor(ad.id)).toBeNull();

    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${ad.id}/hold`,
      headers: staff.bearer,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await heldFor(ad.id)).toBe('reports');
    expect((await queueEntry(ad.id))?.ad.held).toBe(true);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: staff.bearer,
    });
    expect(
      audit.json<{ entries: Array<{ action: string; target: unknown; staff: { id: number } }> }>()
        .entries[0],
    ).toMatchObject({
      action: 'hold-reported-ad',
      target: { type: 'ad', id: ad.id },
      staff: { id: staff.user.id },
    });

    // Dismissing its reports lets it back, as for a hold the reports made.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${ad.id}/dismiss`,
      headers: staff.bearer,
    });
    expect(await heldFor(ad.id)).toBeNull();
  });

  it('holds past the seller limit: staff have looked', async () => {
    const { seller } = await sellerWithAd();
    const ads = [];
    for (let count = 0; count <= SELLER_REPORT_HOLDS_MAX; count += 1) {
      const ad = await createVehicle(ctx.db, { userId: seller.user.id });
      await report(ad.id);
      const held = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${ad.id}/hold`,
        headers: staff.bearer,
      });
      expect(held.statusCode).toBe(204);
      ads.push(ad);
    }
    for (const ad of ads) expect(await heldFor(ad.id)).toBe('reports');
  });

  it('answers 409 for an ad already held or ended, 404 without open reports, and logs nothing then', async () => {
    const { ad } = await sellerWithAd();
    const hold = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${ad.id}/hold`,
        headers: staff.bearer,
      });
    const missing = await hold();
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: REPORT_MESSAGES.noOpenReports });

    await report(ad.id);
    expect((await hold()).statusCode).toBe(204);
    const again = await hold();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: REPORT_MESSAGES.alreadyHeld });

    const { ad: sold } = await sellerWithAd();
    await report(sold.id);
    await ctx.db.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, sold.id));
    const ended = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${sold.id}/hold`,
      headers: staff.bearer,
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ message: REPORT_MESSAGES.notLiveToHold });

    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: staff.bearer,
    });
    const holds = audit
      .json<{ entries: Array<{ action: string; target: { id: number } }> }>()
      .entries.filter((entry) => entry.action === 'hold-reported-ad');
    expect(holds.filter((entry) => entry.target.id === ad.id)).toHaveLength(1);
    expect(holds.filter((entry) => entry.target.id === sold.id)).toHaveLength(0);
  });

  it('is for staff only', async () => {
    const { ad } = await sellerWithAd();
    await report(ad.id);
    const buyer = await established();
    const asBuyer = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${ad.id}/hold`,
      headers: buyer.bearer,
    });
    expect(asBuyer.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${ad.id}/hold`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await heldFor(ad.id)).toBeNull();
  });
});

describe('reports at the same moment', () => {
  it('three established reporters at once hold the ad exactly once', async () => {
    const ads = [];
    for (let count = 0; count < 6; count += 1) ads.push((await sellerWithAd()).ad);
    const reporters = [await established(), await established(), await established()];
    const answers = await Promise.all(
      ads.flatMap((ad) => reporters.map((reporter) => report(ad.id, { as: reporter }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    for (const ad of ads) {
      expect(await heldFor(ad.id), String(ad.id)).toBe('reports');
      expect(await standings(ad.id)).toEqual(['counted', 'counted', 'counted']);
    }
  });

  it('twenty visitors at once hold nothing', async () => {
    const { ad } = await sellerWithAd();
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(ad.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    expect(await heldFor(ad.id)).toBeNull();
    expect((await queueEntry(ad.id))?.count).toBe(20);
  });

  it(`a seller's ads reported at once: exactly ${SELLER_REPORT_HOLDS_MAX} held`, async () => {
    const { seller } = await sellerWithAd();
    const ads = [];
    for (let count = 0; count < 5; count += 1) {
      ads.push(await createVehicle(ctx.db, { userId: seller.user.id }));
    }
    const reporters = [await established(), await established(), await established()];
    await Promise.all(
      ads.flatMap((ad) => reporters.map((reporter) => report(ad.id, { as: reporter }))),
    );
    const rows = await ctx.db
      .select({ heldFor: vehicles.heldFor })
      .from(vehicles)
      .where(eq(vehicles.userId, seller.user.id));
    expect(rows.filter((row) => row.heldFor === 'reports')).toHaveLength(SELLER_REPORT_HOLDS_MAX);
  });
});
