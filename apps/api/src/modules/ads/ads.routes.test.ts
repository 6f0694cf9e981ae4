import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vehicleMedia, vehicles } from '@carmarket/db/schema';
import {
  AD_MESSAGES,
  AD_TOASTS,
  AD_UPLOAD_LIMITS,
  AddVehicleDataResponseSchema,
  latestModelYear,
} from '@carmarket/shared/ad';
import {
  PHONE_NOT_VERIFIED_CODE,
  PHONE_VERIFICATION_MESSAGES,
} from '@carmarket/shared/phone-verification';
import { signUpAndIn } from '../../test/accounts';
import {
  adFieldsFor,
  hugePng,
  jpeg,
  listFiles,
  mp4,
  photo,
  postAd,
  setPackage,
  truncatedJpeg,
  type UploadFile,
} from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { DAY } from '../../test/factories';
import { decodedFrames, IDENTIFYING_STRINGS, videoFixture, walkBoxes } from '../../test/videos';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let adFields: Awaited<ReturnType<typeof adFieldsFor>>;
let uploadDir: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  adFields = await adFieldsFor(ctx.db);
  uploadDir = path.join(ctx.tempDir, 'tmp', 'uploads');
});
afterAll(async () => {
  await ctx.app.close();
});

async function photos(count: number): Promise<Record<string, UploadFile>> {
  const one = await photo();
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`img${i + 1}`, { ...one, filename: `p${i + 1}.jpg` }]),
  );
}

async function adsOf(userId: number) {
  return ctx.db.select().from(vehicles).where(eq(vehicles.userId, userId));
}

async function mediaOf(vehicleId: number) {
  return ctx.db
    .select()
    .from(vehicleMedia)
    .where(eq(vehicleMedia.vehicleId, vehicleId))
    .orderBy(vehicleMedia.kind, vehicleMedia.position);
}

describe('GET /api/vehicles/load-add-vehicle-data', () => {
  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles/load-add-vehicle-data',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('lists the six option lists of the wizard and the towns (issue 38), with names', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles/load-add-vehicle-data',
      headers: session.bearer,
    });
    expect(response.statusCode).toBe(200);
    const data = AddVehicleDataResponseSchema.parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'cities',
        'conditions',
        'fuelTypes',
        'makes',
        'transmissions',
        'towns',
        'vehicleTypes',
      ].sort(),
    );
    expect(data.cities).toHaveLength(25);
    for (const list of Object.values(data)) expect(list.length).toBeGreaterThan(0);
    expect(data.makes.map((make) => make.name)).toEqual(
      expect.arrayContaining(['Toyota', 'Suzuki', 'Honda']),
    );
  });
});

describe('POST /api/vehicles/new-ad', () => {
  it('needs a signed-in user', async () => {
    const response = await postAd(ctx.app, {}, adFields(), await photos(1));
    expect(response.statusCode).toBe(401);
  });

  it('stores a member ad as pending with WebP variants of its photos, and answers the spec toast', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await postAd(ctx.app, session.bearer, adFields(), {
      img1: await photo('front.jpg', { width: 2000, height: 1500 }),
      img2: await photo('side.jpg', { width: 400, height: 300, colour: '#aa2222' }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; id: number }>();
    expect(body).toMatchObject({ message: AD_TOASTS.submitted, id: expect.any(Number) });

    const [ad] = await adsOf(session.user.id);
    expect(ad).toMatchObject({
      id: body.id,
      status: 'pending',
      package: 'member',
      title: 'Toyota Aqua 2016, one owner',
      makeName: 'Toyota',
      model: 'Aqua',
      yom: 2016,
      price: 6_250_000.5,
      engineCapacity: 1500,
      mileage: 62_000,
      ongoingLease: false,
      airCondition: true,
      powerWindow: false,
      approvedAt: null,
      expiresAt: null,
    });

    const media = await mediaOf(body.id);
    expect(media.map((m) => [m.kind, m.position])).toEqual([
      ['image', 0],
      ['image', 1],
    ]);
    // The big photo is scaled to 1280 px; the small one is never enlarged.
    expect(media[0]).toMatchObject({ width: 1280, height: 960 });
    expect(media[1]).toMatchObject({ width: 400, height: 300 });
    for (const item of media) {
      expect(Object.keys(item.variants).sort()).toEqual(['1280', '320', '640']);
      expect(item.storageKey).toBe(item.variants['1280']);
      for (const [width, key] of Object.entries(item.variants)) {
        const meta = await sharp(await readFile(path.join(ctx.mediaDir, key!))).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBeLessThanOrEqual(Number(width));
      }
    }
    expect(await listFiles(uploadDir)).toEqual([]);
  });

  // Spec section 5, "Sell wizard step 1", in its order, plus the year after make and model.
  it.each([
    [{ title: '' }, AD_MESSAGES.titleRequired, 'title'],
    [{ title: '   ' }, AD_MESSAGES.titleRequired, 'title'],
    [{ phone: '' }, AD_MESSAGES.phoneRequired, 'phone'],
    [{ phone: '077123456' }, AD_MESSAGES.phoneInvalid, 'phone'],
    [{ phone: '07712345678' }, AD_MESSAGES.phoneInvalid, 'phone'],
    [{ phone: '077-123456' }, AD_MESSAGES.phoneInvalid, 'phone'],
    [{ cityId: '' }, AD_MESSAGES.cityRequired, 'cityId'],
    [{ cityId: '0' }, AD_MESSAGES.cityRequired, 'cityId'],
    [{ cityId: '999999' }, AD_MESSAGES.cityRequired, 'cityId'],
    [{ vehicleTypeId: '0' }, AD_MESSAGES.vehicleTypeRequired, 'vehicleTypeId'],
    [{ vehicleTypeId: '999999' }, AD_MESSAGES.vehicleTypeRequired, 'vehicleTypeId'],
    [{ conditionId: '' }, AD_MESSAGES.conditionRequired, 'conditionId'],
    [{ vehicleMakeId: '0' }, AD_MESSAGES.makeRequired, 'vehicleMakeId'],
    [{ vehicleMakeId: '999999' }, AD_MESSAGES.makeRequired, 'vehicleMakeId'],
    [{ model: '' }, AD_MESSAGES.modelRequired, 'model'],
    [{ yom: '' }, AD_MESSAGES.yomRequired, 'yom'],
    [{ yom: '1949' }, AD_MESSAGES.yomInvalid, 'yom'],
    [{ yom: String(latestModelYear() + 1) }, AD_MESSAGES.yomInvalid, 'yom'],
    [{ yom: '20x6' }, AD_MESSAGES.yomInvalid, 'yom'],
    [{ price: '' }, AD_MESSAGES.priceRequired, 'price'],
    [{ price: '12.345' }, AD_MESSAGES.priceInvalid, 'price'],
    [{ price: '1,250,000' }, AD_MESSAGES.priceInvalid, 'price'],
    [{ price: '-5' }, AD_MESSAGES.priceInvalid, 'price'],
    [{ transmissionId: '' }, AD_MESSAGES.transmissionRequired, 'transmissionId'],
    [{ transmissionId: '999999' }, AD_MESSAGES.transmissionRequired, 'transmissionId'],
    [{ fuelTypeId: '0' }, AD_MESSAGES.fuelTypeRequired, 'fuelTypeId'],
    [{ fuelTypeId: '999999' }, AD_MESSAGES.fuelTypeRequired, 'fuelTypeId'],
    [{ engineCapacity: '' }, AD_MESSAGES.engineCapacityRequired, 'engineCapacity'],
    [{ engineCapacity: '1.5' }, AD_MESSAGES.engineCapacityInvalid, 'engineCapacity'],
    [{ mileage: '' }, AD_MESSAGES.mileageRequired, 'mileage'],
    [{ mileage: 'lots' }, AD_MESSAGES.mileageInvalid, 'mileage'],
    [{ airCondition: 'yes' }, AD_MESSAGES.flagInvalid, 'airCondition'],
  ])('refuses %o with "%s"', async (overrides, message, field) => {
    const session = await signUpAndIn(ctx.app);
    const response = await postAd(ctx.app, session.bearer, adFields(overrides), await photos(1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
    expect(await adsOf(session.user.id)).toEqual([]);
  });

  it('answers the first failing rule in the spec order when everything is missing', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await postAd(ctx.app, session.bearer, {}, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: AD_MESSAGES.titleRequired, field: 'title' });

    const fromModel = await postAd(
      ctx.app,
      session.bearer,
      adFields({ model: '', yom: '', price: 'x', mileage: '' }),
    );
    expect(fromModel.json()).toMatchObject({ message: AD_MESSAGES.modelRequired });
    const fromYear = await postAd(ctx.app, session.bearer, adFields({ yom: '', price: '' }));
    expect(fromYear.json()).toMatchObject({ message: AD_MESSAGES.yomRequired });
  });

  it('needs at least one photo (step 2), with the spec spelling', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await postAd(ctx.app, session.bearer, adFields(), {
      // An empty file input arrives as a part with no name and no bytes: nothing chosen.
      img1: { data: Buffer.alloc(0), filename: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please select minimun 1 image',
      field: 'img1',
    });
  });

  it('refuses what is not multipart', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vehicles/new-ad',
      headers: session.bearer,
      payload: adFields(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('multipart') });
  });

  describe("the seller's package", () => {
    it.each([
      ['member', 5],
      ['featured', 10],
      ['vip', 15],
    ] as const)('%s: up to %i photos, one more is refused', async (name, max) => {
      const session = await signUpAndIn(ctx.app);
      if (name !== 'member') {
        await setPackage(ctx.db, session.user.id, name, new Date(Date.now() + 30 * DAY));
      }
      const tooMany = await postAd(ctx.app, session.bearer, adFields(), await photos(max + 1));
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({
        message: expect.stringContaining(`up to ${max} photos`),
        field: `img${max + 1}`,
      });
      expect(await adsOf(session.user.id)).toEqual([]);

      const enough = await postAd(ctx.app, session.bearer, adFields(), await photos(max));
      expect(enough.statusCode).toBe(201);
      const [ad] = await adsOf(session.user.id);
      expect(ad?.package).toBe(name);
      expect(await mediaOf(ad!.id)).toHaveLength(max);
    });

    it('member: no 360 view and no video', async () => {
      const session = await signUpAndIn(ctx.app);
      const threeSixty = await postAd(ctx.app, session.bearer, adFields(), {
        ...(await photos(1)),
        threeSixty: await photo('pano.jpg'),
      });
      expect(threeSixty.statusCode).toBe(400);
      expect(threeSixty.json()).toMatchObject({
        message: expect.stringContaining('360° view is not included in the Member package'),
        field: 'threeSixty',
      });
      const video = await postAd(ctx.app, session.bearer, adFields(), {
        ...(await photos(1)),
        video: { data: mp4(), filename: 'walkaround.mp4' },
      });
      expect(video.statusCode).toBe(400);
      expect(video.json()).toMatchObject({
        message: expect.stringContaining('video is not included in the Member package'),
        field: 'video',
      });
      expect(await adsOf(session.user.id)).toEqual([]);
    });

    it('featured: stores the 360 view (re-encoded, no GPS) and the video', async () => {
      const walkaround = await videoFixture('phone-video-with-location.mp4');
      const session = await signUpAndIn(ctx.app);
      await setPackage(ctx.db, session.user.id, 'featured', new Date(Date.now() + 30 * DAY));
      const response = await postAd(ctx.app, session.bearer, adFields(), {
        ...(await photos(1)),
        threeSixty: {
          data: await jpeg({ width: 2000, height: 1000, gps: true }),
          filename: 'pano.jpg',
        },
        video: { data: walkaround, filename: 'walkaround.mp4' },
      });
      expect(response.statusCode).toBe(201);
      const media = await mediaOf(response.json<{ id: number }>().id);
      expect(media.map((m) => m.kind).sort()).toEqual(['image', 'threesixty', 'video']);
      const pano = media.find((m) => m.kind === 'threesixty')!;
      const panoMeta = await sharp(path.join(ctx.mediaDir, pano.storageKey)).metadata();
      expect(panoMeta).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
      expect(panoMeta.exif).toBeUndefined();
      const video = media.find((m) => m.kind === 'video')!;
      expect(video.storageKey).toMatch(/\.mp4$/);
      const stored = await readFile(path.join(ctx.mediaDir, video.storageKey));
      expect(await decodedFrames(ctx.tempDir, stored, 'mp4')).toEqual(
        await decodedFrames(ctx.tempDir, walkaround, 'mp4'),
      );
    });

    it.each([
      ['phone-video-with-location.mp4', 'mp4'],
      ['camera-video-with-location.mov', 'mov'],
    ])(
      'vip: the video %s is served without its location, device or owner, and plays the same',
      async (fixture, extension) => {
        const original = await videoFixture(fixture);
        for (const text of ['+06.9271+079.8612', 'AcmePhone']) {
          expect(original.includes(text)).toBe(true);
        }
        const session = await signUpAndIn(ctx.app);
        await setPackage(ctx.db, session.user.id, 'vip', new Date(Date.now() + 30 * DAY));
        const response = await postAd(ctx.app, session.bearer, adFields(), {
          ...(await photos(1)),
          video: { data: original, filename: `walkaround.${extension}` },
        });
        expect(response.statusCode).toBe(201);
        const media = await mediaOf(response.json<{ id: number }>().id);
        const video = media.find((m) => m.kind === 'video')!;
        expect(video.storageKey).toMatch(new RegExp(`\\.${extension}$`));

        const served = await ctx.app.inject({ method: 'GET', url: `/media/${video.storageKey}` });
        expect(served.statusCode).toBe(200);
        const bytes = served.rawPayload;
        for (const text of IDENTIFYING_STRINGS) expect(bytes.includes(text), text).toBe(false);
        // Only what a player needs, moov first (decision 105), and the same pictures and sound.
        expect(
          walkBoxes(bytes)
            .filter((box) => !box.path.includes('/'))
            .map((box) => box.type),
        ).toEqual(['ftyp', 'moov', 'mdat']);
        expect(walkBoxes(bytes).some((box) => ['udta', 'meta', 'free'].includes(box.type))).toBe(
          false,
        );
        expect(await decodedFrames(ctx.tempDir, bytes, extension)).toEqual(
          await decodedFrames(ctx.tempDir, original, extension),
        );
      },
    );

    it('refuses a damaged video with a sentence and stores nothing', async () => {
      const session = await signUpAndIn(ctx.app);
      await setPackage(ctx.db, session.user.id, 'vip', new Date(Date.now() + 30 * DAY));
      const whole = await videoFixture('phone-video-with-location.mp4');
      const before = await listFiles(ctx.mediaDir);
      const response = await postAd(ctx.app, session.bearer, adFields(), {
        ...(await photos(1)),
        video: { data: whole.subarray(0, Math.floor(whole.length * 0.6)), filename: 'cut.mp4' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        message:
          'The video (cut.mp4) could not be read: it may be damaged or cut short. Please choose another file.',
        field: 'video',
      });
      expect(await adsOf(session.user.id)).toEqual([]);
      expect(await listFiles(ctx.mediaDir)).toEqual(before);
    });

    it('a lapsed paid package posts as member', async () => {
      const session = await signUpAndIn(ctx.app);
      await setPackage(ctx.db, session.user.id, 'vip', new Date(Date.now() - DAY));
      const response = await postAd(ctx.app, session.bearer, adFields(), await photos(6));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('Member') });
      const ok = await postAd(ctx.app, session.bearer, adFields(), await photos(1));
      expect(ok.statusCode).toBe(201);
      expect((await adsOf(session.user.id))[0]?.package).toBe('member');
    });
  });

  describe('the description', () => {
    const payload =
      '<p>Nice <strong>car</strong></p><script>alert("x")</script>' +
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">click</a>' +
      '<a href="https://example.lk" onclick="steal()">dealer</a>' +
      '<img src="javascript:alert(2)"><iframe src="https://evil.example"></iframe>';

    it('is plain text for member ads: every tag goes, the text stays escaped', async () => {
      const session = await signUpAndIn(ctx.app);
      const response = await postAd(
        ctx.app,
        session.bearer,
        adFields({ description: `${payload}\nRs. 5,000 & more <b>bold</b>` }),
        await photos(1),
      );
      expect(response.statusCode).toBe(201);
      const [ad] = await adsOf(session.user.id);
      expect(ad?.description).toBe('Nice carclickdealer\nRs. 5,000 &amp; more bold');
    });

    it('keeps safe rich text for featured and vip ads and removes scripts, handlers and javascript: links', async () => {
      const session = await signUpAndIn(ctx.app);
      await setPackage(ctx.db, session.user.id, 'vip', new Date(Date.now() + 30 * DAY));
      const response = await postAd(
        ctx.app,
        session.bearer,
        adFields({
          description:
            payload +
            '<ol><li data-list="bullet">New tyres</li></ol><p class="ql-align-center">Call now</p>',
        }),
        await photos(1),
      );
      expect(response.statusCode).toBe(201);
      const [ad] = await adsOf(session.user.id);
      const html = ad!.description;
      expect(html).toContain('<p>Nice <strong>car</strong></p>');
      expect(html).toContain('<a href="https://example.lk" rel="nofollow ugc noopener">dealer</a>');
      expect(html).toContain('<ol><li data-list="bullet">New tyres</li></ol>');
      expect(html).toContain('<p class="ql-align-center">Call now</p>');
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert/i);

      // The ad page shows what was stored: the bullet list, the heading and the alignment stay.
      const detail = await ctx.app.inject({
        method: 'GET',
        url: `/api/vehicles/${ad!.id}`,
        headers: session.bearer,
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ descriptionFormat: 'html', description: html });
    });
  });

  describe('files are judged by their bytes', () => {
    it.each([
      [
        'a text file named .jpg',
        () => ({ data: Buffer.from('just some notes, not a picture'), filename: 'notes.jpg' }),
        415,
        'img2 (notes.jpg) is not a JPEG, PNG or WebP image.',
      ],
      [
        'a video named like a photo',
        () => ({ data: mp4(), filename: 'photo.jpg', type: 'image/jpeg' }),
        415,
        'img2 (photo.jpg) is not a JPEG, PNG or WebP image.',
      ],
      [
        'a truncated JPEG',
        async () => ({ data: await truncatedJpeg(), filename: 'cut.jpg' }),
        415,
        'img2 (cut.jpg) could not be read: it may be damaged or cut short. Please choose another file.',
      ],
      [
        'a PNG claiming 30000 × 30000 pixels',
        () => ({ data: hugePng(), filename: 'bomb.png' }),
        413,
        'img2 (bomb.png) has too many pixels (at most 50 megapixels).',
      ],
      [
        'a photo over 15 MB',
        () => ({ data: Buffer.alloc(AD_UPLOAD_LIMITS.imageBytes + 1, 1), filename: 'huge.jpg' }),
        413,
        'img2 (huge.jpg) is larger than 15 MB.',
      ],
    ])('refuses %s, naming it', async (_name, make, status, message) => {
      const session = await signUpAndIn(ctx.app);
      const mediaBefore = await listFiles(ctx.mediaDir);
      const response = await postAd(ctx.app, session.bearer, adFields(), {
        img1: await photo('good.jpg'),
        img2: await make(),
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message, field: 'img2' });
      expect(await adsOf(session.user.id)).toEqual([]);
      expect(await listFiles(ctx.mediaDir)).toEqual(mediaBefore);
      expect(await listFiles(uploadDir)).toEqual([]);
    });

    it('refuses a picture as the video and a PNG as the 360 view, and a 360 view over 25 MB', async () => {
      const session = await signUpAndIn(ctx.app);
      await setPackage(ctx.db, session.user.id, 'featured', new Date(Date.now() + 30 * DAY));
      const video = await postAd(ctx.app, session.bearer, adFields(), {
        ...(await photos(1)),
        video: { data: await jpeg(), filename: 'clip.mp4', type: 'video/mp4' },
      });
      expect(video.statusCode).toBe(415);
      expect(video.json()).toMatchObject({
        message: 'The video (clip.mp4) is not an MP4, WebM or QuickTime video.',
        field: 'video',
      });
      const png = await sharp({
        create: { width: 200, height: 100, channels: 3, background: '#000' },
      })
        .png()
        .toBuffer();
      const pano = await postAd(ctx.app, session.bearer, adFields(), {
        ...(await photos(1)),
        threeSixty: { data: png, filename: 'pano.png' },
      });
      expect(pano.statusCode).toBe(415);
      expect(pano.json()).toMatchObject({
        message: 'The 360° view (pano.png) is not a JPEG image.',
        field: 'threeSixty',
      });
      const big = await postAd(ctx.app, session.bearer, adFields(), {
        ...(await photos(1)),
        threeSixty: {
          data: Buffer.alloc(AD_UPLOAD_LIMITS.threeSixtyBytes + 1, 1),
          filename: 'pano.jpg',
        },
      });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({
        message: 'The 360° view (pano.jpg) is larger than 25 MB.',
        field: 'threeSixty',
      });
      expect(await adsOf(session.user.id)).toEqual([]);
    });

    it('refuses a request that declares more than the whole-request cap before reading it', async () => {
      const session = await signUpAndIn(ctx.app);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/vehicles/new-ad',
        headers: {
          ...session.bearer,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(AD_UPLOAD_LIMITS.requestBytes + 1),
        },
        payload: '--x--',
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('in all') });
    });
  });

  it('strips EXIF and GPS from stored photos', async () => {
    const session = await signUpAndIn(ctx.app);
    const original = await jpeg({ gps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await postAd(ctx.app, session.bearer, adFields(), {
      img1: { data: original, filename: 'phone.jpg' },
    });
    expect(response.statusCode).toBe(201);
    const [item] = await mediaOf(response.json<{ id: number }>().id);
    for (const key of Object.values(item!.variants)) {
      const stored = await readFile(path.join(ctx.mediaDir, key!));
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  describe('a failure half-way leaves nothing behind', () => {
    it('a damaged third photo after two good ones: no ad, no media files, no temporary files', async () => {
      const session = await signUpAndIn(ctx.app);
      const mediaBefore = await listFiles(ctx.mediaDir);
      const response = await postAd(ctx.app, session.bearer, adFields(), {
        img1: await photo('one.jpg'),
        img2: await photo('two.jpg'),
        img3: { data: await truncatedJpeg(), filename: 'three.jpg' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ field: 'img3' });
      expect(await adsOf(session.user.id)).toEqual([]);
      // The two good photos were encoded and written before the third failed: all removed again.
      expect(await listFiles(ctx.mediaDir)).toEqual(mediaBefore);
      expect(await listFiles(uploadDir)).toEqual([]);
    });

    it('a database failure after the files are written: no ad row, no media rows, no files', async () => {
      const session = await signUpAndIn(ctx.app);
      await setPackage(ctx.db, session.user.id, 'featured', new Date(Date.now() + 30 * DAY));
      // The media rows are inserted after the ad row, in the same transaction: fail there.
      await ctx.db.execute(sql`
        create or replace function fail_media_insert() returns trigger language plpgsql as $$
        begin
          if (select title from vehicles where id = new.vehicle_id) = 'Force a failure' then
            raise exception 'forced failure for a test';
          end if;
          return new;
        end $$`);
      await ctx.db.execute(sql`
        create trigger fail_media_insert before insert on vehicle_media
        for each row execute function fail_media_insert()`);
      try {
        const mediaBefore = await listFiles(ctx.mediaDir);
        const mediaRowsBefore = await ctx.db.$count(vehicleMedia);
        const response = await postAd(
          ctx.app,
          session.bearer,
          adFields({ title: 'Force a failure' }),
          {
            ...(await photos(3)),
            threeSixty: await photo('pano.jpg'),
            video: {
              data: await videoFixture('phone-video-with-location.mp4'),
              filename: 'walkaround.mp4',
            },
          },
        );
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({ message: expect.any(String) });
        expect(response.body).not.toContain('forced failure');
        expect(await adsOf(session.user.id)).toEqual([]);
        expect(await ctx.db.$count(vehicleMedia)).toBe(mediaRowsBefore);
        expect(await listFiles(ctx.mediaDir)).toEqual(mediaBefore);
        expect(await listFiles(uploadDir)).toEqual([]);
      } finally {
        await ctx.db.execute(sql`drop trigger fail_media_insert on vehicle_media`);
      }
    });
  });

  describe('a verified mobile number (issue 36)', () => {
    it('refuses an account whose number is not verified, after the form’s own 400, leaving nothing behind', async () => {
      const session = await signUpAndIn(ctx.app, {}, { phoneVerified: false });
      // A wrong form is told what is wrong first.
      const wrong = await postAd(ctx.app, session.bearer, adFields({ title: '' }), await photos(1));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ field: 'title' });

      const mediaBefore = await listFiles(ctx.mediaDir);
      const refused = await postAd(ctx.app, session.bearer, adFields(), await photos(2));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: PHONE_NOT_VERIFIED_CODE,
        message: PHONE_VERIFICATION_MESSAGES.required,
      });
      expect(await adsOf(session.user.id)).toEqual([]);
      expect(await listFiles(ctx.mediaDir)).toEqual(mediaBefore);
      expect(await listFiles(uploadDir)).toEqual([]);
    });

    it('refuses an ad whose phone is not the account’s verified number, in any form', async () => {
      const session = await signUpAndIn(ctx.app, { mobile: '0712345678' });
      const other = await postAd(
        ctx.app,
        session.bearer,
        adFields({ phone: '0771234567' }),
        await photos(1),
      );
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({
        code: PHONE_NOT_VERIFIED_CODE,
        message: PHONE_VERIFICATION_MESSAGES.adPhoneNotVerified,
      });
      expect(await adsOf(session.user.id)).toEqual([]);

      const own = await postAd(
        ctx.app,
        session.bearer,
        adFields({ phone: '0712345678' }),
        await photos(1),
      );
      expect(own.statusCode, own.body).toBe(201);
    });

    it('holds an edit that changes the phone to the same rule; other edits pass', async () => {
      const session = await signUpAndIn(ctx.app);
      const posted = await postAd(ctx.app, session.bearer, adFields(), await photos(1));
      expect(posted.statusCode, posted.body).toBe(201);
      const id = posted.json<{ id: number }>().id;
      const edit = (fields: Record<string, string>) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/me/listings/${id}`,
          headers: session.bearer,
          payload: fields,
        });

      const toOther = await edit(adFields({ phone: '0779999999' }));
      expect(toOther.statusCode).toBe(403);
      expect(toOther.json()).toEqual({
        code: PHONE_NOT_VERIFIED_CODE,
        message: PHONE_VERIFICATION_MESSAGES.adPhoneNotVerified,
      });

      // An account no longer verified (its mobile changed) edits the rest of its ad; its phone
      // waits until a number is verified again.
      await ctx.db
        .update(users)
        .set({ phoneVerifiedAt: null })
        .where(eq(users.id, session.user.id));
      const titleOnly = await edit(adFields({ title: 'Toyota Aqua 2016, first owner' }));
      expect(titleOnly.statusCode, titleOnly.body).toBe(200);
      const refused = await edit(adFields({ phone: '0779999999' }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: PHONE_VERIFICATION_MESSAGES.required });
      const [ad] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, id));
      expect(ad?.phone).toBe('0771234567');
    });
  });
});
