import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let webDistDir: string;

// A text file well past the compression threshold, as the web build writes it: the file and its
// brotli and gzip copies (apps/web/build/precompress.ts).
const script = `export const cars = ${JSON.stringify(
  Array.from({ length: 200 }, (_, index) => ({ id: index, title: `Toyota Aqua ${index}` })),
)};\n`;
const body = `<p>${'Buy a used car. '.repeat(100)}</p>`;
const indexHtml = `<!doctype html><html><head><title>CarMarket</title></head><body><div id="root"></div>${body}</body></html>`;
const photo = randomBytes(8 * 1024);
const copies = {
  br: brotliCompressSync(script),
  gzip: gzipSync(script, { level: 9 }),
};

async function writeWithCopies(file: string, body: string) {
  await writeFile(file, body);
  await writeFile(`${file}.br`, brotliCompressSync(body));
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-web-dist-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeWithCopies(path.join(webDistDir, 'index.html'), indexHtml);
  await writeWithCopies(path.join(webDistDir, 'assets', 'app-abc123.js'), script);
  ctx = await buildTestApp({ webDistDir });
  await ctx.app.media.put('demo/photo.jpg', photo);
});
afterAll(async () => {
  await ctx.app.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
  ] as const)(
    'sends a built script precompressed for accept-encoding %s (%s)',
    async (accept, encoding) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, response.rawPayload)).toBe(script);
      // The build's copy itself, not one compressed again for this request.
      expect(response.rawPayload.equals(copies[encoding])).toBe(true);
    },
  );

  it('sends the file as it is to a client that accepts no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(script);
    }
  });

  it('sends the app page compressed, revalidated, with the security headers', async () => {
    for (const url of ['/', '/buy-car']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(String(response.headers['content-security-policy']), url).toContain(
        "default-src 'self'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      // The page as modules/pages renders it: the build's body, the page's own head.
      const page = decode('br', response.rawPayload);
      expect(page, url).toContain(body);
      expect(page, url).toMatch(/<title>[^<]*CarMarket[^<]*<\/title>/);
    }
  });

  it('answers HEAD for a built file with its headers and no body', async () => {
    const response = await ctx.app.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe('');
  });

  it('compresses API JSON past the threshold', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/vehicles/load-specs' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/vehicles/load-specs',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers['content-type'], encoding).toMatch(/application\/json/);
      expect(response.headers['vary'], encoding).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(encoding, response.rawPayload)), encoding).toEqual(plain.json());
    }
  });

  it('sends a small API answer as it is', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ message: 'There is no API endpoint at this address.' });
  });

  it('never recompresses a photo', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/media/demo/photo.jpg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(photo)).toBe(true);
  });
});
