import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingSearch, priceChanges, users, vehicles } from '@carmarket/db/schema';
import { LISTING_MESSAGES, MyListingsResponseSchema } from '@carmarket/shared/ad';
import {
  AdminAdEditsResponseSchema,
  EditableAdSchema,
  LIFECYCLE_MESSAGES,
  ListingActionResponseSchema,
  RenewResponseSchema,
} from '@carmarket/shared/ad-lifecycle';
import { VehicleDetailSchema } from '@carmarket/shared/vehicle-detail';
import { SearchResponseSchema } from '@carmarket/shared/vehicle-search';
import { addMonths } from '../../lib/months';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { adFieldsFor } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle, DAY } from '../../test/factories';
import { LINK_KEY_NAME, listingActionUrls, signListingAction } from './listing-action-link';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpAndIn>>;
let fields: Awaited<ReturnType<typeof adFieldsFor>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
  fields = await adFieldsFor(ctx.db);
});
afterAll(async () => {
  await ctx.app.close();
});

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

async function row(id: number) {
  const [found] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, id));
  return found!;
}

/** Whether a visitor's search for `word` finds the ad. */
async function searchFinds(id: number, word: string): Promise<boolean> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/vehicles/search?query=${encodeURIComponent(word)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return SearchResponseSchema.parse(response.json()).cars.some((car) => car.id === id);
}

async function detail(id: number) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return VehicleDetailSchema.parse(response.json());
}

const renew = (session: Session, id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/me/listings/${id}/renew`, headers: session.bearer });

const edit = (session: Session, id: number, body: Record<string, string>) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/me/listings/${id}`,
    headers: session.bearer,
    payload: body,
  });

const act = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/listing-actions', payload: { token } });

/**
 * A live ad made through the API's own fields, so an edit of the same fields changes nothing: a
 * pending ad takes the form's values in place (city, make, flags…), then staff approve it.
 */
async function liveAd(session: Session, word: string, overrides: Record<string, string> = {}) {
  const values = fields({ title: `Toyota Aqua ${word}`, price: '5000000', ...overrides });
  const ad = await createVehicle(ctx.db, {
    userId: session.user.id,
    status: 'pending',
    approvedAt: null,
    expiresAt: null,
  });
  const sent = await edit(session, ad.id, values);
  expect(sent.json()).toMatchObject({ outcome: 'applied' });
  const approved = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/ads/${ad.id}/approve`,
    headers: staff.bearer,
  });
  expect(approved.statusCode, approved.body).toBe(204);
  return { ad, values };
}

describe('POST /api/me/listings/:id/renew', () => {
  it('puts an expired ad live for its package’s validity without review, and search finds it at once', async () => {
    const seller = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, {
      userId: seller.user.id,
      title: 'Toyota Aqua renewable',
      expiresAt: new Date(Date.now() - DAY),
    });
    expect(await searchFinds(ad.id, 'renewable')).toBe(false);

    const before = Date.now();
    const response = await renew(seller, ad.id);
    expect(response.statusCode, response.body).toBe(200);
    const { expiresAt } = RenewResponseSchema.parse(response.json());
    const expected = addMonths(new Date(before), 1).getTime();
    expect(new Date(expiresAt).getTime()).toBeGreaterThanOrEqual(expected);
    expect(new Date(expiresAt).getTime()).toBeLessThan(expected + 60_000);

    const renewed = await row(ad.id);
    expect(renewed.status).toBe('active');
    expect(await searchFinds(ad.id, 'renewable')).toBe(true);
    const [search] = await ctx.db
      .select()
      .from(listingSearch)
      .where(eq(listingSearch.vehicleId, ad.id));
    expect(search?.expiresAt.toISOString()).toBe(expiresAt);
  });

  it('renews an ad whose status is expired, and a live one from its current expiry', async () => {
    const seller = await signUpAndIn(ctx.app);
    const lapsed = await createVehicle(ctx.db, {
      userId: seller.user.id,
      status: 'expired',
      package: 'featured',
      expiresAt: new Date(Date.now() - 5 * DAY),
    });
    const lapsedAnswer = await renew(seller, lapsed.id);
    expect(lapsedAnswer.statusCode).toBe(200);
    expect((await row(lapsed.id)).status).toBe('active');
    const twoMonths = addMonths(new Date(), 2).getTime();
    expect(Math.abs((await row(lapsed.id)).expiresAt!.getTime() - twoMonths)).toBeLessThan(60_000);

    const live = await createVehicle(ctx.db, { userId: seller.user.id });
    await renew(seller, live.id);
    expect((await row(live.id)).expiresAt!.toISOString()).toBe(
      addMonths(live.expiresAt!, 1).toISOString(),
    );
  });

  it('refuses pending, sold and rejected ads with 409 and a sentence, and others’ ads with 404', async () => {
    const seller = await signUpAndIn(ctx.app);
    for (const status of ['pending', 'sold', 'rejected'] as const) {
      const ad = await createVehicle(ctx.db, {
        userId: seller.user.id,
        status,
        expiresAt: status === 'pending' ? null : new Date(Date.now() - DAY),
      });
      const response = await renew(seller, ad.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: LIFECYCLE_MESSAGES.cannotRenew });
    }
    const other = await signUpAndIn(ctx.app);
    const theirs = await createVehicle(ctx.db, {
      userId: other.user.id,
      expiresAt: new Date(Date.now() - DAY),
    });
    const response = await renew(seller, theirs.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: LISTING_MESSAGES.notFound });
    expect((await row(theirs.id)).expiresAt).toEqual(theirs.expiresAt);
  });
});

describe('one-tap links', () => {
  async function links(ad: { id: number; userId: number; expiresAt: Date | null }) {
    const key = await ctx.app.repos.secrets.get(LINK_KEY_NAME);
    const urls = listingActionUrls('https://carmarket.test', ad, new Date(), key);
    const token = (url: string) => new URL(url).searchParams.get('token')!;
    return { key, renew: token(urls.renewUrl), sold: token(urls.soldUrl), urls };
  }

  it('renews once: a second use of the same link does nothing more', async () => {
    const seller = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, {
      userId: seller.user.id,
      expiresAt: new Date(Date.now() + 2 * DAY),
    });
    const { renew: token, urls } = await links(ad);
    expect(urls.renewUrl).toMatch(/^https:\/\/carmarket\.test\/listing-action\?token=/);

    // Reading what it will do changes nothing.
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/listing-actions?token=${encodeURIComponent(token)}`,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ action: 'renew', adId: ad.id });
    expect((await row(ad.id)).expiresAt).toEqual(ad.expiresAt);

    const first = await act(token);
    expect(first.statusCode, first.body).toBe(200);
    const done = ListingActionResponseSchema.parse(first.json());
    expect(done).toMatchObject({ action: 'renew', adId: ad.id, title: ad.title });
    expect(done.expiresAt).toBe(addMonths(ad.expiresAt!, 1).toISOString());

    const second = await act(token);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ message: LIFECYCLE_MESSAGES.linkInvalid });
    expect((await row(ad.id)).expiresAt!.toISOString()).toBe(done.expiresAt);
  });

  it('act only for an active account and an ad staff do not hold (issue 29)', async () => {
    const suspendedSeller = await signUpAndIn(ctx.app);
    const ofSuspended = await createVehicle(ctx.db, {
      userId: suspendedSeller.user.id,
      expiresAt: new Date(Date.now() + 2 * DAY),
    });
    const suspendedLinks = await links(ofSuspended);
    await ctx.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspendedSeller.user.id));

    const reportedSeller = await signUpAndIn(ctx.app);
    const held = await createVehicle(ctx.db, {
      userId: reportedSeller.user.id,
      expiresAt: new Date(Date.now() + 2 * DAY),
      heldFor: 'reports',
      heldAt: new Date(),
    });
    const heldLinks = await links(held);

    for (const token of [
      suspendedLinks.renew,
      suspendedLinks.sold,
      heldLinks.renew,
      heldLinks.sold,
    ]) {
      const preview = await ctx.app.inject({
        method: 'GET',
        url: `/api/listing-actions?token=${encodeURIComponent(token)}`,
      });
      expect(preview.statusCode).toBe(400);
      const answer = await act(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: LIFECYCLE_MESSAGES.linkInvalid });
    }
    expect(await row(ofSuspended.id)).toMatchObject({
      status: 'active',
      expiresAt: ofSuspended.expiresAt,
    });
    expect(await row(held.id)).toMatchObject({ status: 'active', expiresAt: held.expiresAt });
  });

  it('marks a live ad sold once', async () => {
    const seller = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, { userId: seller.user.id });
    const { sold } = await links(ad);
    expect((await act(sold)).statusCode).toBe(200);
    expect((await row(ad.id)).status).toBe('sold');
    expect((await act(sold)).statusCode).toBe(400);
  });

  it('refuses a tampered, foreign-key or expired token with the same sentence', async () => {
    const seller = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, { userId: seller.user.id });
    const { key, renew: token } = await links(ad);
    const [payload, signature] = token.split('.') as [string, string];
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      ad: number;
    };
    const otherPayload = Buffer.from(JSON.stringify({ ...claim, ad: claim.ad + 1 })).toString(
      'base64url',
    );
    const expired = signListingAction(key, {
      action: 'renew',
      adId: ad.id,
      userId: seller.user.id,
      adExpiresAt: ad.expiresAt,
      validUntil: new Date(Date.now() - 1000),
    });
    const forged = signListingAction('not the key', {
      action: 'sold',
      adId: ad.id,
      userId: seller.user.id,
      adExpiresAt: ad.expiresAt,
      validUntil: new Date(Date.now() + DAY),
    });
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      expired,
      forged,
      'nonsense',
      `${payload}.${signature}.x`,
    ]) {
      const response = await act(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ message: LIFECYCLE_MESSAGES.linkInvalid });
    }
    expect(await row(ad.id)).toMatchObject({ status: 'active', expiresAt: ad.expiresAt });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/listing-actions',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: expect.any(String) });
  });

  it('keeps the same key across calls (stored once in the database)', async () => {
    const first = await ctx.app.repos.secrets.get(LINK_KEY_NAME);
    expect(await ctx.app.repos.secrets.get(LINK_KEY_NAME)).toBe(first);
    expect(first.length).toBeGreaterThanOrEqual(40);
  });
});

describe('adsDueForExpiryReminder', () => {
  it('returns live ads expiring within the window, once per expiry', async () => {
    const seller = await signUpAndIn(ctx.app);
    const now = new Date();
    const soon = await createVehicle(ctx.db, {
      userId: seller.user.id,
      expiresAt: new Date(now.getTime() + 2 * DAY),
    });
    const later = await createVehicle(ctx.db, {
      userId: seller.user.id,
      expiresAt: new Date(now.getTime() + 10 * DAY),
    });
    const repo = ctx.app.repos.myListings;
    const due = async () => (await repo.adsDueForExpiryReminder(now)).map((ad) => ad.id);
    expect(await due()).toContain(soon.id);
    expect(await due()).not.toContain(later.id);
    await repo.markExpiryReminded(soon.id, soon.expiresAt!);
    expect(await due()).not.toContain(soon.id);
    // A renewal makes a new expiry, which gets its own reminder when it comes near.
    await renew(seller, soon.id);
    const renewedExpiry = (await row(soon.id)).expiresAt!;
    const nearNew = await repo.adsDueForExpiryReminder(new Date(renewedExpiry.getTime() - DAY));
    expect(nearNew.map((ad) => ad.id)).toContain(soon.id);
  });
});

describe('PUT /api/me/listings/:id', () => {
  it('keeps the live version in search and on the page until staff approve the edit', async () => {
    const seller = await signUpAndIn(ctx.app);
    const { ad, values } = await liveAd(seller, 'Zephyrold');
    const response = await edit(seller, ad.id, {
      ...values,
      title: 'Toyota Aqua Quasarnew',
      price: '4850000',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'review',
      message: LIFECYCLE_MESSAGES.editSentForReview,
    });

    expect(await searchFinds(ad.id, 'Zephyrold')).toBe(true);
    expect(await searchFinds(ad.id, 'Quasarnew')).toBe(false);
    expect(await detail(ad.id)).toMatchObject({
      title: 'Toyota Aqua Zephyrold',
      price: 5_000_000,
      // Only the price it was listed at (issue 37's shape): the edit waiting changed nothing.
      priceHistory: [{ price: 5_000_000, changedAt: expect.any(String) }],
    });
    const mine = MyListingsResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/me/listings', headers: seller.bearer })
      ).json(),
    );
    expect(mine.cars.find((car) => car.id === ad.id)?.edit).toEqual({
      status: 'pending',
      rejectionReason: null,
    });
    // The wizard reopens on what the seller last sent.
    const editable = EditableAdSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/me/listings/${ad.id}/edit`,
          headers: seller.bearer,
        })
      ).json(),
    );
    expect(editable).toMatchObject({ hasPendingEdit: true, status: 'active' });
    expect(editable.fields.title).toBe('Toyota Aqua Quasarnew');

    const queue = AdminAdEditsResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/ad-edits', headers: staff.bearer })
      ).json(),
    );
    const waiting = queue.edits.find((item) => item.ad.id === ad.id);
    expect(waiting?.ad.title).toBe('Toyota Aqua Zephyrold');
    expect(waiting?.changes).toEqual([
      { field: 'Title', from: 'Toyota Aqua Zephyrold', to: 'Toyota Aqua Quasarnew' },
      { field: 'Price', from: 'Rs. 5,000,000', to: 'Rs. 4,850,000' },
    ]);

    const badge = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/ads/pending-count',
          headers: staff.bearer,
        })
      ).json<{ count: number }>().count;
    const waitingBefore = await badge();
    expect(waitingBefore).toBeGreaterThanOrEqual(1);

    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ad-edits/${ad.id}/approve`,
      headers: staff.bearer,
    });
    expect(approved.statusCode).toBe(204);
    expect(await badge()).toBe(waitingBefore - 1);
    expect(await searchFinds(ad.id, 'Quasarnew')).toBe(true);
    expect(await searchFinds(ad.id, 'Zephyrold')).toBe(false);
    const after = await detail(ad.id);
    expect(after).toMatchObject({ title: 'Toyota Aqua Quasarnew', price: 4_850_000 });
    expect(after.priceHistory).toEqual([
      { price: 4_850_000, changedAt: expect.any(String) },
      { price: 5_000_000, changedAt: after.listedAt },
    ]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ad-edits/${ad.id}/approve`,
      headers: staff.bearer,
    });
    expect(again.statusCode).toBe(404);
  });

  it('a rejected edit leaves the live ad as it was and tells the owner why', async () => {
    const seller = await signUpAndIn(ctx.app);
    const { ad, values } = await liveAd(seller, 'Keepthis');
    await edit(seller, ad.id, { ...values, description: 'Call me on WhatsApp for a better deal.' });
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ad-edits/${ad.id}/reject`,
      headers: staff.bearer,
      payload: { reason: 'Please keep contact details out of the description.' },
    });
    expect(rejected.statusCode).toBe(204);
    expect((await detail(ad.id)).description).toBe(values.description);
    expect(await searchFinds(ad.id, 'Keepthis')).toBe(true);
    const mine = MyListingsResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/me/listings', headers: seller.bearer })
      ).json(),
    );
    expect(mine.cars.find((car) => car.id === ad.id)?.edit).toEqual({
      status: 'rejected',
      rejectionReason: 'Please keep contact details out of the description.',
    });
  });

  it('applies a lower price alone at once and records it; a higher price waits', async () => {
    const seller = await signUpAndIn(ctx.app);
    const { ad, values } = await liveAd(seller, 'Cheaper');
    const drop = await edit(seller, ad.id, { ...values, price: '4850000' });
    expect(drop.json()).toEqual({ outcome: 'applied', message: LIFECYCLE_MESSAGES.editApplied });
    const page = await detail(ad.id);
    expect(page).toMatchObject({ price: 4_850_000 });
    expect(page.priceHistory).toEqual([
      { price: 4_850_000, changedAt: expect.any(String) },
      { price: 5_000_000, changedAt: page.listedAt },
    ]);

    // A higher price waits for staff; nothing is recorded until it applies.
    const rise = await edit(seller, ad.id, { ...values, price: '5500000' });
    expect(rise.json()).toMatchObject({ outcome: 'review' });
    expect((await detail(ad.id)).price).toBe(4_850_000);
    const drops = await ctx.db.select().from(priceChanges).where(eq(priceChanges.vehicleId, ad.id));
    expect(drops).toHaveLength(1);

    // Issue 37: once a rise applies (staff approve it; any writer), it is kept as a drop is, and
    // the page's history lists every price, newest first.
    const risenAt = new Date();
    await ctx.db
      .update(vehicles)
      .set({ price: 5_200_000, updatedAt: risenAt })
      .where(eq(vehicles.id, ad.id));
    const risen = await detail(ad.id);
    expect(risen.priceHistory).toEqual([
      { price: 5_200_000, changedAt: risenAt.toISOString() },
      { price: 4_850_000, changedAt: expect.any(String) },
      { price: 5_000_000, changedAt: page.listedAt },
    ]);
    const changes = await ctx.db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.vehicleId, ad.id));
    expect(changes.map((change) => [change.oldPrice, change.newPrice]).sort()).toEqual([
      [4_850_000, 5_200_000],
      [5_000_000, 4_850_000],
    ]);
  });

  it('records no price change of an ad that is not live, nor a write that keeps the price', async () => {
    const seller = await signUpAndIn(ctx.app);
    const sold = await createVehicle(ctx.db, { userId: seller.user.id, status: 'sold' });
    await ctx.db.update(vehicles).set({ price: 6_000_000 }).where(eq(vehicles.id, sold.id));
    const live = await createVehicle(ctx.db, { userId: seller.user.id });
    await ctx.db.update(vehicles).set({ price: live.price }).where(eq(vehicles.id, live.id));
    for (const id of [sold.id, live.id]) {
      expect(
        await ctx.db.select().from(priceChanges).where(eq(priceChanges.vehicleId, id)),
      ).toEqual([]);
    }
  });

  it('changes a pending ad in place, still pending, and records no price history', async () => {
    const seller = await signUpAndIn(ctx.app);
    const ad = await createVehicle(ctx.db, {
      userId: seller.user.id,
      status: 'pending',
      approvedAt: null,
      expiresAt: null,
    });
    const response = await edit(
      seller,
      ad.id,
      fields({ title: 'Honda Fit pending', price: '100' }),
    );
    expect(response.json()).toEqual({
      outcome: 'applied',
      message: LIFECYCLE_MESSAGES.pendingEditSaved,
    });
    expect(await row(ad.id)).toMatchObject({ status: 'pending', title: 'Honda Fit pending' });
    expect(
      await ctx.db.select().from(priceChanges).where(eq(priceChanges.vehicleId, ad.id)),
    ).toEqual([]);
  });

  it('refuses sold, expired and rejected ads with 409, others’ ads with 404, bad input with the new-ad sentences', async () => {
    const seller = await signUpAndIn(ctx.app);
    for (const overrides of [
      { status: 'sold' as const },
      { status: 'rejected' as const },
      { status: 'expired' as const },
      { expiresAt: new Date(Date.now() - DAY) },
    ]) {
      const ad = await createVehicle(ctx.db, { userId: seller.user.id, ...overrides });
      const response = await edit(seller, ad.id, fields());
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: LIFECYCLE_MESSAGES.cannotEdit });
    }
    const other = await signUpAndIn(ctx.app);
    const theirs = await createVehicle(ctx.db, { userId: other.user.id });
    const foreign = await edit(seller, theirs.id, fields({ title: 'Mine now' }));
    expect(foreign.statusCode).toBe(404);
    expect((await row(theirs.id)).title).toBe(theirs.title);
    const foreignRead = await ctx.app.inject({
      method: 'GET',
      url: `/api/me/listings/${theirs.id}/edit`,
      headers: seller.bearer,
    });
    expect(foreignRead.statusCode).toBe(404);

    const mine = await createVehicle(ctx.db, { userId: seller.user.id });
    const noTitle = await edit(seller, mine.id, fields({ title: '' }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({ message: 'Please enter ad title' });
    const badPrice = await edit(seller, mine.id, fields({ price: 'cheap' }));
    expect(badPrice.json()).toMatchObject({ message: 'Invalid price format' });
    const noCity = await edit(seller, mine.id, fields({ cityId: '999999' }));
    expect(noCity.json()).toMatchObject({ message: 'Please select city' });
    const signedOut = await ctx.app.inject({
      method: 'PUT',
      url: `/api/me/listings/${mine.id}`,
      payload: fields(),
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
