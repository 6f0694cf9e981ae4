import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cities,
  towns,
  vehicleMakes,
  vehicleMedia,
  vehicleModels,
  vehicleTypes,
} from '@carmarket/db/schema';
import { GALLERY_IMAGE_SIZES } from '@carmarket/shared/vehicle-detail';
import { buildTestApp } from '../../test/build-test-app';
import { BUILT_INDEX_HTML } from '../../test/built-index-html';
import { createUser, createVehicle, DAY } from '../../test/factories';
import { translatorFor } from '../../i18n/index';
import { siteSitemap, sitemapFile } from './sitemap';

/** The web app's own files (apps/web/public), which the build copies beside index.html. */
const WEB_PUBLIC = path.join(import.meta.dirname, '../../../../web/public');
const WEB_INDEX_HTML = path.join(import.meta.dirname, '../../../../web/index.html');

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let webDistDir: string;
let sellerId: number;
let kandy: { id: number; name: string };

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-pages-'));
  await writeFile(path.join(webDistDir, 'index.html'), BUILT_INDEX_HTML);
  for (const file of ['favicon.ico', 'apple-touch-icon.png', 'og-image.jpg']) {
    await copyFile(path.join(WEB_PUBLIC, file), path.join(webDistDir, file));
  }
  // What the web build writes: each page's own chunks (apps/web/build/route-preloads.ts).
  await writeFile(
    path.join(webDistDir, 'route-preloads.json'),
    JSON.stringify({
      routes: {
        carDetail: { scripts: ['/assets/car-detail-1.js'], styles: [] },
        buyCar: { scripts: ['/assets/buy-car-1.js'], styles: ['/assets/buy-car-1.css'] },
        notFound: { scripts: ['/assets/not-found-1.js'], styles: [] },
      },
    }),
  );
  ctx = await buildTestApp({ webDistDir });
  sellerId = (await createUser(ctx.db)).id;
  [kandy] = (await ctx.db.select().from(cities).where(eq(cities.name, 'Kandy'))) as [
    { id: number; name: string },
  ];
});
afterAll(async () => {
  await ctx.app.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** An Aqua in Kandy, live unless told otherwise, with two photos. */
async function aqua(overrides: Partial<Parameters<typeof createVehicle>[1]> = {}) {
  const [toyota] = await ctx.db.select().from(vehicleMakes).where(eq(vehicleMakes.name, 'Toyota'));
  const car = await createVehicle(ctx.db, {
    userId: sellerId,
    title: 'Toyota Aqua S',
    makeId: toyota!.id,
    makeName: 'Toyota',
    model: 'Aqua',
    yom: 2016,
    price: 6_450_000,
    mileage: 48_000,
    cityId: kandy.id,
    description: '<p>One owner, <strong>full service</strong> history &amp; new tyres.</p>',
    package: 'featured',
    ...overrides,
  });
  for (const position of [0, 1]) {
    const key = `ads/${car.id}/photo-${position}`;
    await ctx.db.insert(vehicleMedia).values({
      vehicleId: car.id,
      kind: 'image',
      position,
      storageKey: `${key}-1280.webp`,
      variants: { 320: `${key}-320.webp`, 640: `${key}-640.webp`, 1280: `${key}-1280.webp` },
      width: 1280,
      height: 853,
    });
  }
  return car;
}

async function makeId(name: string): Promise<number> {
  const [make] = await ctx.db.select().from(vehicleMakes).where(eq(vehicleMakes.name, name));
  return make!.id;
}

/** `count` live cars of one make, without photos. */
async function carsOf(
  makeName: string,
  count: number,
  overrides: Partial<Parameters<typeof createVehicle>[1]> = {},
) {
  const id = await makeId(makeName);
  const cars = [];
  for (let index = 0; index < count; index += 1) {
    cars.push(
      await createVehicle(ctx.db, {
        userId: sellerId,
        makeId: id,
        makeName,
        title: `${makeName} car ${index}`,
        ...overrides,
      }),
    );
  }
  return cars;
}

/** What a link previewer reads: the head's tags, no JavaScript run. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) =>
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)]
      .filter((match) => match[1] === key)
      .map((match) => match[2]);
  return {
    head,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replaceAll('&amp;', '&'),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as unknown,
    ),
  };
}

/** What schema.org and Google's vehicle listings ask of a vehicle for sale. */
const CarJsonLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.enum(['Car', 'Motorcycle', 'BusOrCoach', 'Vehicle']),
  name: z.string().min(1),
  description: z.string(),
  url: z.url(),
  image: z.array(z.url()).min(1),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }),
  model: z.string().min(1),
  vehicleModelDate: z.string().regex(/^\d{4}$/),
  itemCondition: z.string().startsWith('https://schema.org/'),
  mileageFromOdometer: z.object({
    '@type': z.literal('QuantitativeValue'),
    value: z.number().nonnegative(),
    unitCode: z.string().length(3),
  }),
  fuelType: z.string().min(1),
  vehicleTransmission: z.string().min(1),
  offers: z.object({
    '@type': z.literal('Offer'),
    url: z.url(),
    price: z.number().positive(),
    priceCurrency: z.literal('LKR'),
    availability: z.literal('https://schema.org/InStock'),
  }),
});

describe('an ad page as crawlers and link previews read it', () => {
  it('carries the title, price, photo, canonical address and schema.org data of that car', async () => {
    const car = await aqua();
    const address = `/cars/${car.id}-toyota-aqua-s-2016-kandy`;
    const response = await get(address);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');

    const page = headOf(response.body);
    const title = '2016 Toyota Aqua – Rs. 6,450,000 – Kandy | CarMarket';
    expect(page.titles).toEqual([title]);
    expect(page.meta('og:title')).toEqual([title]);
    expect(page.meta('description')).toEqual([
      'Rs. 6,450,000 · 2016 · 48,000 mi · Petrol · Automatic · Kandy. One owner, full service history & new tyres.'.replace(
        '&',
        '&amp;',
      ),
    ]);
    expect(page.canonical).toBe(`http://carmarket.test${address}`);
    expect(page.meta('og:url')).toEqual([`http://carmarket.test${address}`]);
    expect(page.meta('og:type')).toEqual(['product']);
    // The JPEG copy first (WhatsApp shows no WebP), then the WebP, each with its own details.
    expect(page.meta('og:image')).toEqual([
      `http://carmarket.test/media/ads/${car.id}/photo-0-1280.jpg`,
      `http://carmarket.test/media/ads/${car.id}/photo-0-1280.webp`,
    ]);
    expect(page.meta('og:image:type')).toEqual(['image/jpeg', 'image/webp']);
    expect(page.meta('og:image:width')).toEqual(['1280', '1280']);
    expect(page.meta('og:image:height')).toEqual(['853', '853']);
    expect(page.meta('og:image:alt')).toEqual(['Toyota Aqua S', 'Toyota Aqua S']);
    expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta('twitter:image')).toEqual([
      `http://carmarket.test/media/ads/${car.id}/photo-0-1280.jpg`,
    ]);
    expect(page.meta('twitter:image:alt')).toEqual(['Toyota Aqua S']);
    expect(page.meta('robots')).toEqual([]);
    // The first photo is fetched with the HTML, at the gallery's sizes.
    expect(page.head).toContain(
      `<link rel="preload" as="image" href="/media/ads/${car.id}/photo-0-1280.webp" imagesrcset="/media/ads/${car.id}/photo-0-320.webp 320w, /media/ads/${car.id}/photo-0-640.webp 640w, /media/ads/${car.id}/photo-0-1280.webp 1280w" imagesizes="${GALLERY_IMAGE_SIZES}" fetchpriority="high" />`,
    );

    expect(page.jsonLd).toHaveLength(1);
    const data = CarJsonLd.parse(page.jsonLd[0]);
    expect(data).toMatchObject({
      name: 'Toyota Aqua S',
      brand: { name: 'Toyota' },
      model: 'Aqua',
      vehicleModelDate: '2016',
      mileageFromOdometer: { value: 48_000 },
      offers: { price: 6_450_000, priceCurrency: 'LKR', url: `http://carmarket.test${address}` },
    });
    expect(data.image).toEqual([
      `http://carmarket.test/media/ads/${car.id}/photo-0-1280.webp`,
      `http://carmarket.test/media/ads/${car.id}/photo-1-1280.webp`,
    ]);
    // The car page's own code is fetched beside the entry, not after it has run.
    expect(page.head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/car-detail-1.js">',
    );
    // The build's own title and description are replaced, not repeated.
    expect(response.body).not.toContain("The build's description.");
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js">',
    );
  });

  it('says the local facts schema.org has terms for (issue 38): owners, first registration, the town', async () => {
    const [peradeniya] = await ctx.db.select().from(towns).where(eq(towns.name, 'Peradeniya'));
    const car = await aqua({
      registration: 'registered',
      registrationYear: 2017,
      owners: 1,
      townId: peradeniya!.id,
    });
    const data = headOf((await get(`/cars/${car.id}-toyota-aqua-s-2016-kandy`)).body)
      .jsonLd[0] as Record<string, unknown>;
    expect(data).toMatchObject({
      numberOfPreviousOwners: 1,
      dateVehicleFirstRegistered: '2017',
      offers: {
        availableAtOrFrom: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Peradeniya',
            addressRegion: 'Kandy',
            addressCountry: 'LK',
          },
        },
      },
    });
    const plain = headOf((await get(`/cars/${(await aqua()).id}-toyota-aqua-s-2016-kandy`)).body)
      .jsonLd[0];
    expect(plain).not.toHaveProperty('numberOfPreviousOwners');
    expect(plain).not.toHaveProperty('offers.availableAtOrFrom');
  });

  it('redirects the bare number, an old slug and a wrong one to the readable address (301)', async () => {
    const car = await aqua();
    const canonical = `/cars/${car.id}-toyota-aqua-s-2016-kandy`;
    for (const url of [
      `/cars/${car.id}`,
      `/cars/${car.id}-`,
      `/cars/${car.id}-honda-civic-2019-colombo`,
      `/cars/${car.id}-Toyota-Aqua-S-2016-Kandy`,
      `/cars/${car.id}-${'x'.repeat(300)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(canonical);
    }
    const withQuery = await get(`/cars/${car.id}?photo=2`);
    expect(withQuery.headers.location).toBe(`${canonical}?photo=2`);
  });

  it('carries no phone number, even of a VIP ad: the number is revealed with a tap (decision 107)', async () => {
    const car = await aqua({ package: 'vip', phone: '0719876543' });
    const response = await get(`/cars/${car.id}-toyota-aqua-s-2016-kandy`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('0719876543');
    expect(response.body).not.toMatch(/telephone|tel:/i);
  });

  it("keeps no ad's text able to close its script or break its tags", async () => {
    const car = await aqua({
      title: 'Aqua </script><script>alert(1)</script> "quoted"',
      description: '</script><img src=x onerror=alert(1)>',
    });
    const response = await get(`/cars/${car.id}`);
    const page = await get(String(response.headers.location));
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).not.toContain('<img src=x');
    const { jsonLd, meta } = headOf(page.body);
    expect(CarJsonLd.parse(jsonLd[0]).name).toBe(
      'Aqua </script><script>alert(1)</script> "quoted"',
    );
    expect(meta('og:image:alt')[0]).toContain('&quot;quoted&quot;');
  });

  it('answers a sold or expired ad with 410 and a not-indexed head', async () => {
    const sold = await aqua({ status: 'sold' });
    const lapsed = await aqua({ expiresAt: new Date(Date.now() - DAY) });
    for (const car of [sold, lapsed]) {
      const response = await get(`/cars/${car.id}-toyota-aqua-s-2016-kandy`);
      expect(response.statusCode).toBe(410);
      const page = headOf(response.body);
      expect(page.titles).toEqual(['2016 Toyota Aqua – no longer for sale | CarMarket']);
      expect(page.meta('robots')).toEqual(['noindex']);
      expect(page.jsonLd).toEqual([]);
      expect(page.canonical).toBeUndefined();
      expect(response.body).toContain('<div id="root"></div>');
    }
    // Its old address still finds the ended page.
    expect((await get(`/cars/${sold.id}`)).statusCode).toBe(301);
  });

  it('answers 404 for an unknown id, an ad that never went live and an address that is no id', async () => {
    const pending = await aqua({ status: 'pending', approvedAt: null, expiresAt: null });
    const rejected = await aqua({ status: 'rejected', approvedAt: null, expiresAt: null });
    for (const url of [
      '/cars/999999',
      `/cars/${pending.id}`,
      `/cars/${pending.id}-toyota-aqua-s-2016-kandy`,
      `/cars/${rejected.id}`,
      '/cars/abc',
      '/cars/12abc',
      '/cars/0',
      '/cars/99999999999',
      '/cars/%E0%A4%A',
      '/no-such-page',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      const page = headOf(response.body);
      expect(page.meta('robots'), url).toEqual(['noindex']);
      // Nothing of a hidden ad shows: not its title, not its slug.
      expect(response.body, url).not.toContain('Aqua');
      expect(response.headers.location, url).toBeUndefined();
      expect(response.body, url).toContain(
        url.startsWith('/cars/') ? '/assets/car-detail-1.js' : '/assets/not-found-1.js',
      );
    }
  });
});

describe('the other pages', () => {
  it('give each public page its own title and canonical address, and account pages noindex', async () => {
    const home = headOf((await get('/')).body);
    expect(home.titles).toEqual(['CarMarket — Buy and sell used cars in Sri Lanka']);
    expect(home.canonical).toBe('http://carmarket.test/');

    const finance = await get('/finance');
    expect(finance.statusCode).toBe(200);
    expect(headOf(finance.body).titles).toEqual(['Car loan calculator | CarMarket']);

    for (const url of ['/profile', '/admin', '/login', '/listings?status=pending']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(headOf(response.body).meta('robots'), url).toEqual(['noindex']);
    }
  });

  it('answer the messages inbox and a conversation with their titles, not for indexing (issue 35)', async () => {
    for (const [url, title] of [
      ['/messages', 'Messages | CarMarket'],
      ['/messages/12', 'Conversation | CarMarket'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(headOf(response.body).titles, url).toEqual([title]);
      expect(headOf(response.body).meta('robots'), url).toEqual(['noindex']);
    }
  });

  it('name the make, model and city of a search in its title and canonical address', async () => {
    const [toyota] = await ctx.db
      .select()
      .from(vehicleMakes)
      .where(eq(vehicleMakes.name, 'Toyota'));
    const [aquaModel] = await ctx.db
      .select()
      .from(vehicleModels)
      .where(eq(vehicleModels.name, 'Aqua'));
    const response = await get(
      `/buy-car?q=hybrid&brand=${toyota!.id}&model=${aquaModel!.id}&city=${kandy.id}&sort=1&min=100`,
    );
    expect(response.statusCode).toBe(200);
    const page = headOf(response.body);
    expect(page.titles).toEqual(['Toyota Aqua for sale in Kandy | CarMarket']);
    expect(page.canonical).toBe(
      `http://carmarket.test/buy-car?brand=${toyota!.id}&model=${aquaModel!.id}&city=${kandy.id}`,
    );

    expect(page.head).toContain('<link rel="stylesheet" href="/assets/buy-car-1.css">');
    expect(page.head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/buy-car-1.js">',
    );
    expect(page.head).not.toContain('car-detail-1.js');

    // Page 2 exists: two makes with 13 cars between them.
    const [mazda, kia] = [await makeId('Mazda'), await makeId('Kia')];
    await carsOf('Mazda', 13);
    const plain = headOf((await get(`/buy-car?page=2&brand=${mazda},${kia}&city=abc`)).body);
    expect(plain.titles).toEqual(['Used cars for sale in Sri Lanka – page 2 | CarMarket']);
    expect(plain.canonical).toBe('http://carmarket.test/buy-car?page=2');

    // A make written twice (an ordinary GET form's way of sending a list) names no single make.
    const twice = headOf((await get(`/buy-car?brand=${toyota!.id}&brand=1`)).body);
    expect(twice.titles).toEqual(['Used cars for sale in Sri Lanka | CarMarket']);
    expect(twice.canonical).toBe('http://carmarket.test/buy-car');
  });
});

describe('robots.txt and the sitemap', () => {
  it('keeps crawlers out of the account area, staff pages and the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    for (const path of ['/api/', '/admin', '/profile', '/listings', '/offers', '/settings']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /buy-car');
    expect(lines).toContain('Sitemap: http://carmarket.test/sitemap.xml');
  });

  it('lists exactly the live ads, each at its readable address with its lastmod', async () => {
    const sitemapAds = async () => {
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      return [
        ...response.body.matchAll(/<loc>http:\/\/carmarket\.test\/cars\/(\d+)-[a-z0-9-]+<\/loc>/g),
      ]
        .map((match) => Number(match[1]))
        .sort((a, b) => a - b);
    };
    const live = await aqua();
    await aqua({ status: 'sold' });
    await aqua({ status: 'pending', approvedAt: null, expiresAt: null });
    await aqua({ status: 'rejected', approvedAt: null, expiresAt: null });
    await aqua({ expiresAt: new Date(Date.now() - DAY) });

    const listed = await sitemapAds();
    // Every page of the search of everything: other tests' ads are live too.
    const liveIds: number[] = [];
    for (let page = 1; ; page += 1) {
      const found = (await ctx.app.inject({ url: `/api/vehicles/search?page=${page}` })).json<{
        cars: Array<{ id: number }>;
        pageCount: number;
      }>();
      liveIds.push(...found.cars.map((car) => car.id));
      if (page >= found.pageCount) break;
    }
    expect(listed).toContain(live.id);
    expect(listed).toEqual(liveIds.sort((a, b) => a - b));

    const body = (await get('/sitemap.xml')).body;
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(body).toContain(
      `<url><loc>http://carmarket.test/cars/${live.id}-toyota-aqua-s-2016-kandy</loc><lastmod>`,
    );
    for (const page of ['/', '/buy-car', '/finance', '/safety-tips']) {
      // Each with the same page in Sinhala and Tamil beside it (decision 119).
      expect(body).toContain(
        `<url><loc>http://carmarket.test${page}</loc><xhtml:link rel="alternate" hreflang="en" href="http://carmarket.test${page}"/><xhtml:link rel="alternate" hreflang="si" href="http://carmarket.test${page === '/' ? '/si' : `/si${page}`}"/>`,
      );
    }
    expect(body).not.toContain('/profile');
  });

  it('becomes an index of files past the addresses one file may hold', async () => {
    const deps = { repository: ctx.app.repos.pages, siteUrl: ctx.app.siteUrl, urlsPerFile: 10 };
    const live = await aqua();
    const index = await text(await siteSitemap(deps));
    expect(index).toContain('<sitemapindex');
    const files = [
      ...index.matchAll(/<loc>http:\/\/carmarket\.test\/sitemaps\/([^<]+)<\/loc>/g),
    ].map((match) => match[1]!);
    expect(files[0]).toBe('pages.xml');
    expect(files).toHaveLength(1 + Math.ceil(live.id / 10));

    const listed: number[] = [];
    for (const file of files.slice(1)) {
      const body = await text((await sitemapFile(deps, file))!);
      const ids = [...body.matchAll(/<loc>[^<]*\/cars\/(\d+)-/g)].map((match) => Number(match[1]));
      expect(ids.length).toBeLessThanOrEqual(10);
      listed.push(...ids);
    }
    const whole = await text(await siteSitemap({ ...deps, urlsPerFile: 50_000 }));
    expect(listed).toEqual(
      [...whole.matchAll(/<loc>[^<]*\/cars\/(\d+)-/g)].map((match) => Number(match[1])),
    );
    expect(await sitemapFile(deps, `cars-${files.length}.xml`)).toBeNull();
    expect(await sitemapFile(deps, 'cars-0.xml')).toBeNull();
    expect((await get('/sitemaps/nothing.xml')).statusCode).toBe(404);
  });
});

describe('one address per page', () => {
  it('redirects a page with a trailing slash to its address, keeping the query', async () => {
    const car = await aqua();
    const canonical = `/cars/${car.id}-toyota-aqua-s-2016-kandy`;
    for (const [url, location] of [
      ['/about/', '/about'],
      ['/safety-tips/', '/safety-tips'],
      ['/buy-car/?brand=1&page=2', '/buy-car?brand=1&page=2'],
      ['/admin/reports/', '/admin/reports'],
      ['/reset-password/?token=abc', '/reset-password?token=abc'],
      [`${canonical}/`, canonical],
      [`${canonical}/?photo=2`, `${canonical}?photo=2`],
      // Straight to the readable address, not through the slashless one.
      [`/cars/${car.id}/`, canonical],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('leaves what is no page as it was: 404', async () => {
    const pending = await aqua({ status: 'pending', approvedAt: null, expiresAt: null });
    // `/messages/12/` names no page either: there is no `/messages/:id` to send it to.
    for (const url of [
      '/no-such-page/',
      '/cars/abc/',
      '/cars/999999/',
      `/cars/${pending.id}/`,
      '/messages/12/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
      expect(headOf(response.body).meta('robots'), url).toEqual(['noindex']);
    }
    expect((await get('/')).statusCode).toBe(200);
  });
});

/** The picture a file of the site holds, which must be there. */
async function pictureAt(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return sharp(response.rawPayload).metadata();
}

describe('icons and link-preview pictures', () => {
  it('serves /favicon.ico and an apple-touch-icon, and the page head names them', async () => {
    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(200);
    const icon = ico.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image, each a PNG.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: icon.readUInt16LE(4) }, (_, index) => {
      const entry = 6 + 16 * index;
      const image = icon.subarray(icon.readUInt32LE(entry + 12));
      expect(image.subarray(1, 4).toString()).toBe('PNG');
      return icon.readUInt8(entry);
    });
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48]));

    expect(await pictureAt('/apple-touch-icon.png')).toMatchObject({
      format: 'png',
      width: 180,
      height: 180,
      hasAlpha: false,
    });

    const indexHtml = await readFile(WEB_INDEX_HTML, 'utf8');
    expect(indexHtml).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />');
    expect(indexHtml).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });

  it("gives every public page without a car of its own the site's 1200 × 630 JPEG", async () => {
    expect(await pictureAt('/og-image.jpg')).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    for (const url of [
      '/',
      '/about',
      '/finance',
      '/contact',
      '/privacy',
      '/safety-tips',
      '/sell-car',
    ]) {
      const page = headOf((await get(url)).body);
      expect(page.meta('og:image'), url).toEqual(['http://carmarket.test/og-image.jpg']);
      expect(page.meta('og:image:type'), url).toEqual(['image/jpeg']);
      expect(page.meta('og:image:width'), url).toEqual(['1200']);
      expect(page.meta('og:image:height'), url).toEqual(['630']);
      expect(page.meta('og:image:alt'), url).toEqual([
        'CarMarket — buy and sell used cars in Sri Lanka',
      ]);
      expect(page.meta('twitter:card'), url).toEqual(['summary_large_image']);
      expect(page.meta('twitter:image'), url).toEqual(['http://carmarket.test/og-image.jpg']);
      expect(page.meta('twitter:image:alt'), url).toEqual([
        'CarMarket — buy and sell used cars in Sri Lanka',
      ]);
    }
  });

  it("shows a search page's first car, or the site's picture when it finds none", async () => {
    const honda = await makeId('Honda');
    const [car] = await carsOf('Honda', 1, { title: 'Honda Vezel Z', package: 'vip' });
    const key = `ads/${car!.id}/photo-0`;
    await ctx.db.insert(vehicleMedia).values({
      vehicleId: car!.id,
      kind: 'image',
      position: 0,
      storageKey: `${key}-1280.webp`,
      variants: { 320: `${key}-320.webp`, 640: `${key}-640.webp`, 1280: `${key}-1280.webp` },
      width: 1280,
      height: 960,
    });
    const page = headOf((await get(`/buy-car?brand=${honda}&sort=2`)).body);
    expect(page.meta('og:image')).toEqual([
      `http://carmarket.test/media/${key}-1280.jpg`,
      `http://carmarket.test/media/${key}-1280.webp`,
    ]);
    expect(page.meta('og:image:height')).toEqual(['960', '960']);
    expect(page.meta('og:image:alt')).toEqual(['Honda Vezel Z', 'Honda Vezel Z']);
    expect(page.meta('twitter:image:alt')).toEqual(['Honda Vezel Z']);

    const none = headOf((await get(`/buy-car?brand=${await makeId('Hero')}`)).body);
    expect(none.meta('og:image')).toEqual(['http://carmarket.test/og-image.jpg']);
    expect(none.meta('twitter:image:alt')).toEqual([
      'CarMarket — buy and sell used cars in Sri Lanka',
    ]);
  });
});

describe('structured data by kind of vehicle', () => {
  it('says Car, Motorcycle, BusOrCoach or Vehicle, each with what Google asks', async () => {
    const types = await ctx.db.select().from(vehicleTypes);
    const expected: Record<string, string> = {
      Car: 'Car',
      SUV: 'Car',
      Motorbike: 'Motorcycle',
      Bus: 'BusOrCoach',
      Van: 'Vehicle',
      Pickup: 'Vehicle',
      Lorry: 'Vehicle',
      'Three Wheeler': 'Vehicle',
    };
    expect(types.map((type) => type.name).sort()).toEqual(Object.keys(expected).sort());
    for (const type of types) {
      const car = await aqua({ vehicleTypeId: type.id });
      const response = await get(`/cars/${car.id}-toyota-aqua-s-2016-kandy`);
      expect(response.statusCode, type.name).toBe(200);
      const data = CarJsonLd.parse(headOf(response.body).jsonLd[0]);
      expect(data['@type'], type.name).toBe(expected[type.name]);
    }
  });
});

describe('the landing pages in the sitemap', () => {
  it('lists the page of each make, model and city that has a live ad, and no other', async () => {
    const car = await aqua();
    const [toyota, aquaModel] = [
      await makeId('Toyota'),
      (await ctx.db.select().from(vehicleModels).where(eq(vehicleModels.name, 'Aqua')))[0]!.id,
    ];
    expect(car.modelId).toBe(aquaModel);
    // Hero has ads, none live: no page of it is listed.
    await carsOf('Hero', 1, { status: 'sold' });
    await carsOf('Hero', 1, { expiresAt: new Date(Date.now() - DAY) });

    const body = (await get('/sitemap.xml')).body;
    const landing = [
      ...body.matchAll(/<loc>http:\/\/carmarket\.test(\/buy-car\?[^<]+)<\/loc>/g),
    ].map((match) => match[1]!.replaceAll('&amp;', '&'));
    expect(landing).toContain(`/buy-car?brand=${toyota}`);
    expect(landing).toContain(`/buy-car?brand=${toyota}&model=${aquaModel}`);
    expect(landing).toContain(`/buy-car?city=${kandy.id}`);
    expect(landing).not.toContain(`/buy-car?brand=${await makeId('Hero')}`);
    expect(new Set(landing).size).toBe(landing.length);
    // Each is the canonical address of its own page.
    for (const address of landing) {
      const page = await get(address);
      expect(page.statusCode, address).toBe(200);
      expect(headOf(page.body).canonical, address).toBe(`http://carmarket.test${address}`);
    }
    // Past one file they are in pages.xml, beside the site's own pages.
    const deps = { repository: ctx.app.repos.pages, siteUrl: ctx.app.siteUrl, urlsPerFile: 10 };
    const pagesFile = await text((await sitemapFile(deps, 'pages.xml'))!);
    expect(pagesFile).toContain(`/buy-car?brand=${toyota}&amp;model=${aquaModel}</loc>`);
    expect(pagesFile).toContain('<loc>http://carmarket.test/about</loc>');
  });
});

describe('a results page past the last one', () => {
  it('is a 404 with the not-found head, not an empty page; page 1 of no results stays 200', async () => {
    const nissan = await makeId('Nissan');
    await carsOf('Nissan', 13, { title: 'Nissan Leaf' });
    const pageCount = async (query: string) =>
      (await ctx.app.inject({ url: `/api/vehicles/search?${query}` })).json<{ pageCount: number }>()
        .pageCount;
    const last = await pageCount(`brands=${nissan}`);
    expect(last).toBeGreaterThanOrEqual(2);
    const hero = await makeId('Hero');
    const words = await pageCount('query=leaf');

    for (const url of [`/buy-car?brand=${nissan}&page=${last}`, `/buy-car?brand=${hero}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(headOf(response.body).meta('robots'), url).toEqual([]);
    }
    for (const url of [
      `/buy-car?brand=${nissan}&page=${last + 1}`,
      `/buy-car?brand=${hero}&page=2`,
      `/buy-car?q=leaf&page=${words + 1}`,
      '/buy-car?page=835',
      `/buy-car?page=${10 ** 9 - 1}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      const page = headOf(response.body);
      expect(page.meta('robots'), url).toEqual(['noindex']);
      expect(page.titles, url).toEqual(['Page not found | CarMarket']);
      expect(page.canonical, url).toBeUndefined();
    }
    // An address whose page number is no number is read as page 1, as before.
    for (const url of ['/buy-car?page=abc', '/buy-car?page=-1', '/buy-car?page=0']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});

describe('pages in Sinhala and Tamil (decision 119)', () => {
  const getWith = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const alternatesOf = (html: string) =>
    Object.fromEntries(
      [
        ...headOf(html).head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ].map((match) => [match[1], match[2]!.replaceAll('&amp;', '&')]),
    );

  it('answer /si/… and /ta/… with the page in that language: lang, canonical and alternates', async () => {
    const car = await aqua();
    const adPath = `/cars/${car.id}-toyota-aqua-s-2016-kandy`;
    for (const [language, path] of [
      ['si', '/buy-car?brand=1'],
      ['ta', '/finance'],
      ['si', adPath],
      ['ta', ''],
    ] as const) {
      const url = `/${language}${path}`;
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<html lang="${language}"`);
      const base = path || '/';
      expect(headOf(response.body).canonical, url).toBe(
        `http://carmarket.test/${language}${path.split('?')[0] === '/buy-car' ? '/buy-car?brand=1' : path}`,
      );
      expect(alternatesOf(response.body), url).toEqual({
        en: `http://carmarket.test${base.split('?')[0] === '/buy-car' ? '/buy-car?brand=1' : base}`,
        si: `http://carmarket.test/si${path.split('?')[0] === '/buy-car' ? '/buy-car?brand=1' : path}`,
        ta: `http://carmarket.test/ta${path.split('?')[0] === '/buy-car' ? '/buy-car?brand=1' : path}`,
        'x-default': `http://carmarket.test${base.split('?')[0] === '/buy-car' ? '/buy-car?brand=1' : base}`,
      });
      expect(headOf(response.body).meta('og:locale'), url).toEqual([`${language}_LK`]);
    }
    // The head's words are the language's: the title whole from the shared catalog, the
    // description from the pages' own.
    const tamil = headOf((await get('/ta/finance')).body);
    expect(tamil.titles).toEqual([translatorFor('ta').t('Car loan calculator | CarMarket')]);
    expect(tamil.titles[0]).not.toContain('Car loan');
    expect(tamil.meta('description')[0]).toMatch(/[\u0B80-\u0BFF]/);
    const sinhala = headOf((await get('/si/sell-car')).body);
    expect(sinhala.titles[0]).toMatch(/^[^A-Za-z]*[\u0D80-\u0DFF][^|]* \| CarMarket$/);
    const english = await get('/finance');
    expect(english.body).toContain('<html lang="en"');
    expect(headOf(english.body).meta('og:locale')).toEqual(['en_LK']);
  });

  it('keep redirects in the language they were asked in', async () => {
    const car = await aqua();
    const canonical = `/cars/${car.id}-toyota-aqua-s-2016-kandy`;
    for (const [url, location] of [
      ['/si/about/', '/si/about'],
      [`/ta/cars/${car.id}`, `/ta${canonical}`],
      [`/si${canonical}/`, `/si${canonical}`],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('answer an unknown language in the address with the not-found page', async () => {
    for (const url of ['/xx/buy-car', '/en/buy-car', '/si-LK/about']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<html lang="en"');
    }
    const sinhala = await get('/si/no-such-page');
    expect(sinhala.statusCode).toBe(404);
    expect(sinhala.body).toContain('<html lang="si"');
  });

  it("send a first visit to the browser's language, and follow a choice once made", async () => {
    for (const [headers, location] of [
      [{ 'accept-language': 'si-LK,si;q=0.9,en;q=0.8' }, '/si/buy-car?brand=1'],
      [{ 'accept-language': 'en-GB,ta;q=0.7' }, null],
      [{ 'accept-language': 'ta' }, '/ta/buy-car?brand=1'],
      // An unknown language falls back to English.
      [{ 'accept-language': 'fr-FR,de;q=0.5' }, null],
      [{ 'accept-language': 'xx' }, null],
      // The choice on the switch (the cookie) wins over the browser's.
      [{ 'accept-language': 'si', cookie: 'carmarket_language=en' }, null],
      [{ 'accept-language': 'en', cookie: 'carmarket_language=ta' }, '/ta/buy-car?brand=1'],
      [{ cookie: 'carmarket_language=zz' }, null],
    ] as const) {
      const response = await getWith('/buy-car?brand=1', headers);
      const label = JSON.stringify(headers);
      if (location) {
        expect(response.statusCode, label).toBe(302);
        expect(response.headers.location, label).toBe(location);
      } else {
        expect(response.statusCode, label).toBe(200);
        expect(response.body, label).toContain('<html lang="en"');
      }
      expect(response.headers.vary, label).toMatch(/Accept-Language/);
    }
    // A shared /si/ or /ta/ address opens as it was shared, whatever the browser prefers.
    const shared = await getWith('/si/finance', {
      'accept-language': 'ta',
      cookie: 'carmarket_language=en',
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('<html lang="si"');
  });

  it('keep crawlers out of the account pages in every language', async () => {
    const robots = (await get('/robots.txt')).body;
    for (const path of ['/login', '/si/login', '/ta/login', '/si/admin']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toContain('/si/api/');
  });
});
