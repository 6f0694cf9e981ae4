// Keeps `npm run bench`'s pages honest without a server: each page address asks the web app for
// the same search as the JSON request it stands beside, and the memory run's addresses are
// distinct pages; plus the driver's figures and status counts.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { countStatuses, describeStatuses, drive, serverFailures, stats } from './bench-drive.mjs';
import { buildMix } from './bench-mix.mjs';
import {
  assertServesPages,
  describePages,
  loadPageAddressing,
  memoryAddresses,
  pageAddresser,
} from './bench-pages.mjs';

const { parseSearchState, toSearchParams } = await tsImport(
  '../apps/web/src/features/vehicles/search-state.ts',
  import.meta.url,
);
const { SearchQuerySchema } = await tsImport(
  '../packages/shared/src/vehicle-search.ts',
  import.meta.url,
);

const ids = (count) => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `N${i + 1}` }));
/** A catalogue shaped as the API serves it (bench.mjs reads it from the running server). */
const reference = {
  brands: ids(12),
  cities: ids(30),
  models: ids(60).map((model) => ({ ...model, makeId: 1 + (model.id % 12), count: 3 })),
  fuelTypes: ids(5),
  transmissions: ids(3),
  types: ids(8),
};
const mix = buildMix(reference, { seed: 20261123, count: 2000 });
const pageOf = pageAddresser(await loadPageAddressing());

/** A search without what the API takes as given: no page 1, sort 0, all cities or empty list. */
function meaningful(search) {
  const defaults = { page: 1, sort: 0, cityId: 0 };
  return Object.fromEntries(
    Object.entries(search).filter(
      ([name, value]) =>
        value !== undefined &&
        !(Array.isArray(value) && value.length === 0) &&
        defaults[name] !== value,
    ),
  );
}

test('every page address asks the web app for the search its JSON request asks the API', () => {
  let compared = 0;
  for (const { path } of mix) {
    const asked = SearchQuerySchema.safeParse(
      Object.fromEntries(new URLSearchParams(path.split('?')[1])),
    );
    // A search the API refuses (a year range reaching past next year) has no page to match.
    if (!asked.success) continue;
    const address = pageOf(path);
    assert.match(address, /^\/buy-car\?/);
    const shown = parseSearchState(new URLSearchParams(address.split('?')[1]));
    // A visitor has no top-bar city: the page searches all cities (0), as the JSON request does.
    assert.deepEqual(meaningful(toSearchParams(shown, 0)), meaningful(asked.data), address);
    compared += 1;
  }
  assert.ok(compared > 1990, `${compared} of ${mix.length} compared`);
});

test('page addresses use the address bar’s names and stay distinct', () => {
  assert.equal(
    pageOf('/api/vehicles/search?query=toyota%20aqua&brands=3&models=7&cityId=5&sort=2&page=4'),
    '/buy-car?q=toyota+aqua&brand=3&model=7&city=5&sort=2&page=4',
  );
  assert.equal(pageOf('/api/vehicles/search'), '/buy-car');
  assert.equal(new Set(mix.map((entry) => pageOf(entry.path))).size, mix.length);
  assert.throws(() => pageOf('/api/vehicles/search?colour=red'), /no name for colour/);
});

test('the memory run asks for distinct pages, none of them the measured ones', () => {
  const measured = mix.map((entry) => pageOf(entry.path));
  const addresses = memoryAddresses(measured, 10_000);
  assert.equal(addresses.length, 10_000);
  assert.equal(new Set(addresses).size, 10_000);
  assert.ok(addresses.every((address) => !measured.includes(address)));
  for (const address of addresses) {
    const params = new URLSearchParams(address.split('?')[1]);
    assert.match(params.get('sort'), /^[0-4]$/);
    assert.ok(Number(params.get('page')) >= 1, address);
  }
  // The first round is the measured searches in the next sort, same filters and page.
  assert.equal(
    memoryAddresses(['/buy-car?q=aqua&sort=4&page=2'], 1)[0],
    '/buy-car?q=aqua&sort=0&page=2',
  );
  // Every fifth round turns the page instead.
  assert.deepEqual(memoryAddresses(['/buy-car?brand=3'], 6), [
    '/buy-car?brand=3&sort=1&page=1',
    '/buy-car?brand=3&sort=2&page=1',
    '/buy-car?brand=3&sort=3&page=1',
    '/buy-car?brand=3&sort=4&page=1',
    '/buy-car?brand=3&sort=0&page=2',
    '/buy-car?brand=3&sort=1&page=2',
  ]);
});

test('the results say whether pages met their budgets, and when the memory run was cut short', () => {
  const memory = {
    firstCount: 500,
    renders: 10_000,
    afterFirst: 400.2,
    afterAll: 399.9,
    statuses: countStatuses([200, 200, 404]),
  };
  const met = describePages({
    pageRows: [
      { connections: 10, pagesRatio: 0.61 },
      { connections: 1, pagesRatio: 0.5 },
    ],
    memory,
    asked: 10_000,
    seconds: 600,
  });
  assert.match(met, /budget ≥ 0\.5\): 0\.610 at 10 connections, 0\.500 at 1 connection: met\./);
  assert.match(met, /answers 200: 2, 404: 1\./);
  assert.match(met, /\| after 10,000 renders \| 400 \|/);
  assert.match(met, /\| growth \(budget ≤ 50 MB\) \| 0: met \|/);

  const missed = describePages({
    pageRows: [
      { connections: 10, pagesRatio: 0.49 },
      { connections: 1, pagesRatio: 0.8 },
    ],
    memory: { ...memory, renders: 6_120, afterAll: 451 },
    asked: 10_000,
    seconds: 600,
  });
  assert.match(missed, /at 1 connection: missed\./);
  assert.match(missed, /\| after 6,120 renders \(stopped at 600 s\) \| 451 \|/);
  assert.match(missed, /\| growth \(budget ≤ 50 MB\) \| \+51: missed \|/);
});

test('answers are counted by status, and only 5xx and no answer are the server’s failures', () => {
  const counts = countStatuses([200, 404, 200, undefined, 502, 'network error', 301]);
  assert.equal(describeStatuses(counts), '200: 2, 301: 1, 404: 1, 502: 1, network error: 1');
  assert.equal(serverFailures(counts), 2);
  assert.equal(serverFailures(countStatuses([200, 404, 301])), 0);
});

test('figures: answers per second over the elapsed time, percentiles and the slowest', () => {
  const times = [5, undefined, 1, 4, 2, 3];
  const figures = stats(times, 2);
  assert.equal(figures.n, 5);
  assert.equal(figures.perSecond, 2.5);
  assert.equal(figures.p50, 3);
  assert.equal(figures.max, 5);
  assert.equal(stats(times).perSecond, undefined);
});

test('the driver asks each path once, counts redirects as answers, and stops at a server with no pages', async () => {
  const asked = [];
  const server = http.createServer((request, reply) => {
    asked.push(`${request.url} ${request.headers.accept}`);
    if (request.url === '/moved') reply.writeHead(301, { location: '/page' }).end();
    else if (request.url === '/api-only') {
      reply.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    } else reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const run = await drive(base, ['/page', '/moved', '/other'], {
      connections: 2,
      seconds: 60,
      headers: { accept: 'text/html' },
    });
    assert.equal(run.done, 3);
    assert.deepEqual(run.statuses, [200, 301, 200]);
    assert.deepEqual(asked.sort(), ['/moved text/html', '/other text/html', '/page text/html']);

    await assertServesPages(base, '/page');
    await assert.rejects(
      assertServesPages(base, '/api-only'),
      /\/api-only answered 404 application\/json, not a page: is apps\/web\/dist built\?/,
    );
  } finally {
    server.close();
  }
});
