import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRoutePreloads, ROUTE_PRELOADS_FILE } from './route-preloads';

let webDistDir: string;

beforeEach(async () => {
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-route-preloads-'));
});
afterEach(async () => {
  await rm(webDistDir, { recursive: true, force: true });
});

async function writePreloads(content: unknown) {
  await writeFile(
    path.join(webDistDir, ROUTE_PRELOADS_FILE),
    typeof content === 'string' ? content : JSON.stringify(content),
  );
}

describe('readRoutePreloads', () => {
  it("gives a route's styles and its scripts as modulepreload links", async () => {
    await writePreloads({
      routes: {
        carDetail: {
          scripts: ['/assets/car-detail-Ab12.js', '/assets/format-Cd34.js'],
          styles: ['/assets/car-detail-Ef56.css'],
        },
        home: { scripts: ['/assets/home-Gh78.js'], styles: [] },
      },
    });
    const preloads = readRoutePreloads(webDistDir);
    expect(preloads.headTags('carDetail')).toBe(
      '<link rel="stylesheet" href="/assets/car-detail-Ef56.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/car-detail-Ab12.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/format-Cd34.js">',
    );
    expect(preloads.headTags('home')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-Gh78.js">',
    );
    // A page rendered on the server reads without its code: only its styles are fetched early.
    expect(preloads.headTags('carDetail', { scripts: false })).toBe(
      '<link rel="stylesheet" href="/assets/car-detail-Ef56.css">',
    );
    expect(preloads.headTags('carDetail')).toContain('modulepreload');
  });

  it('gives nothing for no route, an unknown route or an inherited property name', async () => {
    await writePreloads({ routes: { home: { scripts: ['/assets/home-Gh78.js'], styles: [] } } });
    const preloads = readRoutePreloads(webDistDir);
    for (const key of [null, 'finance', 'toString', '__proto__', 'constructor']) {
      expect(preloads.headTags(key), String(key)).toBe('');
    }
  });

  it('gives nothing when the build has no file, or a broken one', async () => {
    expect(readRoutePreloads(webDistDir).headTags('home')).toBe('');
    expect(readRoutePreloads(path.join(webDistDir, 'missing')).headTags('home')).toBe('');
    for (const broken of ['{not json', '[]', '{"routes":{"home":{"scripts":"x"}}}']) {
      await writePreloads(broken);
      expect(readRoutePreloads(webDistDir).headTags('home'), broken).toBe('');
    }
  });

  it("never writes another site's address or markup into the page", async () => {
    for (const href of [
      'https://evil.example/x.js',
      '//evil.example/x.js',
      '/assets/x.js"><script>alert(1)</script>',
      "/assets/x.js' onload='alert(1)",
    ]) {
      await writePreloads({ routes: { home: { scripts: [href], styles: [] } } });
      const tags = readRoutePreloads(webDistDir).headTags('home');
      expect(tags, href).toBe('');
    }
  });
});
