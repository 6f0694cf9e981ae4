import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../modules/limits/limit-rules';
import { buildTestApp } from '../test/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let webDistDir: string;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-web-dist-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Build title</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await buildTestApp({ webDistDir });
  await ctx.app.media.put('demo/test.webp', Buffer.from('RIFF'));
});
afterAll(async () => {
  await ctx.app.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every page of the app with the app (modules/pages gives each its head)', async () => {
    for (const url of ['/', '/buy-car', '/profile?tab=1', '/saved-searches']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toMatch(/<title>[^<]+\| CarMarket<\/title>|<title>CarMarket —/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an address that is no page of the app with the app and 404', async () => {
    for (const url of ['/cars/42', '/no-such-page', '/buy-car/extra', '/index.htm']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<title>Page not found | CarMarket</title>');
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends a strict content security policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves a half-written file left by a crash (…webp.<pid>.partial)', async () => {
    const leftover = path.join(ctx.mediaDir, 'ads', 'crashed', 'photo-1-320.webp.123.partial');
    await mkdir(path.dirname(leftover), { recursive: true });
    await writeFile(leftover, '');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/media/ads/crashed/photo-1-320.webp.123.partial',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'This file does not exist.' });
  });

  it('answers unknown API paths with 404 JSON, never the page', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/vehicles/does-not-exist'],
      ['GET', '/api/nope?x=1'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({
        message: 'There is no API endpoint at this address.',
      });
    }
  });

  it('serves media files and answers a missing one with 404 JSON', async () => {
    const found = await ctx.app.inject({ method: 'GET', url: '/media/demo/test.webp' });
    expect(found.statusCode).toBe(200);
    const missing = await ctx.app.inject({ method: 'GET', url: '/media/demo/missing.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'This file does not exist.' });
  });

  it('answers a page address it cannot decode with the app page and 404', async () => {
    for (const url of ['/cars/%E0%A4%A', '/profile/%', '/%', '/cars/%C0%AF?tab=1']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body, url).toContain('<title>Page not found | CarMarket</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      // The same headers as every other page: the app runs under the same policy.
      expect(String(response.headers['content-security-policy']), url).toContain(
        "script-src 'self'",
      );
    }
  });

  it('answers an /api or /media address it cannot decode with {code, message}, never internals', async () => {
    const noEndpoint = { code: 'not_found', message: 'There is no API endpoint at this address.' };
    const noFile = { code: 'not_found', message: 'This file does not exist.' };
    for (const [url, status, body] of [
      ['/api/%', 404, noEndpoint],
      ['/api/nope%?x=1', 404, noEndpoint],
      // The route reads the broken id as the text that was sent, and refuses it.
      [
        '/api/vehicles/%E0%A4%A',
        400,
        { code: 'invalid_input', message: 'The car id must be a whole number', field: 'id' },
      ],
      ['/media/%E0%A4%A', 404, noFile],
      ['/media/demo/%', 404, noFile],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
      expect(response.json(), url).toEqual(body);
    }
  });

  it('still serves a page whose query string alone is broken', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/buy-car?query=%' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Used cars for sale in Sri Lanka | CarMarket</title>');
  });

  // Last in the file: it spends this client's allowance for unknown paths.
  it('throttles scans of unknown API paths with 429 and a sentence, but not app pages', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: '/buy-car' })).statusCode).toBe(200);
    }
    let last = await ctx.app.inject({ method: 'GET', url: '/api/scan-0' });
    for (let i = 1; i <= LIMITS.unknownPaths.max + 10 && last.statusCode === 404; i += 1) {
      last = await ctx.app.inject({ method: 'GET', url: `/api/scan-${i}` });
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.json()).toMatchObject({
      message: expect.stringMatching(
        /^Too many requests\. Please try again in \d+ (second|minute)s?\.$/,
      ),
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/sell-car' })).statusCode).toBe(200);
  });
});
