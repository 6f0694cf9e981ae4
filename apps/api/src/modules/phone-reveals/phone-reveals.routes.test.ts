import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneReveals, rateLimitEvents } from '@carmarket/db/schema';
import { MyListingsResponseSchema } from '@carmarket/shared/ad';
import type { PackageName } from '@carmarket/shared/packages';
import {
  PHONE_REVEAL_CONFIRM_CODE,
  PHONE_REVEAL_MESSAGES,
  PHONE_REVEAL_SIGN_IN_CODE,
  PHONE_REVEAL_VERIFY_CODE,
  PhoneRevealSchema,
  VISITOR_PHONE_REVEALS_PER_DAY,
} from '@carmarket/shared/phone-reveal';
import {
  PHONE_VERIFICATION_LIMITS,
  PHONE_VERIFICATION_MESSAGES,
} from '@carmarket/shared/phone-verification';
import { VehicleDetailSchema } from '@carmarket/shared/vehicle-detail';
import { nextAddress, signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';
import { LIMITS } from '../limits/limit-rules';
import { tally } from '../../test/tally';

/**
 * Issue 29, "VIP phone numbers scrape freely": `GET /api/vehicles/1…520` from one address, no
 * sign-in, gave 79 sellers' numbers. The detail answer now carries no number at all; a buyer taps
 * to reveal one (POST /api/vehicles/:id/phone), counted per visitor, per address and per user,
 * and each reveal is recorded for the seller (decision 107).
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let fakeNow = Date.now();

beforeAll(async () => {
  ctx = await buildTestApp({ clock: () => new Date(fakeNow) });
});
afterAll(async () => {
  await ctx.app.close();
});

let lastPhone = 0;
/** A distinct ten-digit number per ad, so a body that carries it cannot hide among others. */
function nextPhone(): string {
  lastPhone += 1;
  return `07${String(70_000_000 + lastPhone).padStart(8, '0')}`;
}

async function adOf(
  pkg: PackageName,
  overrides: Partial<Parameters<typeof createVehicle>[1]> = {},
) {
  const seller = await createUser(ctx.db, { package: pkg });
  return createVehicle(ctx.db, {
    userId: seller.id,
    package: pkg,
    phone: nextPhone(),
    ...overrides,
  });
}

function reveal(
  id: number,
  options: { address?: string; headers?: Record<string, string>; cookie?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/vehicles/${id}/phone`,
    remoteAddress: options.address ?? nextAddress(),
    headers: {
      ...options.headers,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

/** The visitor cookie an answer sets, as a browser sends it back. */
function visitorCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  expect(typeof first, 'the reveal sets a visitor cookie').toBe('string');
  return String(first).split(';')[0]!;
}

describe('the detail answer carries no phone number', () => {
  it.each(['member', 'featured', 'vip'] as const)(
    'sends no number for a %s ad, only whether one can be revealed',
    async (pkg) => {
      const ad = await adOf(pkg);
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/vehicles/${ad.id}`,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain(ad.phone);
      const detail = VehicleDetailSchema.parse(response.json());
      expect(detail.seller).not.toHaveProperty('phone');
      expect(detail.seller.phoneAvailable).toBe(pkg === 'vip');
    },
  );

  it('sends no number to the owner or to staff either: they read it where they edit and review', async () => {
    const owner = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, {
      userId: owner.user.id,
      package: 'vip',
      phone: nextPhone(),
      status: 'pending',
      approvedAt: null,
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${ad.id}`,
      headers: owner.bearer,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(ad.phone);
    // Not live: nobody could reveal it yet.
    expect(VehicleDetailSchema.parse(response.json()).seller.phoneAvailable).toBe(false);
  });
});

describe('POST /api/vehicles/:id/phone', () => {
  it('reveals a live VIP ad’s number', async () => {
    const ad = await adOf('vip');
    const response = await reveal(ad.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(PhoneRevealSchema.parse(response.json())).toEqual({ phone: ad.phone });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a member ad', { package: 'member' as const }],
    ['a featured ad', { package: 'featured' as const }],
    ['a pending VIP ad', { status: 'pending' as const, approvedAt: null }],
    ['a rejected VIP ad', { status: 'rejected' as const, approvedAt: null }],
    ['a sold VIP ad', { status: 'sold' as const }],
    ['an expired VIP ad', { expiresAt: new Date(Date.now() - DAY) }],
    ['a VIP ad held after reports', { heldFor: 'reports' as const }],
  ])('is 404 with a sentence for %s, and counts nothing', async (_name, overrides) => {
    const ad = await adOf('vip', overrides);
    const address = nextAddress();
    const response = await reveal(ad.id, { address });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: PHONE_REVEAL_MESSAGES.notShown });
    expect(response.body).not.toContain(ad.phone);
    expect(
      await ctx.db.select().from(phoneReveals).where(eq(phoneReveals.vehicleId, ad.id)),
    ).toEqual([]);
  });

  it('is 404 with the same sentence for an id that is no ad', async () => {
    const response = await reveal(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: PHONE_REVEAL_MESSAGES.notShown });
  });

  it(
    `lets exactly ${LIMITS.phoneRevealsPerAddressUnverified.max} of 200 simultaneous visitors’ reveals from one address through a day, then asks for a verified number`,
    { timeout: 60_000 },
    async () => {
      const ads = await Promise.all(Array.from({ length: 20 }, () => adOf('vip')));
      const address = nextAddress();
      // No cookie: each request is a new visitor, as a script that drops cookies is.
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => reveal(ads[i % ads.length]!.id, { address })),
      );
      const max = LIMITS.phoneRevealsPerAddressUnverified.max;
      expect(max).toBe(PHONE_VERIFICATION_LIMITS.visitorRevealsPerAddressPerDay);
      expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
        200: max,
        429: 200 - max,
      });
      // What got through is what was recorded: no reveal past the count, none counted twice.
      const [recorded] = await ctx.db
        .select({ n: count() })
        .from(phoneReveals)
        .where(
          inArray(
            phoneReveals.vehicleId,
            ads.map((ad) => ad.id),
          ),
        );
      expect(recorded?.n).toBe(max);
      const refused = answers.find((answer) => answer.statusCode === 429)!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Signing in is not enough: a verified number is the way on.
      expect(refused.json()).toEqual({
        code: PHONE_REVEAL_VERIFY_CODE,
        message: PHONE_VERIFICATION_MESSAGES.revealNeedsVerifiedPhone,
      });

      // An account whose number is not verified is that address's visitor too.
      const unverified = await signUpAndIn(ctx.app, {}, { confirmed: true, phoneVerified: false });
      const stillRefused = await reveal(ads[0]!.id, { address, headers: unverified.bearer });
      expect(stillRefused.statusCode).toBe(429);
      expect(stillRefused.json()).toMatchObject({ code: PHONE_REVEAL_VERIFY_CODE });

      // Another address is not affected, and neither is a verified buyer on the same one.
      expect((await reveal(ads[0]!.id)).statusCode).toBe(200);
      const buyer = await signUpAndIn(ctx.app, {}, { confirmed: true });
      expect((await reveal(ads[0]!.id, { address, headers: buyer.bearer })).statusCode).toBe(200);
    },
  );

  it(
    `counts accounts whose number is not verified with the address’s visitors: ${LIMITS.phoneRevealsPerAddressUnverified.max} a day from one address`,
    { timeout: 60_000 },
    async () => {
      const ad = await adOf('vip');
      const address = nextAddress();
      const accounts = await Promise.all(
        Array.from({ length: 15 }, () =>
          signUpAndIn(ctx.app, {}, { confirmed: true, phoneVerified: false }),
        ),
      );
      const answers = await Promise.all(
        accounts.map((account) => reveal(ad.id, { address, headers: account.bearer })),
      );
      const max = LIMITS.phoneRevealsPerAddressUnverified.max;
      expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
        200: max,
        429: 15 - max,
      });
      const refused = answers.find((answer) => answer.statusCode === 429)!;
      expect(refused.json()).toEqual({
        code: PHONE_REVEAL_VERIFY_CODE,
        message: PHONE_VERIFICATION_MESSAGES.revealNeedsVerifiedPhone,
      });
      // The next day the address starts again (a new sign-in: the old session has ended by then).
      fakeNow += DAY + 1000;
      try {
        const tomorrow = await signUpAndIn(ctx.app, {}, { confirmed: true, phoneVerified: false });
        expect((await reveal(ad.id, { address, headers: tomorrow.bearer })).statusCode).toBe(200);
      } finally {
        fakeNow -= DAY + 1000;
      }
    },
  );

  it(`lets one signed-in buyer see ${LIMITS.phoneRevealsPerUser.max} numbers an hour, wherever they are`, async () => {
    const ads = await Promise.all(Array.from({ length: 10 }, () => adOf('vip')));
    const buyer = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        reveal(ads[i % ads.length]!.id, { headers: buyer.bearer }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
      200: LIMITS.phoneRevealsPerUser.max,
      429: 100 - LIMITS.phoneRevealsPerUser.max,
    });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json<{ message: string }>().message).toMatch(/^You have asked for many/);

    // Another buyer is not affected.
    const other = await signUpAndIn(ctx.app, {}, { confirmed: true });
    expect((await reveal(ads[0]!.id, { headers: other.bearer })).statusCode).toBe(200);
  });

  it(
    'counts accounts whose address is not confirmed as visitors: a hundred fresh accounts on one address get a visitor’s numbers',
    { timeout: 60_000 },
    async () => {
      const ad = await adOf('vip');
      const address = nextAddress();
      const fresh = await Promise.all(Array.from({ length: 40 }, () => signUpAndIn(ctx.app)));
      const answers = await Promise.all(
        fresh.map((account) => reveal(ad.id, { address, headers: account.bearer })),
      );
      expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
        200: LIMITS.phoneRevealsPerAddress.max,
        429: 40 - LIMITS.phoneRevealsPerAddress.max,
      });
      const refused = answers.find((answer) => answer.statusCode === 429)!;
      expect(refused.json()).toEqual({
        code: PHONE_REVEAL_CONFIRM_CODE,
        message: PHONE_REVEAL_MESSAGES.unconfirmed,
      });

      // A confirmed buyer on the same address is counted as themselves.
      const confirmed = await signUpAndIn(ctx.app, {}, { confirmed: true });
      expect((await reveal(ad.id, { address, headers: confirmed.bearer })).statusCode).toBe(200);
    },
  );

  it(`asks a visitor past ${VISITOR_PHONE_REVEALS_PER_DAY} numbers a day to sign in, and lets them on once signed in`, async () => {
    const ads = await Promise.all(Array.from({ length: 12 }, () => adOf('vip')));
    // A visitor on a phone moves between addresses; the browser's cookie is what counts.
    const first = await reveal(ads[0]!.id);
    expect(first.statusCode, first.body).toBe(200);
    const cookie = visitorCookieOf(first);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(first.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    for (const ad of ads.slice(1, VISITOR_PHONE_REVEALS_PER_DAY)) {
      const answer = await reveal(ad.id, { cookie });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['set-cookie'], 'a known visitor keeps their cookie').toBeUndefined();
    }
    const past = await reveal(ads[VISITOR_PHONE_REVEALS_PER_DAY]!.id, { cookie });
    expect(past.statusCode).toBe(429);
    expect(past.json()).toEqual({
      code: PHONE_REVEAL_SIGN_IN_CODE,
      message: PHONE_REVEAL_MESSAGES.visitorDaily,
    });
    expect(Number(past.headers['retry-after'])).toBeGreaterThan(0);
    expect(past.body).not.toContain(ads[VISITOR_PHONE_REVEALS_PER_DAY]!.phone);

    // The same visitor signed in goes on; someone else on the same address was never stopped.
    const buyer = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const signedIn = await reveal(ads[VISITOR_PHONE_REVEALS_PER_DAY]!.id, {
      cookie,
      headers: buyer.bearer,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await reveal(ads[11]!.id)).statusCode).toBe(200);

    // A day later the visitor may reveal again.
    fakeNow += DAY + 1000;
    try {
      expect((await reveal(ads[11]!.id, { cookie })).statusCode).toBe(200);
    } finally {
      fakeNow -= DAY + 1000;
    }
  });

  it('tells a visitor who has seen their own day’s numbers so, though their address’s day is over too', async () => {
    const ads = await Promise.all(
      Array.from({ length: VISITOR_PHONE_REVEALS_PER_DAY + 1 }, () => adOf('vip')),
    );
    const address = nextAddress();
    const first = await reveal(ads[0]!.id, { address });
    const cookie = visitorCookieOf(first);
    for (const ad of ads.slice(1, VISITOR_PHONE_REVEALS_PER_DAY)) {
      expect((await reveal(ad.id, { address, cookie })).statusCode).toBe(200);
    }
    expect(VISITOR_PHONE_REVEALS_PER_DAY).toBe(LIMITS.phoneRevealsPerAddressUnverified.max);
    const past = await reveal(ads[VISITOR_PHONE_REVEALS_PER_DAY]!.id, { address, cookie });
    expect(past.statusCode).toBe(429);
    expect(past.json()).toEqual({
      code: PHONE_REVEAL_SIGN_IN_CODE,
      message: PHONE_REVEAL_MESSAGES.visitorDaily,
    });
    // Someone else behind that address is told the address's day is over.
    const neighbour = await reveal(ads[VISITOR_PHONE_REVEALS_PER_DAY]!.id, { address });
    expect(neighbour.json()).toMatchObject({ code: PHONE_REVEAL_VERIFY_CODE });
  });

  it('gives a visitor whose cookie is not ours a new one', async () => {
    const ad = await adOf('vip');
    const answer = await reveal(ad.id, { cookie: 'carmarket_visitor=not%20a%20valid%20id' });
    expect(answer.statusCode).toBe(200);
    expect(visitorCookieOf(answer)).toMatch(/^carmarket_visitor=[A-Za-z0-9_-]{22}$/);
  });

  it('is 403 for a bearer token that is not good, never a visitor’s reveal', async () => {
    const ad = await adOf('vip');
    const answer = await reveal(ad.id, { headers: { authorization: 'Bearer not-a-token' } });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain(ad.phone);
  });
});

describe('reveals for the seller’s statistics', () => {
  it('records who asked (a user or a visitor, never an address) and counts people on My Listings', async () => {
    const seller = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, {
      userId: seller.user.id,
      package: 'vip',
      phone: nextPhone(),
    });
    const buyer = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const address = nextAddress();

    const visitor = await reveal(ad.id, { address });
    const cookie = visitorCookieOf(visitor);
    // The same visitor again, and the same buyer twice: one person each.
    expect((await reveal(ad.id, { address, cookie })).statusCode).toBe(200);
    expect((await reveal(ad.id, { address, headers: buyer.bearer })).statusCode).toBe(200);
    expect((await reveal(ad.id, { headers: buyer.bearer })).statusCode).toBe(200);
    // A second visitor; then the seller looking at their own number, which is not counted.
    expect((await reveal(ad.id, { address })).statusCode).toBe(200);
    const own = await reveal(ad.id, { headers: seller.bearer });
    expect(own.json()).toEqual({ phone: ad.phone });

    const rows = await ctx.db.select().from(phoneReveals).where(eq(phoneReveals.vehicleId, ad.id));
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.userId === buyer.user.id)).toHaveLength(2);
    expect(rows.filter((row) => row.userId === null)).toHaveLength(3);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(address);
      expect(row.revealedAt).toBeInstanceOf(Date);
    }

    const listings = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/listings?status=active',
      headers: seller.bearer,
    });
    expect(listings.statusCode, listings.body).toBe(200);
    const [card] = MyListingsResponseSchema.parse(listings.json()).cars;
    expect(card).toMatchObject({ id: ad.id, phoneViewers: 3 });
  });

  it('gives no number, and takes no place, when the reveal cannot be recorded', async () => {
    const ad = await adOf('vip');
    const places = async () => (await ctx.db.select({ n: count() }).from(rateLimitEvents))[0]!.n;
    const before = await places();
    // The table refuses every new row, as a full disk or a broken constraint would.
    await ctx.db.execute(
      sql`alter table phone_reveals add constraint refuse_all check (false) not valid`,
    );
    try {
      const answer = await reveal(ad.id);
      expect(answer.statusCode).toBe(500);
      expect(answer.body).not.toContain(ad.phone);
      expect(answer.json()).toMatchObject({ code: 'server_error' });
      expect(await places()).toBe(before);
    } finally {
      await ctx.db.execute(sql`alter table phone_reveals drop constraint refuse_all`);
    }
    expect((await reveal(ad.id)).json()).toEqual({ phone: ad.phone });
  });

  it('counts no one on an ad whose number nobody asked for', async () => {
    const seller = await signUpAndIn(ctx.app);
    await createVehicle(ctx.db, { userId: seller.user.id, package: 'vip', phone: nextPhone() });
    const listings = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/listings?status=active',
      headers: seller.bearer,
    });
    expect(MyListingsResponseSchema.parse(listings.json()).cars[0]?.phoneViewers).toBe(0);
  });
});
