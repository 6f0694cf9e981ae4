import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleMedia, vehicles } from '@carmarket/db/schema';
import { signUpAndIn } from '../../test/accounts';
import { adFieldsFor, photo, postAd } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';

/** Posting an ad with its media in an S3-compatible store (MEDIA_S3_URL, decision 124). */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let adFields: Awaited<ReturnType<typeof adFieldsFor>>;

beforeAll(async () => {
  ctx = await buildTestApp({ mediaBackend: 's3' });
  adFields = await adFieldsFor(ctx.db);
});
afterAll(async () => {
  await ctx.app.close();
});

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of ctx.app.media.list()) keys.push(file.key);
  return keys.sort();
}

describe('an ad posted with media in an S3-compatible store', () => {
  it('keeps its photo variants in the store, and /media serves them from there', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await postAd(ctx.app, session.bearer, adFields(), {
      img1: await photo('front.jpg'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ id: number }>().id;
    const [media] = await ctx.db.select().from(vehicleMedia).where(eq(vehicleMedia.vehicleId, id));
    const variants = Object.values(media?.variants ?? {});
    expect(variants).toHaveLength(3);
    expect(await storedKeys()).toEqual(expect.arrayContaining(variants));
    for (const key of variants) {
      const served = await ctx.app.inject({ method: 'GET', url: `/media/${key}` });
      expect(served.statusCode, key).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('answers 503 with a sentence while the store is away, and leaves neither row nor file', async () => {
    const s3 = ctx.s3!;
    const session = await signUpAndIn(ctx.app);
    const before = await storedKeys();
    await s3.stop();
    try {
      const response = await postAd(ctx.app, session.bearer, adFields(), {
        img1: await photo('front.jpg'),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'server_error',
        message:
          'Photos and videos cannot be saved or shown right now. Please try again in a few minutes.',
      });
    } finally {
      await s3.start();
    }
    expect(
      await ctx.db.select().from(vehicles).where(eq(vehicles.userId, session.user.id)),
    ).toEqual([]);
    expect(await storedKeys()).toEqual(before);
  });
});
