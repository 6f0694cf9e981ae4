// @vitest-environment node
import type { CitiesResponse } from '@carmarket/shared/reference';
import type { VehicleDetail } from '@carmarket/shared/vehicle-detail';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerApiCallsWith, renderPage } from './entry-server';

/**
 * The server renderer on Node, as the API runs it: no window, no document. Its API calls go over
 * a real socket to a fixture that answers api.md's shapes (decision 114: the web workspace does
 * not depend on the API). The journeys in e2e/server-rendered-pages.spec.ts render through the
 * real API.
 */

const car: VehicleDetail = {
  id: 7,
  // A title is text: the page and the data the browser reads must keep it text.
  title: 'Toyota Aqua S 2016 </script><script>alert(1)</script>',
  price: 6_450_000,
  yom: 2016,
  mileage: 42_000,
  city: 'Kandy',
  town: null,
  registration: null,
  registrationYear: null,
  owners: null,
  townId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  Transmission: { name: 'Automatic' },
  FuelType: { name: 'Hybrid' },
  Condition: { name: 'Used' },
  User: { package: 'member' },
  phoneVerified: false,
  VehicleImages: [],
  // Stored HTML-escaped by the API (decision 020), drawn as HTML.
  description: 'One owner, serviced at the agent &amp; kept in a garage.',
  descriptionFormat: 'text',
  engineCapacity: 1500,
  make: 'Toyota',
  model: 'Aqua',
  vehicleType: 'Car',
  ongoingLease: false,
  features: [],
  images: [],
  threeSixty: null,
  video: null,
  seller: {
    name: 'Nimal',
    package: 'member',
    memberSince: '2025-01-01T00:00:00.000Z',
    phoneAvailable: false,
    phoneVerified: false,
    phoneVerifiedAt: null,
    email: null,
  },
  status: 'active',
  postedAt: '2026-11-20T10:00:00.000Z',
  priceHistory: [{ price: 6_450_000, changedAt: '2026-11-20T10:00:00.000Z' }],
  priceBand: null,
  dealRating: null,
  offerInsight: null,
  listedAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: null,
  originality: { photosUnique: null, phoneAdCount: null, priceInBand: null },
  searchIds: { makeId: 3, modelId: 12, cityId: 11 },
};
const cities: CitiesResponse = { cities: [{ id: 11, name: 'Kandy' }] };

/** Answers by path; car 8 carries a date no one can format, so its page throws while rendering. */
const answers: Record<string, { status: number; body: unknown }> = {
  '/api/cities': { status: 200, body: cities },
  '/api/vehicles/7': { status: 200, body: car },
  '/api/vehicles/7/similar': { status: 200, body: { cars: [] } },
  '/api/vehicles/8': { status: 200, body: { ...car, id: 8, postedAt: 'last Tuesday' } },
  '/api/vehicles/8/similar': { status: 200, body: { cars: [] } },
  '/api/vehicles/9': {
    status: 410,
    body: { code: 'listing_ended', message: 'This car is no longer for sale.' },
  },
  '/api/vehicles/9/similar': { status: 200, body: { cars: [] } },
};

let server: Server;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    asked.push(path);
    const answer = answers[path] ?? { status: 404, body: { code: 'not_found', message: 'No.' } };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  answerApiCallsWith((url, init) => fetch(`${origin}${url}`, init));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function text(body: Readable): Promise<string> {
  let html = '';
  for await (const chunk of body) html += String(chunk);
  return html;
}

describe('renderPage', () => {
  it("draws a car's page with its words and hands the browser the answers it used", async () => {
    asked.length = 0;
    const page = await renderPage('/cars/7-toyota-aqua-s-2016-kandy');
    if (!page.ok) throw new Error('The page did not render.');
    const html = await text(page.body);
    expect(html).toContain('<h1');
    expect(html).toContain('Toyota Aqua S 2016');
    expect(html).toContain('Rs. 6,450,000');
    expect(html).toContain('One owner, serviced at the agent &amp; kept in a garage.');
    // Escaped as text, in the page and in the data the browser reads.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(page.dataScript).not.toContain('</script><script>');
    expect(page.dataScript).toContain('"queryKey":["vehicles","detail",7]');
    expect(asked.sort()).toEqual(['/api/cities', '/api/vehicles/7', '/api/vehicles/7/similar']);
  });

  it('draws the "no longer for sale" page from a 410, and sends the refusal along', async () => {
    const page = await renderPage('/cars/9');
    if (!page.ok) throw new Error('The page did not render.');
    expect(await text(page.body)).toContain('This car is no longer for sale');
    expect(page.dataScript).toContain('"apiError":{"status":410');
  });

  it('answers a page that throws with the error page, and goes on rendering the next', async () => {
    const failed = await renderPage('/cars/8');
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.body).toContain('Unexpected Application Error!');
    // (The details under it are the development build's; e2e/render-error.spec.ts checks that
    // the production build shows none.)

    const next = await renderPage('/cars/7');
    expect(next.ok).toBe(true);
  });

  it('renders a hostile address as text, never as markup', async () => {
    const page = await renderPage(
      `/buy-car?query=${encodeURIComponent('"><script>alert(1)</script>')}&page=-1&brand=%00&${'x'.repeat(10_000)}=1`,
    );
    if (!page.ok) throw new Error('The page did not render.');
    const html = await text(page.body);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Find Your Perfect Car');
  });
});
