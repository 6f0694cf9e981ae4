import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { firstLoad, indexHtmlScripts, type FirstLoad } from '../build/first-load';
import type { RoutePreloadsFile } from '../build/route-preloads';
import { staffPaths } from '@carmarket/shared/site-paths';
import { paths } from './config/paths';

/** Issue 17: at most 120 KB of gzipped JavaScript before the first screen of a public page. */
const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;
const PUBLIC_ROUTES = ['home', 'buyCar', 'carDetail'] as const;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let outDir: string;
const loads = new Map<string, FirstLoad>();

const kb = (bytes: number) => `${bytes.toLocaleString('en')} B (${(bytes / 1024).toFixed(1)} KiB)`;

// One production build, shared by the three routes' checks.
beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'carmarket-budget-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'error',
    mode: 'production',
    build: { outDir, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = testEnv;
  });
  for (const route of PUBLIC_ROUTES) loads.set(route, await firstLoad(outDir, route));
  console.warn(
    [...loads.values()]
      .map(
        (load) =>
          `first load of ${load.route}: ${load.scripts.length} scripts, ${kb(load.raw)} raw, ${kb(load.gzip)} gzip (budget ${kb(FIRST_LOAD_BUDGET_BYTES)})`,
      )
      .join('\n'),
  );
}, 180_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the first load of a public page', () => {
  it.each(PUBLIC_ROUTES)('%s stays within 120 KB of gzipped JavaScript', (route) => {
    expect(loads.get(route)?.gzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });
});

describe('the build', () => {
  it('lists every route of paths and staffPaths in route-preloads.json with its own page chunk', async () => {
    const { routes } = JSON.parse(
      await readFile(path.join(outDir, 'route-preloads.json'), 'utf8'),
    ) as RoutePreloadsFile;
    const loadedByIndex = indexHtmlScripts(await readFile(path.join(outDir, 'index.html'), 'utf8'));
    for (const key of [...Object.keys(paths), ...Object.keys(staffPaths)]) {
      const route = routes[key];
      expect(route?.scripts.length, key).toBeGreaterThan(0);
      // Nothing index.html already loads is preloaded twice.
      expect(
        route?.scripts.filter((url) => loadedByIndex.includes(url)),
        key,
      ).toEqual([]);
    }
    expect(routes['carDetail']?.scripts[0]).toMatch(/^\/assets\/car-detail-[\w-]+\.js$/);
  });

  it('keeps the editor, the sell wizard, admin and the account area out of public first loads', () => {
    for (const load of loads.values()) {
      const urls = load.scripts.map((script) => script.url).join(' ');
      expect(urls, load.route).not.toMatch(
        /rich-text-editor|sell-car|admin|staff-console|account-layout|finance/,
      );
    }
  });

  it('writes a brotli and a gzip copy beside every script, style and page', async () => {
    const assets = (await readdir(path.join(outDir, 'assets'))).map((name) => `assets/${name}`);
    const texts = [...assets, 'index.html', 'route-preloads.json'].filter((name) =>
      /\.(js|css|html|json)$/.test(name),
    );
    expect(texts.length).toBeGreaterThan(10);
    for (const name of texts) {
      const original = await readFile(path.join(outDir, name));
      for (const [extension, decompress, compress] of [
        ['br', brotliDecompressSync, brotliCompressSync],
        ['gz', gunzipSync, gzipSync],
      ] as const) {
        const copy = await readFile(path.join(outDir, `${name}.${extension}`)).catch(() => null);
        if (copy) expect(decompress(copy).equals(original), `${name}.${extension}`).toBe(true);
        // Only a file too small to gain from compression (a few bytes of re-export) has none.
        else
          expect(compress(original).length, `${name}.${extension}`).toBeGreaterThanOrEqual(
            original.length,
          );
      }
    }
  });
});

// Decision 091: the browser trusts the server's checked answers and reads Buy Car's address by
// hand, and the toaster loads after the first paint. These markers are strings the minifier
// keeps: zod's error class and core type names, goober's style element id.
const LATE_LIBRARIES = [
  { name: 'zod', marker: /ZodError|\$ZodType/ },
  { name: 'react-hot-toast (goober)', marker: /_goober/ },
];

describe.each(PUBLIC_ROUTES)('the first load of %s', (route) => {
  it.each(LATE_LIBRARIES)('does not carry $name', async ({ marker }) => {
    const carriers: string[] = [];
    for (const { url } of loads.get(route)?.scripts ?? []) {
      if (marker.test(await readFile(path.join(outDir, url), 'utf8'))) carriers.push(url);
    }
    expect(loads.get(route)?.scripts.length).toBeGreaterThan(0);
    expect(carriers).toEqual([]);
  });
});

// Issue 32 (decision 119): a Sinhala or Tamil page loads the same scripts first as its English
// one, and brings the few translations it was drawn with inside its HTML (entry-server.tsx);
// its language's whole catalog is a chunk of its own, fetched once the page is idle, and the
// other languages' never.
describe.each(['si', 'ta'] as const)('the first load of a page in %s', (language) => {
  it('carries no catalog: each language is its own chunk, in no first load and no preload', async () => {
    const assets = await readdir(path.join(outDir, 'assets'));
    const catalogs = assets.filter((name) => new RegExp(`^${language}-[\\w-]+\\.js$`).test(name));
    expect(catalogs).toHaveLength(1);
    const catalog = `/assets/${catalogs[0]}`;
    const { routes } = JSON.parse(
      await readFile(path.join(outDir, 'route-preloads.json'), 'utf8'),
    ) as RoutePreloadsFile;
    const loadedByIndex = indexHtmlScripts(await readFile(path.join(outDir, 'index.html'), 'utf8'));
    expect(loadedByIndex).not.toContain(catalog);
    for (const [key, route] of Object.entries(routes)) {
      expect(route.scripts, key).not.toContain(catalog);
    }
    for (const load of loads.values()) {
      expect(
        load.scripts.map((script) => script.url),
        load.route,
      ).not.toContain(catalog);
      expect(load.gzip, load.route).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    }
    const size = gzipSync(await readFile(path.join(outDir, catalog))).length;
    console.warn(`the ${language} catalog, fetched after the first screen: ${kb(size)} gzip`);
  });
});
