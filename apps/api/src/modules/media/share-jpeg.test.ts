import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImageKey } from '@carmarket/db/seed/demo-images';
import { buildTestApp } from '../../test/build-test-app';
import { deleteMediaFiles } from './media-storage';
import { shareJpegKey, shareJpegSource } from './share-jpeg';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

/** A stored photo's largest variant, as ad-media.ts writes it. */
async function storedPhoto(): Promise<string> {
  const key = `ads/${randomUUID()}/photo-1-1280.webp`;
  const webp = await sharp({
    create: { width: 1280, height: 853, channels: 3, background: '#1d4ed8' },
  })
    .webp()
    .toBuffer();
  await ctx.app.media.put(key, webp);
  return key;
}

const get = (key: string) => ctx.app.inject({ method: 'GET', url: `/media/${key}` });

describe("a photo's JPEG copy for link previews", () => {
  it('is made from its WebP when first asked for, kept whole on disk and served as a file after', async () => {
    const webpKey = await storedPhoto();
    const jpegKey = shareJpegKey(webpKey)!;
    expect(jpegKey).toBe(webpKey.replace(/\.webp$/, '.jpg'));

    const first = await get(jpegKey);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1280,
      height: 853,
    });
    // Kept under its own name, written through a temporary file that is gone.
    const kept = await readFile(path.join(ctx.mediaDir, jpegKey));
    expect(kept.equals(first.rawPayload)).toBe(true);
    expect(await readdir(path.join(ctx.tempDir, 'tmp', 'media-partials'))).toEqual([]);

    const again = await get(jpegKey);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // The static file server answered this time: it names the file's age.
    expect(again.headers['last-modified']).toBeDefined();
  });

  it('goes with its photo', async () => {
    const webpKey = await storedPhoto();
    const jpegKey = shareJpegKey(webpKey)!;
    expect((await get(jpegKey)).statusCode).toBe(200);
    await deleteMediaFiles(ctx.app.media, [webpKey]);
    expect((await get(webpKey)).statusCode).toBe(404);
    expect((await get(jpegKey)).statusCode).toBe(404);
  });

  it('is never read from outside the media folder', () => {
    expect(shareJpegSource('ads/../../secrets/x-1280.jpg')).toBeUndefined();
    expect(shareJpegSource('/etc/x-1280.jpg')).toBeUndefined();
  });

  it('exists for the demo seed’s shared photos too', () => {
    const demo = demoImageKey('sedan', 'white', 'front', 1280);
    expect(shareJpegKey(demo)).toBe(demo.replace(/\.webp$/, '.jpg'));
    expect(shareJpegKey(demoImageKey('sedan', 'white', 'front', 320))).toBeUndefined();
  });

  it('answers 404 for anything that is no copy of a stored photo', async () => {
    const webpKey = await storedPhoto();
    for (const key of [
      `ads/${randomUUID()}/photo-1-1280.jpg`,
      webpKey.replace('-1280.webp', '-640.jpg'),
      webpKey.replace('-1280.webp', '-1280.png'),
    ]) {
      const response = await get(key);
      expect(response.statusCode, key).toBe(404);
      expect(response.json(), key).toEqual({
        code: 'not_found',
        message: 'This file does not exist.',
      });
    }
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/media/${shareJpegKey(webpKey)}` }))
        .statusCode,
    ).toBe(404);
  });
});
