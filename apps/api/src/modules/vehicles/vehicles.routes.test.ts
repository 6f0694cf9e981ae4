import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  transmissions,
  vehicleMakes,
  vehicleMedia,
  vehicleTypes,
} from '@carmarket/db/schema';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { CAR_NO_LONGER_FOR_SALE, VehicleDetailSchema } from '@carmarket/shared/vehicle-detail';
import {
  CarsResponseSchema,
  DEEP_PAGE_MESSAGE,
  DEEP_TEXT_PAGE_MESSAGE,
  HomeListingsResponseSchema,
  ModelsResponseSchema,
  SearchResponseSchema,
  type SearchResponse,
} from '@carmarket/shared/vehicle-search';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';
import { CAR_NOT_FOUND } from './vehicles.service';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

type Ref = Record<string, number>;
const ref: Record<'city' | 'make' | 'type' | 'condition' | 'fuel' | 'transmission', Ref> = {
  city: {},
  make: {},
  type: {},
  condition: {},
  fuel: {},
  transmission: {},
};

async function loadRef(db: Database) {
  const load = async (table: typeof cities, into: Ref) => {
    for (const row of await db.select().from(table)) into[row.name] = row.id;
  };
  await load(cities, ref.city);
  await load(vehicleMakes, ref.make);
  await load(vehicleTypes, ref.type);
  await load(conditions, ref.condition);
  await load(fuelTypes, ref.fuel);
  await load(transmissions, ref.transmission);
}

function id(table: Ref, name: string): number {
  const value = table[name];
  if (value === undefined) throw new Error(`no reference row ${name}`);
  return value;
}

async function search(query: string): Promise<SearchResponse> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return SearchResponseSchema.parse(response.json());
}

/** Every matching car, all pages walked: the test data stays under a few pages. */
async function searchAll(query: string): Promise<SearchResponse['cars']> {
  const first = await search(query);
  const cars = [...first.cars];
  for (let page = 2; page <= first.pageCount; page += 1) {
    cars.push(...(await search(`${query}&page=${page}`)).cars);
  }
  return cars;
}

const titles = (cars: SearchResponse['cars']) => cars.map((car) => car.title).sort();

let sellerId: number;
const now = Date.now();

beforeAll(async () => {
  ctx = await buildTestApp();
  await loadRef(ctx.db);
  const member = await createUser(ctx.db, { name: 'Member Seller' });
  const vip = await createUser(ctx.db, { name: 'Vip Dealer', package: 'vip' });
  sellerId = member.id;
  const base = {
    cityId: id(ref.city, 'Colombo'),
    vehicleTypeId: id(ref.type, 'Car'),
    conditionId: id(ref.condition, 'Used'),
    transmissionId: id(ref.transmission, 'Automatic'),
    fuelTypeId: id(ref.fuel, 'Petrol'),
  };
  const car = (
    title: string,
    make: string,
    model: string,
    extra: Partial<Parameters<typeof createVehicle>[1]> = {},
  ) =>
    createVehicle(ctx.db, {
      userId: member.id,
      ...base,
      title,
      makeId: id(ref.make, make),
      makeName: make,
      model,
      ...extra,
    });

  // Live ads, created one hour apart (Aqua newest).
  await car('Toyota Aqua 2018 – Hybrid', 'Toyota', 'Aqua', {
    price: 6_500_000,
    mileage: 42_000,
    fuelTypeId: id(ref.fuel, 'Hybrid'),
    createdAt: new Date(now - 1 * 3_600_000),
  });
  await car('Toyota Corolla Axio 2015', 'Toyota', 'Corolla', {
    price: 7_200_000,
    mileage: 61_000,
    createdAt: new Date(now - 2 * 3_600_000),
    package: 'featured',
    userId: vip.id,
  });
  await car('Suzuki Wagon R Stingray 2019', 'Suzuki', 'Wagon R', {
    price: 5_100_000,
    mileage: 23_000,
    cityId: id(ref.city, 'Kandy'),
    createdAt: new Date(now - 3 * 3_600_000),
  });
  await car('Honda Vezel RS 2017', 'Honda', 'Vezel', {
    price: 9_800_000,
    mileage: 55_000,
    vehicleTypeId: id(ref.type, 'SUV'),
    fuelTypeId: id(ref.fuel, 'Hybrid'),
    createdAt: new Date(now - 4 * 3_600_000),
    package: 'vip',
    userId: vip.id,
    phone: '0779876543',
  });
  await car('Nissan Leaf 2016 Electric', 'Nissan', 'Leaf', {
    price: 4_300_000,
    mileage: 38_000,
    fuelTypeId: id(ref.fuel, 'Electric'),
    transmissionId: id(ref.transmission, 'Automatic'),
    createdAt: new Date(now - 5 * 3_600_000),
    description: 'Battery health 85 percent, home charger included.',
  });
  await car('Mitsubishi Montero Sport 2014', 'Mitsubishi', 'Montero', {
    price: 12_500_000,
    mileage: 98_000,
    vehicleTypeId: id(ref.type, 'SUV'),
    fuelTypeId: id(ref.fuel, 'Diesel'),
    transmissionId: id(ref.transmission, 'Manual'),
    conditionId: id(ref.condition, 'Unregistered'),
    createdAt: new Date(now - 6 * 3_600_000),
  });
  // Never live: pending, rejected, sold, expired by status, expired by date.
  for (const [status, expiresAt] of [
    ['pending', null],
    ['rejected', null],
    ['sold', new Date(now + 10 * DAY)],
    ['expired', new Date(now - DAY)],
    ['active', new Date(now - 60_000)],
  ] as const) {
    await car(`Toyota Hidden ${status} ${expiresAt?.getTime() ?? 0}`, 'Toyota', 'Hidden', {
      status,
      expiresAt,
      price: 6_000_000,
    });
  }
});
afterAll(async () => {
  await ctx.app.close();
});

const LIVE = [
  'Honda Vezel RS 2017',
  'Mitsubishi Montero Sport 2014',
  'Nissan Leaf 2016 Electric',
  'Suzuki Wagon R Stingray 2019',
  'Toyota Aqua 2018 – Hybrid',
  'Toyota Corolla Axio 2015',
];

describe('GET /api/vehicles/search', () => {
  it('lists only live ads, with the shape of api.md and one small card image', async () => {
    await ctx.db.insert(vehicleMedia).values([
      {
        vehicleId: (await search('query=aqua')).cars[0]!.id,
        kind: 'image',
        position: 0,
        storageKey: 'demo/aqua-1280.webp',
        variants: {
          '320': 'demo/aqua-320.webp',
          '640': 'demo/aqua-640.webp',
          '1280': 'demo/aqua-1280.webp',
        },
      },
    ]);
    const answer = await search('');
    expect(answer).toMatchObject({ carsCount: 6, limit: 12, pageCount: 1 });
    expect(titles(answer.cars)).toEqual(LIVE);
    const aqua = answer.cars.find((car) => car.title.startsWith('Toyota Aqua'));
    expect(aqua).toMatchObject({
      price: 6_500_000,
      yom: 2018,
      mileage: 42_000,
      city: 'Colombo',
      Transmission: { name: 'Automatic' },
      FuelType: { name: 'Hybrid' },
      Condition: { name: 'Used' },
      User: { package: 'member' },
      VehicleImages: [
        {
          path: '/media/demo/aqua-320.webp',
          srcSet: '/media/demo/aqua-320.webp 320w, /media/demo/aqua-640.webp 640w',
        },
      ],
    });
    expect(answer.cars.find((car) => car.title.startsWith('Honda'))?.VehicleImages).toEqual([]);
  });

  it('restricts by every filter', async () => {
    const cases: Array<[string, string[]]> = [
      [
        'min=6000000',
        [
          'Honda Vezel RS 2017',
          'Mitsubishi Montero Sport 2014',
          'Toyota Aqua 2018 – Hybrid',
          'Toyota Corolla Axio 2015',
        ],
      ],
      ['max=5100000', ['Nissan Leaf 2016 Electric', 'Suzuki Wagon R Stingray 2019']],
      [
        'min=5100000&max=7200000',
        ['Suzuki Wagon R Stingray 2019', 'Toyota Aqua 2018 – Hybrid', 'Toyota Corolla Axio 2015'],
      ],
      [
        `brands=${id(ref.make, 'Toyota')}`,
        ['Toyota Aqua 2018 – Hybrid', 'Toyota Corolla Axio 2015'],
      ],
      [
        `brands=${id(ref.make, 'Honda')},${id(ref.make, 'Nissan')}`,
        ['Honda Vezel RS 2017', 'Nissan Leaf 2016 Electric'],
      ],
      [`conditions=${id(ref.condition, 'Unregistered')}`, ['Mitsubishi Montero Sport 2014']],
      [`fuelTypes=${id(ref.fuel, 'Hybrid')}`, ['Honda Vezel RS 2017', 'Toyota Aqua 2018 – Hybrid']],
      [
        `vehicleTypes=${id(ref.type, 'SUV')}`,
        ['Honda Vezel RS 2017', 'Mitsubishi Montero Sport 2014'],
      ],
      [`transmissions=${id(ref.transmission, 'Manual')}`, ['Mitsubishi Montero Sport 2014']],
      [`cityId=${id(ref.city, 'Kandy')}`, ['Suzuki Wagon R Stingray 2019']],
      ['cityId=0', LIVE],
      [
        `fuelTypes=${id(ref.fuel, 'Hybrid')}&vehicleTypes=${id(ref.type, 'Car')}`,
        ['Toyota Aqua 2018 – Hybrid'],
      ],
      [`brands=${id(ref.make, 'Toyota')}&min=7000000&query=axio`, ['Toyota Corolla Axio 2015']],
      [`brands=${id(ref.make, 'BMW')}`, []],
    ];
    for (const [query, expected] of cases) {
      const cars = await searchAll(query);
      expect(titles(cars), query).toEqual(expected);
      expect((await search(query)).carsCount, query).toBe(expected.length);
    }
  });

  it('matches keywords over title, make, model and description, with partial words and typos', async () => {
    const cases: Array<[string, string[]]> = [
      ['toyota', ['Toyota Aqua 2018 – Hybrid', 'Toyota Corolla Axio 2015']],
      ['TOYOTA  corolla', ['Toyota Corolla Axio 2015']],
      ['coro', ['Toyota Corolla Axio 2015']],
      ['stingr', ['Suzuki Wagon R Stingray 2019']],
      ['charger', ['Nissan Leaf 2016 Electric']],
      ['toyta corola', ['Toyota Corolla Axio 2015']],
      ['mitsubshi', ['Mitsubishi Montero Sport 2014']],
      ['ferrari', []],
    ];
    for (const [keyword, expected] of cases) {
      const cars = await searchAll(`query=${encodeURIComponent(keyword)}`);
      expect(titles(cars), keyword).toEqual(expected);
    }
  });

  it('takes %, _, quotes and SQL in the keyword as plain text', async () => {
    for (const keyword of [
      '%',
      '_',
      "'",
      '"',
      "'; drop table vehicles; --",
      '%toyota%',
      'a_b',
      '\\',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/vehicles/search?query=${encodeURIComponent(keyword)}`,
      });
      expect(response.statusCode, keyword).toBe(200);
    }
    expect((await search(`query=${encodeURIComponent('%toyota%')}`)).carsCount).toBe(2);
    expect((await search(`query=${encodeURIComponent('%_%')}`)).carsCount).toBe(0);
    expect((await search('')).carsCount).toBe(6);
  });

  it('orders by every sort', async () => {
    const order = async (sort: number) =>
      (await search(`sort=${sort}`)).cars.map((car) => car.title);
    expect((await search('sort=1')).cars.map((car) => car.price)).toEqual([
      4_300_000, 5_100_000, 6_500_000, 7_200_000, 9_800_000, 12_500_000,
    ]);
    expect((await search('sort=2')).cars.map((car) => car.price)).toEqual([
      12_500_000, 9_800_000, 7_200_000, 6_500_000, 5_100_000, 4_300_000,
    ]);
    expect(await order(3)).toEqual([
      'Toyota Aqua 2018 – Hybrid',
      'Toyota Corolla Axio 2015',
      'Suzuki Wagon R Stingray 2019',
      'Honda Vezel RS 2017',
      'Nissan Leaf 2016 Electric',
      'Mitsubishi Montero Sport 2014',
    ]);
    expect((await search('sort=4')).cars.map((car) => car.mileage)).toEqual([
      23_000, 38_000, 42_000, 55_000, 61_000, 98_000,
    ]);
    // Relevance without a keyword: vip, then featured, then member; newest first within each.
    expect(await order(0)).toEqual([
      'Honda Vezel RS 2017',
      'Toyota Corolla Axio 2015',
      'Toyota Aqua 2018 – Hybrid',
      'Suzuki Wagon R Stingray 2019',
      'Nissan Leaf 2016 Electric',
      'Mitsubishi Montero Sport 2014',
    ]);
    expect((await search('')).cars.map((car) => car.title)).toEqual(await order(0));
    // With a keyword the text rank leads: a match in the title beats one in the description.
    await createVehicle(ctx.db, {
      userId: sellerId,
      title: 'Perodua Bezza 2020',
      makeName: 'Perodua',
      model: 'Bezza',
      description: 'Cheaper to run than a Suzuki Stingray.',
      package: 'vip',
      createdAt: new Date(now - 7 * 3_600_000),
    });
    const stingray = await search('query=stingray');
    expect(stingray.cars.map((car) => car.title)).toEqual([
      'Suzuki Wagon R Stingray 2019',
      'Perodua Bezza 2020',
    ]);
    // A keyword that names a model is that model: a Bezza whose description mentions an Aqua is
    // not an Aqua.
    expect((await search('query=aqua')).cars.map((car) => car.title)).toEqual([
      'Toyota Aqua 2018 – Hybrid',
    ]);
  });

  it('pages by 12 with exact counts, and a page past the end is empty with the true count', async () => {
    const seller = await createUser(ctx.db);
    const make = id(ref.make, 'Kia');
    for (let i = 0; i < 26; i += 1) {
      await createVehicle(ctx.db, {
        userId: seller.id,
        makeId: make,
        makeName: 'Kia',
        model: 'Picanto',
        title: `Kia Picanto ${String(i).padStart(2, '0')}`,
        price: 3_000_000 + i * 10_000,
      });
    }
    const query = `brands=${make}&sort=1`;
    const pages = await Promise.all([1, 2, 3].map((page) => search(`${query}&page=${page}`)));
    expect(pages.map((page) => page.cars.length)).toEqual([12, 12, 2]);
    for (const page of pages)
      expect(page).toMatchObject({ carsCount: 26, pageCount: 3, limit: 12 });
    const seen = pages.flatMap((page) => page.cars.map((car) => car.title));
    expect(new Set(seen).size).toBe(26);
    expect(seen[0]).toBe('Kia Picanto 00');
    expect(seen[25]).toBe('Kia Picanto 25');
    expect(await search(`${query}&page=4`)).toEqual({
      cars: [],
      carsCount: 26,
      carsCountExact: true,
      limit: 12,
      pageCount: 3,
    });
    // A keyword's page counts its matches itself; past the end it still answers the true count.
    const keyword = 'query=picanto&sort=1';
    const keywordPages = await Promise.all([1, 3].map((page) => search(`${keyword}&page=${page}`)));
    expect(keywordPages.map((page) => page.cars.length)).toEqual([12, 2]);
    expect(keywordPages[0]!.cars[0]!.title).toBe('Kia Picanto 00');
    for (const page of [...keywordPages, await search(`${keyword}&page=4`)])
      expect(page).toMatchObject({ carsCount: 26, pageCount: 3 });
    expect((await search(`${keyword}&page=4`)).cars).toEqual([]);
    expect((await search('query=picantoo&page=2')).carsCount).toBe(26);
  });

  it('answers bad parameters with 400 and a sentence, never 500', async () => {
    const nextYear = new Date().getFullYear() + 1;
    const cases: Array<[string, string, string]> = [
      ['page=abc', 'page', 'Page must be a whole number, like 2'],
      ['page=0', 'page', 'Page must be a whole number, like 2'],
      ['page=-1', 'page', 'Page must be a whole number, like 2'],
      ['page=1.5', 'page', 'Page must be a whole number, like 2'],
      ['page=835', 'page', DEEP_PAGE_MESSAGE],
      ['query=leasing&page=85', 'page', DEEP_TEXT_PAGE_MESSAGE],
      ['models=aqua', 'models', 'Models must be a comma-separated list of ids, like 3,7'],
      ['yomMin=1949', 'yomMin', `The earliest year must be a year from 1950 to ${nextYear}`],
      [
        'yomMax=' + (nextYear + 1),
        'yomMax',
        `The latest year must be a year from 1950 to ${nextYear}`,
      ],
      ['yomMin=16', 'yomMin', 'The earliest year must be a year like 2016'],
      ['yomMin=2018&yomMax=2016', 'yomMin', 'The earliest year cannot be after the latest year'],
      [
        'mileageMin=-1',
        'mileageMin',
        'The lowest mileage must be a whole number of miles from 0 to 9,999,999',
      ],
      [
        'mileageMin=90000&mileageMax=1000',
        'mileageMin',
        'The lowest mileage cannot be above the highest mileage',
      ],
      ['page=1&page=2', 'page', 'Each search parameter may be given once, as text'],
      [
        'sort=5',
        'sort',
        'Sort must be 0 (relevance), 1 (price low to high), 2 (price high to low), 3 (newest) or 4 (lowest mileage)',
      ],
      [
        'sort=price',
        'sort',
        'Sort must be 0 (relevance), 1 (price low to high), 2 (price high to low), 3 (newest) or 4 (lowest mileage)',
      ],
      ['min=cheap', 'min', 'The minimum price must be a number with up to 2 decimals'],
      ['max=-5', 'max', 'The maximum price must be a number with up to 2 decimals'],
      ['min=900&max=100', 'min', 'The minimum price cannot be above the maximum price'],
      ['brands=toyota', 'brands', 'Brands must be a comma-separated list of ids, like 3,7'],
      ['brands=1,,2', 'brands', 'Brands must be a comma-separated list of ids, like 3,7'],
      ['brands=0', 'brands', 'Brands must be a comma-separated list of ids, like 3,7'],
      [
        "conditions=1' OR '1'='1",
        'conditions',
        'Conditions must be a comma-separated list of ids, like 3,7',
      ],
      ['fuelTypes=1;2', 'fuelTypes', 'Fuel types must be a comma-separated list of ids, like 3,7'],
      [
        'vehicleTypes=99999999999',
        'vehicleTypes',
        'Vehicle types must be a comma-separated list of ids, like 3,7',
      ],
      [
        'transmissions=x',
        'transmissions',
        'Transmissions must be a comma-separated list of ids, like 3,7',
      ],
      ['cityId=colombo', 'cityId', 'The city must be a city id'],
      [
        `query=${'a'.repeat(10_000)}`,
        'query',
        'The search text is too long (100 characters at most)',
      ],
      [
        `brands=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
        'brands',
        'Brands may list at most 50 ids',
      ],
    ];
    for (const [query, field, message] of cases) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/vehicles/search?${query}`,
      });
      expect(response.statusCode, query.slice(0, 60)).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()), query.slice(0, 60)).toEqual({
        code: 'invalid_input',
        message,
        field,
      });
    }
  });

  it('ignores unknown ids and parameters rather than failing', async () => {
    expect((await search('brands=999999')).carsCount).toBe(0);
    expect((await search('color=red&q=ignored')).carsCount).toBeGreaterThan(0);
  });
});

describe('GET /api/vehicles/:id', () => {
  it('answers a live ad in full, a phone to reveal only for a package that shows contact details', async () => {
    const [vezel] = (await search('query=vezel')).cars;
    const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${vezel!.id}` });
    expect(response.statusCode).toBe(200);
    const detail = VehicleDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      title: 'Honda Vezel RS 2017',
      make: 'Honda',
      model: 'Vezel',
      vehicleType: 'SUV',
      status: 'active',
      seller: { name: 'Vip Dealer', package: 'vip', phoneAvailable: true },
      descriptionFormat: 'html',
      images: [],
      threeSixty: null,
      video: null,
    });

    // The ids its breadcrumbs link the make's, the model's and the city's Buy Car pages by.
    const honda = id(ref.make, 'Honda');
    const catalogue = ModelsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/vehicles/models?brands=${honda}` })).json(),
    );
    const vezelModel = catalogue.models.find((model) => model.name === 'Vezel');
    expect(vezelModel).toBeDefined();
    expect(detail.searchIds).toEqual({
      makeId: honda,
      modelId: vezelModel!.id,
      cityId: id(ref.city, 'Colombo'),
    });

    // The number is revealed with a tap (decision 107), never sent with the ad.
    expect(response.body).not.toContain('0779876543');

    const [aqua] = (await search('query=aqua')).cars;
    const member = VehicleDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${aqua!.id}` })).json(),
    );
    expect(member.seller.phoneAvailable).toBe(false);
    expect(member.descriptionFormat).toBe('text');
    expect(member.images).toEqual([
      {
        path: '/media/demo/aqua-1280.webp',
        srcSet:
          '/media/demo/aqua-320.webp 320w, /media/demo/aqua-640.webp 640w, /media/demo/aqua-1280.webp 1280w',
        thumbnailPath: '/media/demo/aqua-320.webp',
        width: null,
        height: null,
      },
    ]);
  });

  it('lists the features the ad has and sanitises a rich description', async () => {
    const seller = await createUser(ctx.db, { package: 'featured' });
    const vehicle = await createVehicle(ctx.db, {
      userId: seller.id,
      package: 'featured',
      airCondition: true,
      powerWindow: true,
      powerSteering: false,
      powerMirror: false,
      description:
        '<p>Clean <strong>car</strong><script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a>',
    });
    const detail = VehicleDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${vehicle.id}` })).json(),
    );
    expect(detail.features).toEqual(['Air Conditioning', 'Power Windows']);
    expect(detail.description).not.toMatch(/script|onerror|javascript/);
    expect(detail.description).toContain('<strong>car</strong>');
  });

  it('answers 404 with a sentence for unknown and non-live ads, 400 for a bad id', async () => {
    const hidden = await createVehicle(ctx.db, { userId: sellerId, status: 'pending' });
    for (const url of [
      `/api/vehicles/${hidden.id}`,
      '/api/vehicles/999999',
      `/api/vehicles/${hidden.id}/similar`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: CAR_NOT_FOUND });
    }
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/vehicles/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The car id must be a whole number', field: 'id' });
  });
});

describe('an ad that was public and has ended (issue 17)', () => {
  it('answers 410 with a sentence for a sold, an expired and a lapsed ad; 404 for one never live', async () => {
    const ended = [
      await createVehicle(ctx.db, { userId: sellerId, status: 'sold' }),
      await createVehicle(ctx.db, {
        userId: sellerId,
        status: 'expired',
        expiresAt: new Date(now - DAY),
      }),
      // Still `active` in its row, but its validity is over.
      await createVehicle(ctx.db, { userId: sellerId, expiresAt: new Date(now - 60_000) }),
    ];
    for (const vehicle of ended) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${vehicle.id}` });
      expect(response.statusCode, vehicle.status).toBe(410);
      expect(ErrorResponseSchema.parse(response.json())).toMatchObject({
        message: CAR_NO_LONGER_FOR_SALE,
      });
    }

    const stranger = await signUpAndIn(ctx.app);
    const never = [
      await createVehicle(ctx.db, { userId: sellerId, status: 'pending', approvedAt: null }),
      await createVehicle(ctx.db, { userId: sellerId, status: 'rejected', approvedAt: null }),
      // Marked sold while still waiting for approval: it was never public.
      await createVehicle(ctx.db, { userId: sellerId, status: 'sold', approvedAt: null }),
    ];
    for (const vehicle of never) {
      for (const headers of [{}, stranger.bearer]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/vehicles/${vehicle.id}`,
          headers,
        });
        expect(response.statusCode, vehicle.status).toBe(404);
        expect(response.json()).toMatchObject({ message: CAR_NOT_FOUND });
      }
    }
  });

  it('still shows a sold ad to its owner', async () => {
    const owner = await signUpAndIn(ctx.app, { name: 'Sold Owner' });
    const sold = await createVehicle(ctx.db, { userId: owner.user.id, status: 'sold' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${sold.id}`,
      headers: owner.bearer,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(VehicleDetailSchema.parse(response.json())).toMatchObject({
      id: sold.id,
      status: 'sold',
    });
  });

  it('lists live cars of the same make as similar to a sold ad, never the ad itself', async () => {
    const sold = await createVehicle(ctx.db, {
      userId: sellerId,
      status: 'sold',
      title: 'Toyota Premio 2016 sold',
      makeId: id(ref.make, 'Toyota'),
      makeName: 'Toyota',
      vehicleTypeId: id(ref.type, 'Car'),
      price: 6_800_000,
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${sold.id}/similar`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = CarsResponseSchema.parse(response.json()).cars.map((car) => car.title);
    // Same make first, the closest price leading; then the same type.
    expect(names.slice(0, 2)).toEqual(['Toyota Aqua 2018 – Hybrid', 'Toyota Corolla Axio 2015']);
    expect(names).not.toContain('Toyota Premio 2016 sold');
    expect(names.some((name) => name.includes('Hidden'))).toBe(false);

    const never = await createVehicle(ctx.db, {
      userId: sellerId,
      status: 'sold',
      approvedAt: null,
    });
    for (const url of [`/api/vehicles/${never.id}/similar`, '/api/vehicles/999998/similar']) {
      const refused = await ctx.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toMatchObject({ message: CAR_NOT_FOUND });
    }
  });
});

describe('GET /api/vehicles/:id/similar and /home', () => {
  it('lists live ads of the same make or type at a close price, not the car itself', async () => {
    const [axio] = (await search('query=axio')).cars;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${axio!.id}/similar`,
    });
    expect(response.statusCode).toBe(200);
    const { cars } = CarsResponseSchema.parse(response.json());
    const names = cars.map((car) => car.title);
    expect(names[0]).toBe('Toyota Aqua 2018 – Hybrid');
    expect(names).not.toContain('Toyota Corolla Axio 2015');
    expect(names.some((name) => name.includes('Hidden'))).toBe(false);
    expect(cars.length).toBeLessThanOrEqual(8);
  });

  it('recommends vip and featured live ads and lists the newest', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/vehicles/home' });
    expect(response.statusCode).toBe(200);
    const { recommended, recent } = HomeListingsResponseSchema.parse(response.json());
    expect(recommended.every((car) => car.User.package !== 'member')).toBe(true);
    expect(recommended[0]?.User.package).toBe('vip');
    expect(recent.length).toBe(8);
    const created = recent.map((car) => car.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect([...recommended, ...recent].some((car) => car.title.includes('Hidden'))).toBe(false);
  });
});

describe('the originality panel’s data (issue 37)', () => {
  const detailOf = async (id: number) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return VehicleDetailSchema.parse(response.json());
  };
  const photo = (vehicleId: number, key: string, phash: bigint | null, position = 0) =>
    ctx.db.insert(vehicleMedia).values({
      vehicleId,
      kind: 'image',
      position,
      storageKey: `originality/${key}.webp`,
      variants: { '1280': `originality/${key}.webp` },
      phash,
    });

  it('says the photos are unique only when every photo is hashed and none is near another seller’s', async () => {
    const seller = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const unique = await createVehicle(ctx.db, { userId: seller.id, phone: '0711000001' });
    await photo(unique.id, 'unique-1', 0x0123_4567_89ab_cdefn);
    await photo(unique.id, 'unique-2', 0x7edc_ba98_7654_3210n, 1);
    const copied = await createVehicle(ctx.db, { userId: seller.id, phone: '0711000002' });
    await photo(copied.id, 'copied-1', 0x1111_2222_3333_4444n);
    // Another seller's ad (any status) with the same picture re-encoded: 3 bits apart.
    const theirs = await createVehicle(ctx.db, { userId: other.id, status: 'sold' });
    await photo(theirs.id, 'theirs-1', 0x1111_2222_3333_4444n ^ 0b1011n);
    const unhashed = await createVehicle(ctx.db, { userId: seller.id, phone: '0711000003' });
    await photo(unhashed.id, 'unhashed-1', 0x5555_6666_7777_8888n);
    await photo(unhashed.id, 'unhashed-2', null, 1);
    const bare = await createVehicle(ctx.db, { userId: seller.id, phone: '0711000004' });
    // The seller's own other ad with the same photo is not a copy.
    const own = await createVehicle(ctx.db, { userId: seller.id, phone: '0711000005' });
    await photo(own.id, 'own-1', 0x0123_4567_89ab_cdefn);

    expect((await detailOf(unique.id)).originality.photosUnique).toBe(true);
    expect((await detailOf(copied.id)).originality.photosUnique).toBe(false);
    expect((await detailOf(unhashed.id)).originality.photosUnique).toBeNull();
    expect((await detailOf(bare.id)).originality.photosUnique).toBeNull();
  });

  it('counts the live ads that carry the ad’s phone number, written any way, this one included', async () => {
    const seller = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const ad = await createVehicle(ctx.db, { userId: seller.id, phone: '0719988776' });
    expect((await detailOf(ad.id)).originality.phoneAdCount).toBe(1);
    await createVehicle(ctx.db, { userId: other.id, phone: '+94 71 998 8776' });
    await createVehicle(ctx.db, { userId: seller.id, phone: '071-998-8776' });
    // Not live: sold, pending, expired and held ads do not count.
    await createVehicle(ctx.db, { userId: other.id, phone: '0719988776', status: 'sold' });
    await createVehicle(ctx.db, {
      userId: other.id,
      phone: '0719988776',
      status: 'pending',
      approvedAt: null,
      expiresAt: null,
    });
    await createVehicle(ctx.db, {
      userId: other.id,
      phone: '0719988776',
      expiresAt: new Date(Date.now() - DAY),
    });
    await createVehicle(ctx.db, {
      userId: other.id,
      phone: '0719988776',
      heldFor: 'paused',
      heldAt: new Date(),
    });
    expect((await detailOf(ad.id)).originality.phoneAdCount).toBe(3);
  });
});
