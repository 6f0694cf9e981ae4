import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleMakes } from '@carmarket/db/schema';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildMailTestApp } from '../../test/mail-test-app';
import { createVehicle } from '../../test/factories';
import { linkIn } from '../../test/test-smtp-server';
import { nextDigest, nextMinute } from './saved-search-alerts.plugin';

const MINUTE = 60_000;
let ctx: Awaited<ReturnType<typeof buildMailTestApp>>;
let smtp: Awaited<ReturnType<typeof buildMailTestApp>>['smtp'];
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let seller: Awaited<ReturnType<typeof signUpAndIn>>;

beforeAll(async () => {
  ctx = await buildMailTestApp();
  smtp = ctx.smtp;
  staff = await signUpStaff(ctx.app, ctx.db);
  seller = await signUpAndIn(ctx.app, { name: 'Sunil Silva' }, { confirmed: true });
});
afterAll(async () => {
  await ctx.close();
});

const wait = (ms: number) => ctx.wait(ms);

async function saveSearch(
  session: Awaited<ReturnType<typeof signUpAndIn>>,
  frequency: 'instant' | 'daily',
  params: Record<string, string>,
) {
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/saved-searches',
    headers: session.bearer,
    payload: { name: 'Family car', frequency, params },
  });
  expect(saved.statusCode, saved.body).toBe(201);
}

async function approvedAd(
  userId: number,
  overrides: Parameters<typeof createVehicle>[1] = { userId },
) {
  const ad = await createVehicle(ctx.db, {
    ...overrides,
    userId,
    status: 'pending',
    expiresAt: null,
  });
  const approved = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/ads/${ad.id}/approve`,
    headers: staff.bearer,
  });
  expect(approved.statusCode).toBe(204);
  return ad;
}

/** The alerts among what `address` received (their confirmation and "is live" notices aside). */
function alertsTo(address: string) {
  return smtp
    .to(address)
    .filter(
      (mail) =>
        !mail.subject.startsWith('Your ad is live') && !mail.subject.startsWith('Confirm your'),
    );
}

describe('saved-search alerts', () => {
  it('e-mail an instant search within a minute of a matching ad going live, once, never for the owner’s own ads', async () => {
    const buyer = await signUpAndIn(ctx.app, { name: 'Kamala Fernando' }, { confirmed: true });
    const probe = await createVehicle(ctx.db, { userId: seller.user.id, status: 'rejected' });
    await saveSearch(buyer, 'instant', { brands: String(probe.makeId) });
    const [otherMake] = await ctx.db
      .select()
      .from(vehicleMakes)
      .where(ne(vehicleMakes.id, probe.makeId))
      .limit(1);

    const match = await approvedAd(seller.user.id, {
      userId: seller.user.id,
      title: 'Toyota Aqua S 2016',
      price: 6_450_000,
    });
    await approvedAd(seller.user.id, {
      userId: seller.user.id,
      makeId: otherMake!.id,
      makeName: otherMake!.name,
    });
    // The buyer's own ad of the make: never alerted to its owner.
    await approvedAd(buyer.user.id);

    await wait(MINUTE);
    const mails = alertsTo(buyer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'New match for “Family car”: Toyota Aqua S 2016',
    ]);
    expect(mails[0]!.text).toContain('Rs. 6,450,000');
    expect(linkIn(mails[0]!, `http://carmarket.test/cars/`)).toMatch(
      new RegExp(`^http://carmarket\\.test/cars/${match.id}-toyota-aqua-s-2016(-[a-z0-9]+)+$`),
    );
    expect(mails[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Later runs overlap the window; the ad is not sent again.
    await wait(MINUTE);
    await wait(MINUTE);
    expect(alertsTo(buyer.email)).toHaveLength(1);
  });

  it('gather a daily search’s matches of the day into one digest at 08:00 in Colombo', async () => {
    const buyer = await signUpAndIn(ctx.app, { name: 'Nimali Perera' }, { confirmed: true });
    const probe = await createVehicle(ctx.db, { userId: seller.user.id, status: 'rejected' });
    await saveSearch(buyer, 'daily', { brands: String(probe.makeId) });
    await approvedAd(seller.user.id, { userId: seller.user.id, title: 'Morning car' });
    await approvedAd(seller.user.id, { userId: seller.user.id, title: 'Evening car' });

    await wait(MINUTE);
    expect(alertsTo(buyer.email)).toEqual([]);

    const digestAt = nextDigest(ctx.now());
    expect(digestAt.getUTCHours() * 60 + digestAt.getUTCMinutes()).toBe(2 * 60 + 30);
    await wait(digestAt.getTime() - ctx.now().getTime());
    const mails = alertsTo(buyer.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Today's 2 new cars for “Family car”"]);
    expect(mails[0]!.text).toContain('Morning car');
    expect(mails[0]!.text).toContain('Evening car');

    await wait(24 * 60 * MINUTE);
    expect(alertsTo(buyer.email)).toHaveLength(1);
  });
});

describe('alert schedules', () => {
  it('run each minute, and daily at 08:00 Asia/Colombo (02:30 UTC)', () => {
    expect(nextMinute(new Date('2026-11-23T10:00:30Z')).toISOString()).toBe(
      '2026-11-23T10:01:00.000Z',
    );
    expect(nextDigest(new Date('2026-11-23T01:00:00Z')).toISOString()).toBe(
      '2026-11-23T02:30:00.000Z',
    );
    expect(nextDigest(new Date('2026-11-23T02:30:00Z')).toISOString()).toBe(
      '2026-11-24T02:30:00.000Z',
    );
  });
});
