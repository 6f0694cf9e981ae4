import { randomUUID } from 'node:crypto';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMoves, vehicleMedia } from '@carmarket/db/schema';
import { message } from '@carmarket/shared/i18n/message';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import { saveProfile, signUpAndIn } from '../../test/accounts';
import { adFieldsFor, photo, postAd } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { MEDIA_BACKENDS } from '../../test/test-s3-server';
import { adColumns, parseAdFields } from '../ads/ad-fields';
import { storePhotos } from '../ads/ad-media';
import { sanitizeDescription } from '../listings/listing-description';
import { sweepLeftovers } from './leftover-sweep';
import { completeMediaMoves, stagedMediaKey } from './media-moves';

const quiet = { info: () => {}, warn: () => {} };
const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);

/**
 * Uploads are atomic (decision 124): an upload's files are under tmp/ until the row naming them
 * commits; a crash after the commit is repaired by the start-up sweep, one before it leaves only
 * tmp/ files that the sweep removes after an hour. The writer's pieces are called in order here,
 * stopping where a crash would.
 */
describe.each(MEDIA_BACKENDS)('uploads with media on %s', (backend) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let adFields: Awaited<ReturnType<typeof adFieldsFor>>;

  beforeAll(async () => {
    ctx = await buildTestApp({ mediaBackend: backend });
    adFields = await adFieldsFor(ctx.db);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const media = () => ctx.app.media;
  const isStored = async (key: string) => (await media().stat(key)) !== undefined;
  const served = (key: string) => ctx.app.inject({ method: 'GET', url: `/media/${key}` });
  const startUpSweep = () =>
    sweepLeftovers({
      db: ctx.db,
      env: {
        uploadDir: path.join(ctx.tempDir, 'tmp', 'uploads'),
        mediaPartialsDir: path.join(ctx.tempDir, 'tmp', 'media-partials'),
        backupSnapshotsDir: path.join(ctx.tempDir, 'tmp', 'backup-snapshots'),
      },
      media: media(),
      log: quiet,
    });
  const pendingMoves = async (keys: string[]) =>
    (await ctx.db.select().from(mediaMoves)).filter((row) => keys.includes(row.key));

  /** Each key under its final name and served there, nothing under tmp/, no move pending. */
  async function expectInPlace(keys: string[]) {
    expect(await pendingMoves(keys)).toEqual([]);
    for (const key of keys) {
      expect(await isStored(key), key).toBe(true);
      expect(await isStored(stagedMediaKey(key)), key).toBe(false);
      expect((await served(key)).statusCode, key).toBe(200);
    }
  }

  /** An ad's photo written as the ad's upload writes it, before any row names it. */
  async function stageAdPhoto() {
    const file = path.join(ctx.tempDir, `upload-${Math.random()}.jpg`);
    await writeFile(file, (await photo()).data);
    const written: string[] = [];
    const photos = await storePhotos({
      media: media(),
      photos: [
        { kind: 'photo', field: 'img1', label: message('img1'), position: 1, path: file, bytes: 0 },
      ],
      folder: `ads/${randomUUID()}`,
      written,
    });
    return { photos, written };
  }

  /** The new ad's transaction (ads.repository.ts insertAd): its rows and their pending moves. */
  async function commitAd(staged: Awaited<ReturnType<typeof stageAdPhoto>>) {
    const session = await signUpAndIn(ctx.app);
    const fields = parseAdFields(adFields());
    const description = sanitizeDescription({
      raw: fields.description,
      tier: PACKAGE_TIERS.member,
    });
    const id = await ctx.app.repos.ads.insertAd({
      userId: session.user.id,
      makeName: 'Toyota',
      ad: { ...adColumns(fields, description), status: 'pending', package: 'member' },
      media: staged.photos.map((stored, position) => ({
        kind: 'image' as const,
        position,
        storageKey: stored.storageKey,
        variants: stored.variants,
      })),
      newMediaKeys: staged.written,
      limit: { max: 100, since: new Date(0) },
      now: new Date(),
    });
    if (id === null) throw new Error('the ad was not stored');
    return id;
  }

  /** Ages a stored file as an hour's wait would. */
  async function age(key: string) {
    if (ctx.s3) await ctx.s3.setModified(key, twoHoursAgo());
    else await utimes(path.join(ctx.mediaDir, key), twoHoursAgo(), twoHoursAgo());
  }

  it('keeps an upload under tmp/ until its row commits, and serves it from there until the move', async () => {
    const staged = await stageAdPhoto();
    expect(staged.written).toHaveLength(3);
    for (const key of staged.written) {
      expect(await isStored(key), key).toBe(false);
      expect(await isStored(stagedMediaKey(key)), key).toBe(true);
      expect((await served(key)).statusCode, key).toBe(404);
    }

    await commitAd(staged);
    expect(await pendingMoves(staged.written)).toHaveLength(3);
    for (const key of staged.written) {
      expect(await isStored(key), key).toBe(false);
      const response = await served(key);
      expect(response.statusCode, key).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.rawPayload).toEqual(await media().read(stagedMediaKey(key)));
    }

    await completeMediaMoves(ctx.app.repos.mediaMoves, media(), staged.written);
    await expectInPlace(staged.written);
  });

  it('moves into place, at the next start, the files of a row committed just before a crash', async () => {
    const staged = await stageAdPhoto();
    const id = await commitAd(staged);
    // The crash: the process dies after the commit, before the move.

    const summary = await startUpSweep();
    expect(summary?.moved).toBeGreaterThanOrEqual(3);
    const [row] = await ctx.db.select().from(vehicleMedia).where(eq(vehicleMedia.vehicleId, id));
    expect(Object.values(row?.variants ?? {}).sort()).toEqual([...staged.written].sort());
    await expectInPlace(staged.written);
  });

  it('leaves only tmp/ files after a crash before the commit, and sweeps them once an hour old', async () => {
    const staged = await stageAdPhoto();
    // The crash: the process dies before the ad's transaction commits.
    const tmpKeys = staged.written.map(stagedMediaKey);

    await startUpSweep();
    for (const key of tmpKeys) expect(await isStored(key), key).toBe(true);

    for (const key of tmpKeys) await age(key);
    await startUpSweep();
    for (const key of [...tmpKeys, ...staged.written]) {
      expect(await isStored(key), key).toBe(false);
    }
  });

  it('ends a posted ad with its files in place, none under tmp/ and no move pending', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await postAd(ctx.app, session.bearer, adFields(), {
      img1: await photo('front.jpg'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ id: number }>().id;
    const [row] = await ctx.db.select().from(vehicleMedia).where(eq(vehicleMedia.vehicleId, id));
    const keys = Object.values(row?.variants ?? {});
    expect(keys).toHaveLength(3);
    await expectInPlace(keys);
  });

  it('ends a saved avatar in place, not under tmp/, with no move pending', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await saveProfile(
      ctx.app,
      session,
      {
        email: session.email,
        name: 'Nimal Perera',
        mobile: '0712345678',
        line1: '12 Galle Road',
        postal: '00300',
        cityId: adFields().cityId,
      },
      { avatar: await photo('me.jpg') },
    );
    expect(response.statusCode, response.body).toBe(200);
    const key = (response.json<{ user: { avatar: string } }>().user.avatar ?? '').slice(
      '/media/'.length,
    );
    expect(key).toMatch(/^avatars\//);
    await expectInPlace([key]);
  });
});
