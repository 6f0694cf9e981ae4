import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { MEDIA_BACKENDS } from '../test/test-s3-server';

/**
 * /media as browsers and link previewers use it, with media on this machine's disk and in an
 * S3-compatible store (decision 124): the same answers from either.
 */
describe.each(MEDIA_BACKENDS)('serving /media from %s', (backend) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const folder = `ads/${randomUUID()}`;
  const photo = Buffer.from(Array.from({ length: 300 }, (_, index) => (index * 7) % 256));
  const video = Buffer.alloc(4096, 5);

  beforeAll(async () => {
    ctx = await buildTestApp({ mediaBackend: backend });
    await ctx.app.media.put(`${folder}/photo-1-320.webp`, photo);
    await ctx.app.media.put(`${folder}/video.mp4`, video);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const get = (key: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/media/${key}`, headers });

  it('sends a file whole, with its type and a long immutable cache', async () => {
    const response = await get(`${folder}/photo-1-320.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe('300');
    expect(response.headers['last-modified']).toBeDefined();
    expect(response.rawPayload.equals(photo)).toBe(true);

    const mp4 = await get(`${folder}/video.mp4`);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(mp4.rawPayload.equals(video)).toBe(true);
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: `/media/${folder}/video.mp4` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('4096');
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.body).toBe('');
  });

  it('sends the range a video player asks for (206)', async () => {
    for (const [range, start, end] of [
      ['bytes=10-19', 10, 19],
      ['bytes=290-', 290, 299],
      ['bytes=-5', 295, 299],
      ['bytes=290-1000', 290, 299],
    ] as const) {
      const response = await get(`${folder}/photo-1-320.webp`, { range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${start}-${end}/300`);
      expect(response.headers['content-length'], range).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(photo.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('refuses a range past the end of the file (416)', async () => {
    const response = await get(`${folder}/photo-1-320.webp`, { range: 'bytes=300-400' });
    expect(response.statusCode).toBe(416);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: 'The request could not be understood.',
    });
  });

  it('answers a missing file with 404 and a sentence', async () => {
    for (const key of [`${folder}/photo-9-320.webp`, 'nothing-here.webp', 'ads/../x.webp']) {
      const response = await get(key);
      expect(response.statusCode, key).toBe(404);
      expect(response.json(), key).toEqual({
        code: 'not_found',
        message: 'This file does not exist.',
      });
    }
  });

  it("makes a photo's JPEG copy on first request and serves it from the store after", async () => {
    const webp = await sharp({
      create: { width: 1280, height: 720, channels: 3, background: '#16a34a' },
    })
      .webp()
      .toBuffer();
    await ctx.app.media.put(`${folder}/photo-2-1280.webp`, webp);
    const first = await get(`${folder}/photo-2-1280.jpg`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect((await ctx.app.media.read(`${folder}/photo-2-1280.jpg`))?.equals(first.rawPayload)).toBe(
      true,
    );
    const again = await get(`${folder}/photo-2-1280.jpg`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['last-modified']).toBeDefined();
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
