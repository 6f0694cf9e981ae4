import { access } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingSearch, vehicleRevisions, vehicles } from '@carmarket/db/schema';
import { AD_MESSAGES } from '@carmarket/shared/ad';
import {
  AdminAdEditsResponseSchema,
  EDIT_KEEP_PHOTOS_FIELD,
  EditableAdSchema,
  LIFECYCLE_MESSAGES,
} from '@carmarket/shared/ad-lifecycle';
import { PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { VehicleDetailSchema } from '@carmarket/shared/vehicle-detail';
import { multipartBody, signUpAndIn, signUpStaff } from '../../test/accounts';
import {
  adFieldsFor,
  adPhotoRows,
  listFiles,
  mp4,
  photo,
  postAd,
  setPackage,
  type UploadFile,
} from '../../test/ads';
import { DAY } from '../../test/factories';
import { buildTestApp } from '../../test/build-test-app';
import { sweepLeftovers } from '../media/leftover-sweep';

/** Editing an ad's photos (issue 16 point 5, decision 081). */

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Session;
let fields: Awaited<ReturnType<typeof adFieldsFor>>;

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
  fields = await adFieldsFor(ctx.db);
});
afterAll(async () => {
  await ctx.app.close();
});

const exists = (key: string) =>
  access(path.join(ctx.mediaDir, key)).then(
    () => true,
    () => false,
  );

const imageRows = (id: number) => adPhotoRows(ctx.db, id);

async function editable(session: Session, id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/me/listings/${id}/edit`,
    headers: session.bearer,
  });
  expect(response.statusCode, response.body).toBe(200);
  return EditableAdSchema.parse(response.json());
}

/** PUT /api/me/listings/:id as multipart: the fields, the photos kept and new ones. */
async function editPhotos(
  session: Session,
  id: number,
  keep: string[],
  files: Record<string, UploadFile> = {},
  overrides: Record<string, string> = {},
) {
  const body = await multipartBody(
    { ...fields(overrides), [EDIT_KEEP_PHOTOS_FIELD]: keep.join(',') },
    files,
  );
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/me/listings/${id}`,
    payload: body.payload,
    headers: { ...session.bearer, ...body.headers },
  });
}

/** An ad posted through the API with real photos; approved by staff unless `pending`. */
async function postedAd(session: Session, options: { pending?: boolean; photos?: number } = {}) {
  const files: Record<string, UploadFile> = {};
  for (let index = 1; index <= (options.photos ?? 2); index += 1) {
    files[`img${index}`] = await photo(`old-${index}.jpg`, { colour: '#2255aa' });
  }
  const posted = await postAd(ctx.app, session.bearer, fields(), files);
  expect(posted.statusCode, posted.body).toBe(201);
  const id = posted.json<{ id: number }>().id;
  if (!options.pending) {
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ads/${id}/approve`,
      headers: staff.bearer,
    });
    expect(approved.statusCode, approved.body).toBe(204);
  }
  return { id, photos: await imageRows(id) };
}

async function detailImages(id: number): Promise<string[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return VehicleDetailSchema.parse(response.json()).images.map((image) => image.path);
}

async function cardImage(id: number) {
  const [row] = await ctx.db
    .select({ cardImage: listingSearch.cardImage })
    .from(listingSearch)
    .where(eq(listingSearch.vehicleId, id));
  return row?.cardImage?.['320'];
}

/**
 * The files of photos' variants; never none, so a loop over them checks something (a photo
 * without variants, or no photos, would otherwise pass every check in the loop).
 */
function filesOf(rows: Array<{ variants: Partial<Record<string, string>> }>): string[] {
  const files = rows.flatMap((row) =>
    Object.values(row.variants).filter((key): key is string => !!key),
  );
  expect(files.length, 'photos to check').toBeGreaterThan(0);
  return files;
}

async function stagedPhotos(id: number) {
  const [row] = await ctx.db
    .select({ photos: vehicleRevisions.photos })
    .from(vehicleRevisions)
    .where(eq(vehicleRevisions.vehicleId, id));
  return row?.photos ?? null;
}

describe('changing the photos of a live ad', () => {
  it('waits for staff: the ad page and search card keep the old photos until approval, then show the new ones', async () => {
    const seller = await signUpAndIn(ctx.app);
    const { id, photos: before } = await postedAd(seller);
    const shown = await editable(seller, id);
    expect(shown.photos.map((item) => item.key)).toEqual(before.map((row) => row.storageKey));
    const oldDetail = await detailImages(id);
    const oldCard = await cardImage(id);

    // Drop the cover, keep the second one first, add a new photo after it.
    const response = await editPhotos(seller, id, [before[1]!.storageKey], {
      img1: await photo('new-front.jpg', { colour: '#22aa55' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'review',
      message: LIFECYCLE_MESSAGES.editSentForReview,
    });

    // Buyers see the ad as it was; nothing that reads vehicle_media sees the new photo.
    expect(await imageRows(id)).toEqual(before);
    expect(await detailImages(id)).toEqual(oldDetail);
    expect(await cardImage(id)).toBe(oldCard);
    const staged = (await stagedPhotos(id))!;
    expect(staged).toHaveLength(2);
    for (const key of filesOf(staged)) expect(await exists(key)).toBe(true);
    // The seller continues from the waiting edit's photos.
    expect((await editable(seller, id)).photos.map((item) => item.key)).toEqual(
      staged.map((item) => item.storageKey),
    );

    // Staff see old and new photos side by side.
    const edits = AdminAdEditsResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/ad-edits', headers: staff.bearer })
      ).json(),
    ).edits.find((item) => item.ad.id === id);
    expect(edits?.photos?.from).toHaveLength(2);
    expect(edits?.photos?.to).toEqual(staged.map((item) => `/media/${item.variants['640']}`));

    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ad-edits/${id}/approve`,
      headers: staff.bearer,
    });
    expect(approved.statusCode, approved.body).toBe(204);

    const after = await imageRows(id);
    expect(after.map((row) => row.storageKey)).toEqual(staged.map((item) => item.storageKey));
    expect(await cardImage(id)).toBe(staged[0]!.variants['320']);
    expect(await detailImages(id)).toEqual(staged.map((item) => `/media/${item.variants['1280']}`));
    // The dropped cover's files are gone after the commit; the kept and new ones stay.
    for (const key of filesOf([before[0]!])) expect(await exists(key)).toBe(false);
    for (const key of filesOf(after)) expect(await exists(key)).toBe(true);
    expect(await stagedPhotos(id)).toBeNull();
  });

  it('on rejection keeps the live photos and deletes the new files from disk', async () => {
    const seller = await signUpAndIn(ctx.app);
    const { id, photos: before } = await postedAd(seller);
    const response = await editPhotos(seller, id, [before[0]!.storageKey], {
      img1: await photo('rejected.jpg', { colour: '#aa2222' }),
    });
    expect(response.json()).toMatchObject({ outcome: 'review' });
    const added = (await stagedPhotos(id))!.slice(1);
    for (const key of filesOf(added)) expect(await exists(key)).toBe(true);

    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ad-edits/${id}/reject`,
      headers: staff.bearer,
      payload: { reason: 'The new photo shows a phone number.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(204);

    expect(await imageRows(id)).toEqual(before);
    for (const key of filesOf(before)) expect(await exists(key)).toBe(true);
    for (const key of filesOf(added)) expect(await exists(key)).toBe(false);
  });

  it('a newer edit replaces the waiting one and its new files', async () => {
    const seller = await signUpAndIn(ctx.app);
    const { id, photos: before } = await postedAd(seller);
    await editPhotos(seller, id, [before[0]!.storageKey], { img1: await photo('first.jpg') });
    const first = (await stagedPhotos(id))!.slice(1);

    const second = await editPhotos(seller, id, [before[1]!.storageKey]);
    expect(second.json()).toMatchObject({ outcome: 'review' });
    expect((await stagedPhotos(id))!.map((item) => item.storageKey)).toEqual([
      before[1]!.storageKey,
    ]);
    for (const key of filesOf(first)) expect(await exists(key)).toBe(false);
    for (const key of filesOf(before)) expect(await exists(key)).toBe(true);
  });

  it('a text edit without photos keeps the waiting photos waiting', async () => {
    const seller = await signUpAndIn(ctx.app);
    const { id, photos: before } = await postedAd(seller);
    await editPhotos(seller, id, [before[1]!.storageKey, before[0]!.storageKey]);
    const staged = await stagedPhotos(id);
    // A lower price alone would go live at once, but the reordered photos still wait.
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/me/listings/${id}`,
      headers: seller.bearer,
      payload: fields({ price: '6000000' }),
    });
    expect(response.json()).toMatchObject({ outcome: 'review' });
    expect(await stagedPhotos(id)).toEqual(staged);
    expect(await imageRows(id)).toEqual(before);
  });

  it('deleting the ad deletes the waiting edit’s new files too', async () => {
    const seller = await signUpAndIn(ctx.app);
    const { id, photos: before } = await postedAd(seller);
    await editPhotos(seller, id, [before[0]!.storageKey], { img1: await photo('gone.jpg') });
    const staged = (await stagedPhotos(id))!;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/listings/${id}`,
      headers: seller.bearer,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    for (const key of filesOf([...before, ...staged])) expect(await exists(key)).toBe(false);
  });

  it('the start-up sweep keeps the waiting edit’s files', async () => {
    const seller = await signUpAndIn(ctx.app);
    const { id, photos: before } = await postedAd(seller);
    await editPhotos(seller, id, [before[0]!.storageKey], { img1: await photo('swept.jpg') });
    const staged = (await stagedPhotos(id))!;
    await sweepLeftovers({
      db: ctx.db,
      media: ctx.app.media,
      env: {
        uploadDir: path.join(ctx.tempDir, 'tmp', 'uploads'),
        mediaPartialsDir: path.join(ctx.tempDir, 'tmp', 'media-partials'),
        backupSnapshotsDir: path.join(ctx.tempDir, 'tmp', 'backup-snapshots'),
      },
      log: { info: () => {}, warn: () => {} },
    });
    for (const key of filesOf(staged)) expect(await exists(key)).toBe(true);
  });
});

describe('changing the photos of a pending ad', () => {
  it('applies in place and deletes the replaced files after the commit', async () => {
    const seller = await signUpAndIn(ctx.app);
    const { id, photos: before } = await postedAd(seller, { pending: true });
    const response = await editPhotos(seller, id, [before[1]!.storageKey], {
      img1: await photo('pending-new.jpg'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'applied',
      message: LIFECYCLE_MESSAGES.pendingEditSaved,
    });
    const after = await imageRows(id);
    expect(after).toHaveLength(2);
    expect(after[0]!.storageKey).toBe(before[1]!.storageKey);
    expect(after.map((row) => row.position)).toEqual([0, 1]);
    expect(await stagedPhotos(id)).toBeNull();
    for (const key of filesOf([before[0]!])) expect(await exists(key)).toBe(false);
    for (const key of filesOf(after)) expect(await exists(key)).toBe(true);
    const [ad] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, id));
    expect(ad?.status).toBe('pending');
  });

  it('takes the order keepPhotos names, a new photo as the cover too', async () => {
    const seller = await signUpAndIn(ctx.app);
    const { id, photos: before } = await postedAd(seller, { pending: true });
    const response = await editPhotos(
      seller,
      id,
      ['img1', before[1]!.storageKey, before[0]!.storageKey],
      { img1: await photo('new-cover.jpg') },
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = await imageRows(id);
    expect(after).toHaveLength(3);
    expect(after.slice(1).map((row) => row.storageKey)).toEqual([
      before[1]!.storageKey,
      before[0]!.storageKey,
    ]);
    expect(before.map((row) => row.storageKey)).not.toContain(after[0]!.storageKey);
  });
});

describe('refused photo edits', () => {
  async function refused(
    run: (seller: Session, id: number, keys: string[]) => ReturnType<typeof editPhotos>,
    pkg: PackageName = 'member',
  ) {
    const seller = await signUpAndIn(ctx.app);
    await setPackage(ctx.db, seller.user.id, pkg, new Date(Date.now() + 30 * DAY));
    const { id, photos: before } = await postedAd(seller);
    const filesBefore = await listFiles(ctx.mediaDir);
    const response = await run(
      seller,
      id,
      before.map((row) => row.storageKey),
    );
    // Nothing half-written: no new file, no revision, the live photos as they were.
    expect(await listFiles(ctx.mediaDir)).toEqual(filesBefore);
    expect(await stagedPhotos(id)).toBeNull();
    expect(await imageRows(id)).toEqual(before);
    return response;
  }

  it('needs at least one photo, in the spec’s words', async () => {
    const response = await refused((seller, id) => editPhotos(seller, id, []));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: AD_MESSAGES.photoRequired });
  });

  it('keeps to the package’s photo limit with the new ad’s sentence', async () => {
    const tier = PACKAGE_TIERS.member;
    const response = await refused(async (seller, id, keys) => {
      const files: Record<string, UploadFile> = {};
      for (let index = 1; index <= tier.maxPhotos - keys.length + 1; index += 1) {
        files[`img${index}`] = await photo(`extra-${index}.jpg`);
      }
      return editPhotos(seller, id, keys, files);
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `Your ${tier.title} package allows up to ${tier.maxPhotos} photos per ad. Please remove some.`,
    });
  });

  it('refuses a file that is not a picture with the new ad’s sentence', async () => {
    const response = await refused(async (seller, id, keys) =>
      editPhotos(seller, id, keys, {
        img1: await photo('fine.jpg'),
        img2: { data: mp4(), filename: 'photo.jpg', type: 'image/jpeg' },
      }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: 'img2 (photo.jpg) is not a JPEG, PNG or WebP image.',
    });
  });

  it('refuses a photo kept that is not the ad’s', async () => {
    const response = await refused((seller, id) =>
      editPhotos(seller, id, ['ads/someone-else/photo-1-1280.webp']),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: LIFECYCLE_MESSAGES.photoNotOnAd });
  });

  it('leaves the 360° view and the video as they are', async () => {
    const response = await refused(
      (seller, id, keys) =>
        editPhotos(seller, id, keys, { video: { data: mp4(), filename: 'clip.mp4' } }),
      'featured',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: LIFECYCLE_MESSAGES.photosOnly });
  });
});
