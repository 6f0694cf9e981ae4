import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vehicleMedia, vehicles } from '@carmarket/db/schema';
import { type ListingStatus } from '@carmarket/shared/ad';
import { AdminAdsResponseSchema } from '@carmarket/shared/staff-moderation';
import { phoneFlagged } from '@carmarket/shared/ad-signals';
import { AdminAdEditsResponseSchema, EDIT_KEEP_PHOTOS_FIELD } from '@carmarket/shared/ad-lifecycle';
import { multipartBody, signUpAndIn, signUpStaff } from '../../test/accounts';
import { adFieldsFor, jpeg, postAd, type UploadFile } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';
import { recycledCopy, scenePhoto } from '../../test/scene-photos';

/** The duplicate-photo and phone signals on the staff ad list (issue 18, decision 095). */

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Session;
let fields: Awaited<ReturnType<typeof adFieldsFor>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
  fields = await adFieldsFor(ctx.db);
});
afterAll(async () => {
  await ctx.app.close();
});

const jpegFile = (data: Buffer, name = 'car.jpg'): UploadFile => ({
  data,
  filename: name,
  type: 'image/jpeg',
});

/** Posts a pending ad with these photos (img1, img2…) and returns its id. */
async function post(seller: Session, photos: Buffer[], overrides: Record<string, string> = {}) {
  const files = Object.fromEntries(
    photos.map((data, index) => [`img${index + 1}`, jpegFile(data, `photo-${index + 1}.jpg`)]),
  );
  const posted = await postAd(ctx.app, seller.bearer, fields(overrides), files);
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json<{ id: number }>().id;
}

/** The seller edits the ad to carry just this photo (PUT /api/me/listings/:id). */
async function editToPhoto(seller: Session, id: number, photo: Buffer) {
  const body = await multipartBody(
    { ...fields(), [EDIT_KEEP_PHOTOS_FIELD]: 'img1' },
    { img1: jpegFile(photo) },
  );
  const edited = await ctx.app.inject({
    method: 'PUT',
    url: `/api/me/listings/${id}`,
    payload: body.payload,
    headers: { ...seller.bearer, ...body.headers },
  });
  expect(edited.statusCode, edited.body).toBe(200);
}

/** The ad as staff read it in GET /api/admin/ads (found by its id in the status's tab). */
async function staffView(id: number, status: ListingStatus = 'pending') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/ads?status=${status}&q=${id}`,
    headers: staff.bearer,
  });
  expect(response.statusCode, response.body).toBe(200);
  const ad = AdminAdsResponseSchema.parse(response.json()).cars.find((car) => car.id === id);
  if (!ad) throw new Error(`ad ${id} is not in the ${status} list`);
  return ad;
}

describe('duplicate-photo signal', () => {
  it("flags a later ad whose photo is another seller's photo re-encoded, side by side", async () => {
    const original = await scenePhoto(101);
    const sellerA = await signUpAndIn(ctx.app);
    const sellerB = await signUpAndIn(ctx.app);
    const adA = await post(sellerA, [await scenePhoto(102), original]);
    const adB = await post(sellerB, [await recycledCopy(original)]);

    const b = await staffView(adB);
    expect(b.signals.duplicatePhotoOf).toEqual([adA]);
    expect(b.signals.duplicatePhotos).toHaveLength(1);
    const [pair] = b.signals.duplicatePhotos;
    expect(pair?.matchAdId).toBe(adA);
    expect(pair?.matchSellerId).toBe(sellerA.user.id);
    // Both pictures, each a stored file of its own ad, as the side-by-side view shows them.
    const [photoB] = await ctx.db
      .select()
      .from(vehicleMedia)
      .where(eq(vehicleMedia.vehicleId, adB));
    const [, photoA] = await ctx.db
      .select()
      .from(vehicleMedia)
      .where(eq(vehicleMedia.vehicleId, adA))
      .orderBy(vehicleMedia.position);
    expect(pair?.photo).toBe(`/media/${photoB?.variants['640']}`);
    expect(pair?.matchPhoto).toBe(`/media/${photoA?.variants['640']}`);
    const served = await ctx.app.inject({ method: 'GET', url: pair?.matchPhoto ?? '' });
    expect(served.statusCode).toBe(200);

    // The original, posted first, is not the copy.
    const a = await staffView(adA);
    expect(a.signals.duplicatePhotoOf).toEqual([]);
    expect(a.signals.duplicatePhotos).toEqual([]);
  });

  it("tells staff a matching ad has expired by the app's clock, not the database's", async () => {
    // A photo no other test posts, so no other ad matches it.
    const original = await scenePhoto(221);
    const [first, copier] = [await signUpAndIn(ctx.app), await signUpAndIn(ctx.app)];
    const adA = await post(first, [original]);
    const adB = await post(copier, [await recycledCopy(original)]);
    const expiresAt = new Date(Date.now() + DAY);
    await ctx.db
      .update(vehicles)
      .set({ status: 'active', approvedAt: new Date(), expiresAt })
      .where(eq(vehicles.id, adA));

    const statusAt = async (now: Date) => {
      const matches = await ctx.app.repos.signals.photoMatches([adB], now);
      expect(matches.map((match) => match.matchAdId)).toEqual([adA]);
      return matches[0]?.matchStatus;
    };
    expect(await statusAt(new Date(expiresAt.getTime() - 1))).toBe('active');
    expect(await statusAt(expiresAt)).toBe('expired');
  });

  it('does not flag a seller reusing their own photos in a new ad', async () => {
    const own = await scenePhoto(111);
    const seller = await signUpAndIn(ctx.app);
    await post(seller, [own]);
    const again = await post(seller, [await recycledCopy(own)]);
    expect((await staffView(again)).signals.duplicatePhotoOf).toEqual([]);
  });

  it('does not flag an owner re-posting their photo after another seller copied it', async () => {
    const own = await scenePhoto(115);
    const owner = await signUpAndIn(ctx.app);
    const copier = await signUpAndIn(ctx.app);
    const first = await post(owner, [own]);
    const copy = await post(copier, [await recycledCopy(own)]);
    const again = await post(owner, [own]);
    expect((await staffView(copy)).signals.duplicatePhotoOf).toEqual([first]);
    expect((await staffView(again)).signals.duplicatePhotoOf).toEqual([]);
  });

  it.each<[string, number, Partial<typeof vehicles.$inferInsert>, ListingStatus]>([
    ['sold', 121, { status: 'sold', soldAt: new Date() }, 'sold'],
    ['removed (rejected)', 122, { status: 'rejected', rejectionReason: 'Scam' }, 'rejected'],
    [
      'live',
      123,
      { status: 'active', approvedAt: new Date(), expiresAt: new Date(Date.now() + 9e8) },
      'active',
    ],
    [
      'expired',
      124,
      { status: 'active', approvedAt: new Date(0), expiresAt: new Date(1000) },
      'expired',
    ],
  ])("flags a copy of a photo of another seller's %s ad", async (_name, seed, state, status) => {
    const original = await scenePhoto(seed);
    const sellerA = await signUpAndIn(ctx.app);
    const adA = await post(sellerA, [original]);
    await ctx.db.update(vehicles).set(state).where(eq(vehicles.id, adA));
    expect((await staffView(adA, status)).id).toBe(adA);

    const sellerB = await signUpAndIn(ctx.app);
    const adB = await post(sellerB, [await recycledCopy(original)]);
    expect((await staffView(adB)).signals.duplicatePhotoOf).toEqual([adA]);
  });

  it('does not flag a different photo, nor blank pictures that are all alike', async () => {
    const sellerA = await signUpAndIn(ctx.app);
    const sellerB = await signUpAndIn(ctx.app);
    await post(sellerA, [await scenePhoto(131), await jpeg({ colour: '#227755' })]);
    const adB = await post(sellerB, [await scenePhoto(132), await jpeg({ colour: '#227755' })]);
    expect((await staffView(adB)).signals.duplicatePhotoOf).toEqual([]);
    // The blank picture is stored without a hash; the real photo has one.
    const rows = await ctx.db.select().from(vehicleMedia).where(eq(vehicleMedia.vehicleId, adB));
    expect(rows.map((row) => row.phash === null).sort()).toEqual([false, true]);
  });

  it('does not count one stored file shared by ads (the demo photo pool) as a re-post', async () => {
    const sellerA = await signUpAndIn(ctx.app);
    const sellerB = await signUpAndIn(ctx.app);
    const adA = await post(sellerA, [await scenePhoto(141)]);
    const adB = await post(sellerB, [await scenePhoto(142)]);
    const [shared] = await ctx.db
      .select()
      .from(vehicleMedia)
      .where(eq(vehicleMedia.vehicleId, adA));
    if (!shared) throw new Error('no photo');
    await ctx.db
      .update(vehicleMedia)
      .set({ storageKey: shared.storageKey, variants: shared.variants, phash: shared.phash })
      .where(eq(vehicleMedia.vehicleId, adB));
    expect((await staffView(adB)).signals.duplicatePhotoOf).toEqual([]);
  });

  it("keeps a photo's hash through an edit: a pending ad edited to carry a copy is flagged", async () => {
    const original = await scenePhoto(151);
    const sellerA = await signUpAndIn(ctx.app);
    const sellerB = await signUpAndIn(ctx.app);
    const adA = await post(sellerA, [original]);
    const adB = await post(sellerB, [await scenePhoto(152)]);
    await editToPhoto(sellerB, adB, await recycledCopy(original));
    expect((await staffView(adB)).signals.duplicatePhotoOf).toEqual([adA]);
  });

  it('flags a live ad after staff approve an edit that swaps in a copied photo', async () => {
    const original = await scenePhoto(161);
    const sellerA = await signUpAndIn(ctx.app);
    const sellerB = await signUpAndIn(ctx.app);
    const adA = await post(sellerA, [original]);
    const adB = await post(sellerB, [await scenePhoto(162)]);
    const approve = (url: string) => ctx.app.inject({ method: 'POST', url, headers: staff.bearer });
    expect((await approve(`/api/admin/ads/${adB}/approve`)).statusCode).toBe(204);
    await editToPhoto(sellerB, adB, await recycledCopy(original));
    // Waiting for staff, the ad in the edits queue carries its signals too.
    const edits = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/ad-edits',
      headers: staff.bearer,
    });
    const waiting = AdminAdEditsResponseSchema.parse(edits.json()).edits.find(
      (entry) => entry.ad.id === adB,
    );
    expect(waiting?.ad.signals.phoneAds).toBeGreaterThan(0);
    expect((await approve(`/api/admin/ad-edits/${adB}/approve`)).statusCode).toBe(204);
    expect((await staffView(adB, 'active')).signals.duplicatePhotoOf).toEqual([adA]);
  });
});

describe('phone signal', () => {
  it('counts the ads and the accounts using a number, however it is written', async () => {
    const number = '0719990001';
    // Posting needs the ad's phone to be the seller's verified mobile (issue 36).
    const sellerA = await signUpAndIn(ctx.app, { mobile: number });
    const adA = await post(sellerA, [await scenePhoto(171)], { phone: number });
    // An older ad written with the country code and spaces, by another account.
    const other = await createUser(ctx.db, { mobile: '0700000001' });
    await createVehicle(ctx.db, { userId: other.id, phone: '+94 71 999 0001' });
    // A third account with the number as its mobile, and no ad.
    await createUser(ctx.db, { mobile: number });
    // The same seller's second ad adds an ad, not an account.
    await post(sellerA, [await scenePhoto(172)], { phone: number });
    await createVehicle(ctx.db, { userId: sellerA.user.id, phone: '071-999-0001' });

    const ad = await staffView(adA);
    expect(ad.signals.phoneAds).toBe(4);
    expect(ad.signals.phoneAccounts).toBe(3);
    // Of them, only the seller proved the number is theirs (issue 36).
    expect(ad.signals.phoneVerifiedAccounts).toBe(1);
  });

  it('counts more than three accounts for a number four sellers use', async () => {
    const number = '0719990002';
    const ids: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const seller = await signUpAndIn(ctx.app, { mobile: number });
      ids.push(await post(seller, [await scenePhoto(180 + index)], { phone: number }));
    }
    const last = await staffView(ids[3] as number);
    expect(last.signals).toMatchObject({
      phoneAccounts: 4,
      phoneAds: 4,
      phoneVerifiedAccounts: 4,
    });
  });

  it('reads one account and one ad for a number nobody else uses', async () => {
    const seller = await signUpAndIn(ctx.app, { mobile: '0719990003' });
    const id = await post(seller, [await scenePhoto(190)], { phone: '0719990003' });
    expect((await staffView(id)).signals).toMatchObject({
      phoneAccounts: 1,
      phoneAds: 1,
      phoneVerifiedAccounts: 1,
    });
    const stored = await ctx.db
      .select({ key: vehicles.phoneKey })
      .from(vehicles)
      .where(and(eq(vehicles.id, id)));
    expect(stored[0]?.key).toBe('0719990003');
  });
});

describe('phone signal on an edit of a live ad', () => {
  it("counts the edit's new number as for a new ad, and the ad's once staff approve", async () => {
    const number = '0719990004';
    for (let index = 0; index < 3; index += 1) {
      const seller = await signUpAndIn(ctx.app, { mobile: number });
      await post(seller, [await scenePhoto(200 + index)], { phone: number });
    }
    const seller = await signUpAndIn(ctx.app, { mobile: '0719990005' });
    const id = await post(seller, [await scenePhoto(203)], { phone: '0719990005' });
    const approve = (url: string) => ctx.app.inject({ method: 'POST', url, headers: staff.bearer });
    expect((await approve(`/api/admin/ads/${id}/approve`)).statusCode).toBe(204);

    // A number swapped in after approval: the seller's new mobile, verified (issue 36).
    await ctx.db
      .update(users)
      .set({ mobile: number, phoneVerifiedAt: new Date() })
      .where(eq(users.id, seller.user.id));
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/me/listings/${id}`,
      headers: seller.bearer,
      payload: fields({ phone: number }),
    });
    expect(edited.json()).toMatchObject({ outcome: 'review' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/ad-edits',
      headers: staff.bearer,
    });
    const waiting = AdminAdEditsResponseSchema.parse(response.json()).edits.find(
      (entry) => entry.ad.id === id,
    );
    // The live ad's number is its own; the edit's is used by three other accounts.
    expect(waiting?.ad.signals).toMatchObject({ phoneAccounts: 1, phoneAds: 1 });
    expect(waiting?.signals).toEqual({ phoneAccounts: 4, phoneAds: 4, phoneVerifiedAccounts: 4 });
    expect(phoneFlagged(waiting!.signals)).toBe(true);

    expect((await approve(`/api/admin/ad-edits/${id}/approve`)).statusCode).toBe(204);
    expect((await staffView(id, 'active')).signals).toMatchObject({
      phoneAccounts: 4,
      phoneAds: 4,
    });
    const later = await signUpAndIn(ctx.app, { mobile: number });
    const next = await post(later, [await scenePhoto(204)], { phone: number });
    expect((await staffView(next)).signals).toMatchObject({ phoneAccounts: 5, phoneAds: 5 });
  });

  it("counts the edit's number once when it keeps the ad's own", async () => {
    const seller = await signUpAndIn(ctx.app, { mobile: '0719990006' });
    const id = await post(seller, [await scenePhoto(205)], { phone: '0719990006' });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ads/${id}/approve`,
      headers: staff.bearer,
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/me/listings/${id}`,
      headers: seller.bearer,
      payload: fields({ phone: '0719990006', model: 'Axio' }),
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/ad-edits',
      headers: staff.bearer,
    });
    const waiting = AdminAdEditsResponseSchema.parse(response.json()).edits.find(
      (entry) => entry.ad.id === id,
    );
    expect(waiting?.signals).toEqual({ phoneAccounts: 1, phoneAds: 1, phoneVerifiedAccounts: 1 });
  });
});
