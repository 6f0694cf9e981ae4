import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, vehicleMakes, vehicleModels } from '@carmarket/db/schema';
import {
  ModelsResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  type SearchResponse,
} from '@carmarket/shared/vehicle-search';
import { buildTestApp } from '../../test/build-test-app';
import { DAY, createUser, createVehicle } from '../../test/factories';
import { MARKET_MESSAGES } from '@carmarket/shared/market-insights';
import {
  buildVocabulary,
  criteriaOf,
  keywordWords,
  readKeyword,
  type SearchCriteria,
} from './search-criteria';
import type { PageRequest } from './search-conditions';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import { createSearchRepository } from './search.repository';

/** Issue 13: model, year and mileage filters, the model catalogue, and honest counts. */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let sellerId: number;
const make: Record<string, number> = {};
const model: Record<string, number> = {};

async function search(query: string): Promise<SearchResponse> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/search?${query}` });
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return SearchResponseSchema.parse(response.json());
}

const titles = (answer: SearchResponse) => answer.cars.map((car) => car.title).sort();

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const row of await ctx.db.select().from(vehicleMakes)) make[row.name] = row.id;
  for (const row of await ctx.db.select().from(vehicleModels)) {
    model[`${row.makeId}:${row.name}`] = row.id;
  }
  sellerId = (await createUser(ctx.db)).id;
  const car = (title: string, makeName: string, typed: string, yom: number, mileage: number) =>
    createVehicle(ctx.db, {
      userId: sellerId,
      title,
      makeId: make[makeName]!,
      makeName,
      model: typed,
      yom,
      mileage,
    });
  await car('Toyota Aqua S 2014', 'Toyota', 'Aqua', 2014, 88_000);
  await car('Toyota Aqua G 2017', 'Toyota', ' AQUA ', 2017, 41_000);
  await car('Toyota Corolla Axio 2015', 'Toyota', 'Corolla Axio', 2015, 61_000);
  await car('Toyota Land Cruiser Prado 2012', 'Toyota', 'land-cruiser prado', 2012, 120_000);
  await car('Honda Vezel RS 2017', 'Honda', 'Vezel', 2017, 55_000);
  await car('Honda Fit GP5 2016', 'Honda', 'Fit', 2016, 47_000);
  await createVehicle(ctx.db, {
    userId: sellerId,
    title: 'Toyota Aqua waiting for review',
    makeId: make['Toyota']!,
    makeName: 'Toyota',
    model: 'Aqua',
    status: 'pending',
    approvedAt: null,
    expiresAt: null,
  });
});
afterAll(async () => {
  await ctx.app.close();
});

describe('GET /api/vehicles/models', () => {
  it('lists the chosen makes’ models by name with their live ads, typed names linked', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/vehicles/models?brands=${make['Toyota']}`,
    });
    expect(response.statusCode).toBe(200);
    const { models } = ModelsResponseSchema.parse(response.json());
    const names = models.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(models.every((row) => row.makeId === make['Toyota'])).toBe(true);
    const count = (name: string) => models.find((row) => row.name === name)?.count;
    // Two live Aquas (one typed " AQUA "); the pending one does not count.
    expect(count('Aqua')).toBe(2);
    expect(count('Axio')).toBe(1);
    expect(count('Land Cruiser Prado')).toBe(1);
    expect(count('Prius')).toBe(0);

    const all = ModelsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/vehicles/models' })).json(),
    );
    expect(all.models.length).toBeGreaterThanOrEqual(80);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/vehicles/models?brands=toyota' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Brands must be a comma-separated list of ids, like 3,7',
      field: 'brands',
    });
  });
});

describe('GET /api/vehicles/search: models, years, mileage', () => {
  it('filters by model; a chosen model narrows its make, another chosen make stays whole', async () => {
    const aqua = model[`${make['Toyota']}:Aqua`]!;
    expect(titles(await search(`models=${aqua}`))).toEqual([
      'Toyota Aqua G 2017',
      'Toyota Aqua S 2014',
    ]);
    const both = await search(`brands=${make['Toyota']},${make['Honda']}&models=${aqua}`);
    expect(titles(both)).toEqual([
      'Honda Fit GP5 2016',
      'Honda Vezel RS 2017',
      'Toyota Aqua G 2017',
      'Toyota Aqua S 2014',
    ]);
    expect(both).toMatchObject({ carsCount: 4, carsCountExact: true, pageCount: 1 });
  });

  it('filters by year and mileage ranges, each end optional', async () => {
    expect(titles(await search('yomMin=2016&yomMax=2017'))).toEqual([
      'Honda Fit GP5 2016',
      'Honda Vezel RS 2017',
      'Toyota Aqua G 2017',
    ]);
    expect(titles(await search('yomMax=2012'))).toEqual(['Toyota Land Cruiser Prado 2012']);
    expect(titles(await search('mileageMin=50000&mileageMax=90000'))).toEqual([
      'Honda Vezel RS 2017',
      'Toyota Aqua S 2014',
      'Toyota Corolla Axio 2015',
    ]);
    const counted = await search(`brands=${make['Honda']}&mileageMax=50000`);
    expect(titles(counted)).toEqual(['Honda Fit GP5 2016']);
    expect(counted).toMatchObject({ carsCount: 1, carsCountExact: true });
  });

  it('reads make, model, year and city in the keyword as filters', async () => {
    const [kandy] = await ctx.db.select().from(cities).where(eq(cities.name, 'Kandy'));
    const aqua2017 = await search('query=toyota%20aqua%202017');
    expect(titles(aqua2017)).toEqual(['Toyota Aqua G 2017']);
    // A make or model and years: the year count table counts it exactly.
    expect(aqua2017).toMatchObject({ carsCount: 1, carsCountExact: true });
    expect(await search(`brands=${make['Toyota']}&yomMin=2014&yomMax=2015`)).toMatchObject({
      carsCount: 2,
      carsCountExact: true,
    });
    expect(titles(await search('query=land%20cruiser%20prado'))).toEqual([
      'Toyota Land Cruiser Prado 2012',
    ]);
    expect(titles(await search('query=axio'))).toEqual(['Toyota Corolla Axio 2015']);
    expect((await search(`query=aqua&brands=${make['Honda']}`)).carsCount).toBe(0);
    expect((await search(`query=kandy%20aqua&cityId=${kandy!.id}`)).carsCount).toBe(0);
  });

  it('says when a count is a lower bound, shows only pages that open, and refuses deeper pages', async () => {
    // 1,005 ads with a word only their descriptions share.
    await ctx.db.execute(sql`
      insert into vehicles (user_id, title, phone, city_id, vehicle_type_id, condition_id, make_id,
        make_name, model, yom, price, transmission_id, fuel_type_id, engine_capacity, mileage,
        description, status, package, approved_at, expires_at)
      select ${sellerId}, 'Bulk car ' || n, '0771234567', c.id, t.id, k.id, ${make['Kia']!}, 'Kia',
        'Picanto', 2010, 3000000 + n, g.id, f.id, 1000, 10000 + n,
        'Leasing available through any bank.', 'active', 'member', now(), now() + interval '30 days'
      from generate_series(1, 1005) as n,
        (select id from cities limit 1) c, (select id from vehicle_types limit 1) t,
        (select id from conditions limit 1) k, (select id from transmissions limit 1) g,
        (select id from fuel_types limit 1) f`);
    const text = await search('query=leasing&sort=1');
    expect(text).toMatchObject({ carsCount: 1000, carsCountExact: false, pageCount: 84 });
    expect(text.cars[0]!.price).toBe(3_000_001);
    const last = await search('query=leasing&sort=1&page=84');
    expect(last.cars.map((car) => car.price)).toEqual(
      Array.from({ length: 4 }, (_, i) => 3_000_997 + i),
    );
    const deeper = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles/search?query=leasing&page=85',
    });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json()).toMatchObject({ field: 'page' });
    // Filters only: the count table counts them exactly, however many.
    const byMake = await search(`brands=${make['Kia']}`);
    expect(byMake).toMatchObject({ carsCount: 1005, carsCountExact: true, pageCount: 84 });
    // A range is counted, and exactly below the paging bound.
    expect(await search(`brands=${make['Kia']}&mileageMax=10500`)).toMatchObject({
      carsCount: 500,
      carsCountExact: true,
    });
  });
});

// The page comparisons read every page of many searches by each plan: a minute of headroom over
// the suite's 20 s for a machine busy with other files (CI runs them side by side). No test here
// asserts how long a plan takes.
describe('the ways to read a page', { timeout: 60_000 }, () => {
  /** Every way to read the given searches' pages, each compared with sorting the matches. */
  async function expectSamePages(inputs: Array<Record<string, string>>, offsets: number[]) {
    const repository = createSearchRepository(ctx.db);
    const vocabulary = buildVocabulary(await repository.vocabulary());
    const now = new Date();
    for (const input of inputs) {
      const query = SearchQuerySchema.parse(input);
      const words = query.query === undefined ? undefined : keywordWords(query.query);
      const typed = criteriaOf(query, words && readKeyword(words, vocabulary), vocabulary)!;
      // The words as typed (prefixes), and as the ads' own words they start (decision 121).
      const places = await repository.wordPlaces(typed.textWords, typed.lanes, now);
      const read = { ...typed, textLexemes: places?.lexemes };
      for (const sort of [0, 1, 2, 3, 4] as const) {
        for (const offset of offsets) {
          const page = (
            criteria: SearchCriteria,
            strategy: PageRequest['strategy'],
            walkBound?: number,
            maxWalkedLanes?: number,
          ) =>
            repository.pageIds({
              now,
              criteria,
              tier: words ? 'anywhere' : undefined,
              sort,
              offset,
              limit: 12,
              strategy,
              walkBound,
              maxWalkedLanes,
            });
          const sorted = await page(typed, 'sort');
          const at = JSON.stringify({ input, sort, offset });
          for (const criteria of [typed, read]) {
            const how = `${at} ${criteria === read ? 'as the ads’ words' : 'as typed'}`;
            expect(await page(criteria, 'sort'), how).toEqual(sorted);
            // The sort's own index, or the few makes and models the list filters allow (none
            // allowed side by side: the sort's own index).
            expect(await page(criteria, 'walk'), how).toEqual(sorted);
            expect(await page(criteria, 'walk', undefined, 0), `${how} lanes 0`).toEqual(sorted);
            // A walk bound of 3 rows gives up at once and sorts the matches; 5,000 walks to the
            // end of these few thousand ads. The words' makes and models walked side by side, or
            // the sort's own index walked past the makes and models without the words.
            for (const walkBound of [3, 40, 5000]) {
              for (const maxWalkedLanes of [undefined, 0]) {
                expect(
                  await page(criteria, 'bounded', walkBound, maxWalkedLanes),
                  `${how} bound ${walkBound} lanes ${maxWalkedLanes}`,
                ).toEqual(sorted);
              }
            }
          }
        }
      }
    }
  }

  it('walking the sort index, sorting the matches and the bounded read give the same page, for every sort', async () => {
    await expectSamePages(
      [
        {},
        { brands: `${make['Toyota']},${make['Kia']}` },
        { models: String(model[`${make['Toyota']}:Aqua`]) },
        { query: 'leasing', mileageMax: '10600' },
        { yomMin: '2014', mileageMin: '40000' },
      ],
      [0, 5, 600],
    );
  });

  it('"Verified sellers" (verifiedOnly=true) finds only verified sellers’ ads, counted exactly when few, by every plan', async () => {
    const verified = await createUser(ctx.db, { phoneVerifiedAt: new Date() });
    for (let n = 1; n <= 3; n += 1) {
      await createVehicle(ctx.db, {
        userId: verified.id,
        title: `Suzuki Alto proven ${n}`,
        makeId: make['Suzuki']!,
        makeName: 'Suzuki',
        model: 'Alto',
        mileage: 20_000 + n,
      });
    }
    await createVehicle(ctx.db, {
      userId: sellerId,
      title: 'Suzuki Alto unproven',
      makeId: make['Suzuki']!,
      makeName: 'Suzuki',
      model: 'Alto',
    });
    const only = await search(`brands=${make['Suzuki']}&verifiedOnly=true`);
    expect(titles(only)).toEqual([
      'Suzuki Alto proven 1',
      'Suzuki Alto proven 2',
      'Suzuki Alto proven 3',
    ]);
    expect(only).toMatchObject({ carsCount: 3, carsCountExact: true });
    expect(only.cars.every((car) => car.phoneVerified)).toBe(true);
    const all = await search(`brands=${make['Suzuki']}&verifiedOnly=false`);
    expect(all).toMatchObject({ carsCount: 4, carsCountExact: true });
    expect(all.cars.find((car) => car.title === 'Suzuki Alto unproven')?.phoneVerified).toBe(false);
    expect(titles(await search('query=proven&verifiedOnly=true'))).toHaveLength(3);

    await expectSamePages(
      [
        { brands: `${make['Suzuki']},${make['Kia']}`, verifiedOnly: 'true' },
        { query: 'alto', mileageMax: '20002', verifiedOnly: 'true' },
      ],
      [0, 2],
    );
  });

  it('"Listed in the last N days" and "confirmed this week" (issue 37) find ads by their dates, counted exactly when few, by every plan', async () => {
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    const nissan = (title: string, listed: number, confirmed: number | null) =>
      createVehicle(ctx.db, {
        userId: sellerId,
        title,
        makeId: make['Nissan']!,
        makeName: 'Nissan',
        model: 'Sunny',
        createdAt: ago(listed),
        approvedAt: ago(listed),
        confirmedAt: confirmed === null ? null : ago(confirmed),
      });
    await nissan('Nissan Sunny today', 0.5, null);
    await nissan('Nissan Sunny two days', 2, 1);
    await nissan('Nissan Sunny ten days', 10, 6.5);
    await nissan('Nissan Sunny forty days', 40, 8);
    const brand = `brands=${make['Nissan']}`;
    const found = async (filter: string) => titles(await search(`${brand}&${filter}`));
    expect(await found('listedWithinDays=1')).toEqual(['Nissan Sunny today']);
    expect(await found('listedWithinDays=3')).toEqual([
      'Nissan Sunny today',
      'Nissan Sunny two days',
    ]);
    expect(await found('listedWithinDays=14')).toEqual([
      'Nissan Sunny ten days',
      'Nissan Sunny today',
      'Nissan Sunny two days',
    ]);
    expect(await found('confirmedWithinDays=7')).toEqual([
      'Nissan Sunny ten days',
      'Nissan Sunny two days',
    ]);
    const both = await search(`${brand}&listedWithinDays=3&confirmedWithinDays=7`);
    expect(titles(both)).toEqual(['Nissan Sunny two days']);
    // No count table has the dates: the count is the matches', exact when few.
    expect(both).toMatchObject({ carsCount: 1, carsCountExact: true });
    expect(await search(`${brand}&listedWithinDays=30`)).toMatchObject({
      carsCount: 3,
      carsCountExact: true,
    });
    expect(both.cars[0]!.confirmedAt).toBe(ago(1).toISOString());

    await expectSamePages(
      [
        { listedWithinDays: '7' },
        { confirmedWithinDays: '7' },
        { query: 'sunny', listedWithinDays: '30', confirmedWithinDays: '7' },
        { brands: `${make['Nissan']},${make['Kia']}`, listedWithinDays: '14' },
      ],
      [0, 2],
    );
  });

  it('refuses a listed or confirmed window it does not offer, with a sentence', async () => {
    for (const [query, message] of [
      ['listedWithinDays=5', MARKET_MESSAGES.listedWithinDays],
      ['listedWithinDays=seven', MARKET_MESSAGES.listedWithinDays],
      ['confirmedWithinDays=30', MARKET_MESSAGES.confirmedWithinDays],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/vehicles/search?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
  });

  it('gives the same page when the matches sit at the far end of the sort, with ties, and past the sample', async () => {
    // 30 ads with a word of their own, dearer, with more miles and older than every other ad,
    // sharing their prices, mileages and listing times in threes, of every condition.
    await ctx.db.execute(sql`
      insert into vehicles (user_id, title, phone, city_id, vehicle_type_id, condition_id, make_id,
        make_name, model, yom, price, transmission_id, fuel_type_id, engine_capacity, mileage,
        description, status, package, approved_at, expires_at, created_at)
      select ${sellerId}, 'Rare car ' || n, '0771234567', c.id, t.id,
        (select id from conditions order by id limit 1 offset n % 3), ${make['Honda']!},
        'Honda', 'Civic', 2010, 90000000 + (n / 3) * 1000, g.id, f.id, 1500, 400000 + (n / 3),
        'Zanzibar blue, garaged.', 'active', (case when n % 4 = 0 then 'vip' else 'member' end)::package_name,
        now(), now() + interval '30 days', now() - interval '200 days' + (n / 3) * interval '1 day'
      from generate_series(1, 30) as n,
        (select id from cities limit 1) c, (select id from vehicle_types limit 1) t,
        (select id from conditions limit 1) k, (select id from transmissions limit 1) g,
        (select id from fuel_types limit 1) f`);
    await expectSamePages(
      [
        { query: 'zanzibar' },
        { query: 'zanz garaged' },
        { query: 'leas' },
        { query: 'leas', brands: String(make['Kia']) },
        { query: 'zanz', models: String(model[`${make['Honda']}:Civic`]) },
        { query: 'g' },
        { query: 'nosuchword' },
      ],
      [0, 5, 24, 995],
    );
  });

  it('reads a word as the ads’ own words, and walks the few makes and models a filter allows, with the same pages', async () => {
    // 40 three-wheelers, the cheapest ads with the most miles, whose texts never say "maint"; and
    // 24 cars of every price, "maintained" or with "maintenance" records, four in the title.
    await ctx.db.execute(sql`
      insert into vehicles (user_id, title, phone, city_id, vehicle_type_id, condition_id, make_id,
        make_name, model, yom, price, transmission_id, fuel_type_id, engine_capacity, mileage,
        description, status, package, approved_at, expires_at, created_at)
      select ${sellerId}, 'Bajaj RE hire ' || n, '0771234567', c.id,
        (select id from vehicle_types order by id desc limit 1), k.id, ${make['Bajaj']!}, 'Bajaj',
        'RE', 2015, 100000 + (n / 2) * 1000, g.id,
        (select id from fuel_types order by id desc limit 1), 200, 900000 - (n / 2),
        'Hire ready, new tyres.', 'active', 'member', now(), now() + interval '30 days',
        now() - (n / 2) * interval '1 hour'
      from generate_series(1, 40) as n,
        (select id from cities limit 1) c, (select id from conditions limit 1) k,
        (select id from transmissions limit 1) g`);
    await ctx.db.execute(sql`
      insert into vehicles (user_id, title, phone, city_id, vehicle_type_id, condition_id, make_id,
        make_name, model, yom, price, transmission_id, fuel_type_id, engine_capacity, mileage,
        description, status, package, approved_at, expires_at)
      select ${sellerId}, case when n % 6 = 0 then 'Honda Civic maintained ' else 'Honda Civic ' end || n,
        '0771234567', c.id, t.id, k.id, ${make['Honda']!}, 'Honda', 'Civic', 2016,
        2000000 + n * 3000000, g.id, f.id, 1500, 10000 + n * 1000,
        case when n % 2 = 0 then 'Company maintained.' else 'Full maintenance records.' end,
        'active', (case when n % 5 = 0 then 'vip' else 'member' end)::package_name, now(),
        now() + interval '30 days'
      from generate_series(1, 24) as n,
        (select id from cities limit 1) c, (select id from vehicle_types limit 1) t,
        (select id from conditions limit 1) k, (select id from transmissions limit 1) g,
        (select id from fuel_types limit 1) f`);
    // Seventeen words that start "zq": more than a prefix is read as, so it stays a prefix.
    await ctx.db.execute(sql`
      insert into vehicles (user_id, title, phone, city_id, vehicle_type_id, condition_id, make_id,
        make_name, model, yom, price, transmission_id, fuel_type_id, engine_capacity, mileage,
        description, status, package, approved_at, expires_at)
      select ${sellerId}, 'Kia Picanto ' || n, '0771234567', c.id, t.id, k.id, ${make['Kia']!},
        'Kia', 'Picanto', 2014, 3500000 + n, g.id, f.id, 1000, 50000 + n,
        'Zq' || chr(96 + n) || 'x colour, company maintained.', 'active', 'member', now(),
        now() + interval '30 days'
      from generate_series(1, 17) as n,
        (select id from cities limit 1) c, (select id from vehicle_types limit 1) t,
        (select id from conditions limit 1) k, (select id from transmissions limit 1) g,
        (select id from fuel_types limit 1) f`);
    const repository = createSearchRepository(ctx.db);
    const lexemesOf = async (words: string[]) => (await repository.wordPlaces(words))?.lexemes;
    expect(await lexemesOf(['maint'])).toEqual([['maintain', 'mainten']]);
    expect(await lexemesOf(['maintained', 'comp'])).toEqual([['maintain'], ['compani']]);
    expect(await lexemesOf(['zq'])).toEqual([undefined]);
    expect(await lexemesOf(['zqa', 'zq'])).toEqual([['zqax'], undefined]);
    // A stop word, or a word the text configuration splits: the words as typed.
    expect(await lexemesOf(['the', 'maint'])).toBeUndefined();
    expect(await lexemesOf(['maint-records'])).toBeUndefined();
    const tuk = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`select id from vehicle_types order by id desc limit 1`),
    )[0]!.id;
    await expectSamePages(
      [
        { query: 'maint' },
        { query: 'maintained', sort: '1' },
        { query: 'zq' },
        { query: 'zqa company' },
        { vehicleTypes: String(tuk) },
        { vehicleTypes: String(tuk), mileageMax: '899990' },
        { query: 'hire', vehicleTypes: String(tuk) },
        { query: 'maint', vehicleTypes: String(tuk) },
      ],
      [0, 5, 24],
    );
    // Through the API: the same count as the prefix finds, and the titles first.
    const maint = await search('query=maint&sort=0');
    expect(maint).toMatchObject({ carsCount: 41, carsCountExact: true });
    expect(maint.cars.slice(0, 4).every((car) => car.title.includes('maintained'))).toBe(true);
    expect(await search('query=zq&sort=1')).toMatchObject({ carsCount: 17, carsCountExact: true });
  });

  it('knows which makes and models hold each word, in the same transaction as every write', async () => {
    const repository = createSearchRepository(ctx.db);
    const civic = model[`${make['Honda']}:Civic`]!;
    const lanesOf = async (word: string) => (await repository.wordPlaces([word]))?.lanes;
    const car = await createVehicle(ctx.db, {
      userId: sellerId,
      title: 'Honda Civic quokka edition',
      makeId: make['Honda']!,
      makeName: 'Honda',
      model: 'Civic',
    });
    expect(await lanesOf('quokk')).toEqual([{ makeId: make['Honda'], modelId: civic }]);
    // One word: at least and at most its ads, all with it in the title; within another make, none.
    expect(await repository.wordPlaces(['quokka'])).toMatchObject({
      atMost: 1,
      atLeast: 1,
      title: { atMost: 1, atLeast: 1 },
    });
    // A word of descriptions only: no title has it.
    expect((await repository.wordPlaces(['zanzibar']))?.title.atMost).toBe(0);
    expect(await repository.wordPlaces(['quokka'], [{ makeId: make['Kia']! }])).toMatchObject({
      lanes: [],
      atMost: 0,
    });
    // A single letter is a whole word; a stop word says nothing of where the matches are.
    expect(await lanesOf('q')).toEqual([]);
    expect(await lanesOf('the')).toBeUndefined();
    await ctx.db.execute(
      sql`update vehicles set title = 'Honda Civic wombat edition' where id = ${car.id}`,
    );
    expect(await lanesOf('quokk')).toEqual([]);
    expect(await lanesOf('wombat')).toEqual([{ makeId: make['Honda'], modelId: civic }]);
    await ctx.db.execute(sql`update vehicles set status = 'sold' where id = ${car.id}`);
    expect(await lanesOf('wombat')).toEqual([]);
  });

  it('counts a word from where it is when its bounds meet, and reads the ads when they do not', async () => {
    const yuzu = (n: number, title: string, description: string) =>
      ctx.db.execute(sql`
        insert into vehicles (user_id, title, phone, city_id, vehicle_type_id, condition_id,
          make_id, make_name, model, yom, price, transmission_id, fuel_type_id, engine_capacity,
          mileage, description, status, package, approved_at, expires_at)
        select ${sellerId}, ${title} || ' ' || n, '0771234567', c.id, t.id, k.id, ${make['Kia']!},
          'Kia', 'Picanto', 2012, 3000000 + n, g.id, f.id, 1000, 30000 + n, ${description},
          'active', 'member', now() - interval '1 day', now() + interval '30 days'
        from generate_series(1, ${n}) as n,
          (select id from cities limit 1) c, (select id from vehicle_types limit 1) t,
          (select id from conditions limit 1) k, (select id from transmissions limit 1) g,
          (select id from fuel_types limit 1) f`);
    const live = async (tsquery: string) =>
      Number(
        rowsOf<{ n: number }>(
          await ctx.db.execute(sql`select count(*)::int as n from listing_search
            where expires_at > now() and document @@ to_tsquery('english', ${tsquery})`),
        )[0]!.n,
      );
    const expectCount = async (query: string, count: number) => {
      for (const sort of [0, 1]) {
        expect(await search(`${query}&sort=${sort}`), `${query} sort ${sort}`).toMatchObject({
          carsCount: count,
          carsCountExact: true,
        });
      }
    };
    // One word of the ads: its count is where it is, in every make or in one.
    await yuzu(11, 'Kia Picanto', 'Yuzu yellow, one owner.');
    await yuzu(3, 'Kia Picanto yuzu edition', 'Yellow, one owner.');
    expect(await live('yuzu:*')).toBe(14);
    await expectCount('query=yuzu', 14);
    await expectCount(`query=yuzu&brands=${make['Kia']}`, 14);
    await expectCount(`query=yuzu&brands=${make['Honda']}`, 0);
    // The three with it in the title come first, with another filter too (which the bounds do
    // not know of, so both tiers are counted).
    for (const query of ['query=yuzu&sort=0', 'query=yuzu&yomMax=2012&sort=0']) {
      const first = await search(query);
      expect(first.cars.slice(0, 3).every((car) => car.title.includes('yuzu edition'))).toBe(true);
      expect(first.cars.slice(3).some((car) => car.title.includes('yuzu edition'))).toBe(false);
      expect(first).toMatchObject({ carsCount: 14, carsCountExact: true });
      const second = await search(query.replace('sort=0', 'sort=0&page=2'));
      expect(second.cars.map((car) => car.id)).not.toContain(first.cars[0]!.id);
      expect(second.cars).toHaveLength(2);
    }
    // Another word of the ads starts the same: the ads are counted.
    await yuzu(2, 'Kia Picanto', 'Yuzulicious paint.');
    expect(await live('yuzu:*')).toBe(16);
    await expectCount('query=yuzu', 16);
    await expectCount('query=yuzulicious', 2);
    // An ad past its expiry, not purged yet, is no longer counted.
    await ctx.db.execute(sql`update vehicles set expires_at = now() - interval '1 minute'
      where id = (select min(id) from vehicles where description = 'Yuzulicious paint.')`);
    await expectCount('query=yuzulicious', 1);
    await expectCount('query=yuzu', 15);
  });

  it('counts a word exactly when its ads past their expiry bring it over the bound', async () => {
    // 995 live ads and 10 past their expiry (not purged yet) share a word: 995 cars, counted.
    await ctx.db.execute(sql`
      insert into vehicles (user_id, title, phone, city_id, vehicle_type_id, condition_id, make_id,
        make_name, model, yom, price, transmission_id, fuel_type_id, engine_capacity, mileage,
        description, status, package, approved_at, expires_at)
      select ${sellerId}, 'Kumquat car ' || n, '0771234567', c.id, t.id, k.id, ${make['Kia']!},
        'Kia', 'Picanto', 2010, 4000000 + n, g.id, f.id, 1000, 20000 + n, 'Kumquat orange.',
        'active', 'member', now() - interval '40 days',
        case when n <= 10 then now() - interval '1 minute' else now() + interval '30 days' end
      from generate_series(1, 1005) as n,
        (select id from cities limit 1) c, (select id from vehicle_types limit 1) t,
        (select id from conditions limit 1) k, (select id from transmissions limit 1) g,
        (select id from fuel_types limit 1) f`);
    for (const sort of [0, 1, 3]) {
      expect(await search(`query=kumquat&sort=${sort}`)).toMatchObject({
        carsCount: 995,
        carsCountExact: true,
      });
    }
    expect(await search('query=kumquat%20orange&sort=1')).toMatchObject({
      carsCount: 995,
      carsCountExact: true,
    });
  });

  it('orders a word of descriptions only by relevance without counting titles', async () => {
    const answer = await search('query=leas&sort=0');
    expect(answer).toMatchObject({ carsCount: 1000, carsCountExact: false });
    const expected = await ctx.db.execute(sql`
      select vehicle_id from listing_search
      where expires_at > now() and document @@ to_tsquery('english', 'leas:*')
      order by placement desc, created_at desc, vehicle_id desc limit 12`);
    expect(answer.cars.map((car) => car.id)).toEqual(
      (expected as unknown as { rows: Array<{ vehicle_id: number }> }).rows.map((row) =>
        Number(row.vehicle_id),
      ),
    );
  });

  it('keeps every word count right when sellers write at the same moment', async () => {
    // 30 writes at once, each its own transaction (on PostgreSQL, its own connection): new ads,
    // edits and sales sharing words, makes and models.
    const ids = rowsOf<{ vehicle_id: number }>(
      await ctx.db.execute(sql`select vehicle_id from listing_search where vehicle_id in
        (select id from vehicles where title like 'Kumquat car %') order by vehicle_id limit 20`),
    );
    await Promise.all([
      ...ids
        .slice(0, 10)
        .map(({ vehicle_id }) =>
          ctx.db.execute(
            sql`update vehicles set title = 'Kumquat platypus ' || id where id = ${vehicle_id}`,
          ),
        ),
      ...ids
        .slice(10, 20)
        .map(({ vehicle_id }) =>
          ctx.db.execute(sql`update vehicles set status = 'sold' where id = ${vehicle_id}`),
        ),
      ...Array.from({ length: 10 }, (_, n) =>
        createVehicle(ctx.db, {
          userId: sellerId,
          title: `Honda Civic platypus ${n}`,
          makeId: make['Honda']!,
          makeName: 'Honda',
          model: 'Civic',
        }),
      ),
    ]);
    // The table the triggers kept equals the words counted afresh from the live ads.
    const drift = await ctx.db.execute(sql`
      with fresh as (
        select lexeme, make_id, model_id, condition_id, sum(n)::int as count, sum(t)::int as in_title
        from (
          select w.lexeme, s.make_id, s.model_id, s.condition_id, 1 as n, 0 as t
          from listing_search s, unnest(s.document) w
          union all
          select w.lexeme, s.make_id, s.model_id, s.condition_id, 0, 1
          from listing_search s, unnest(s.title_document) w) d
        group by 1, 2, 3, 4),
      kept as (select lexeme, make_id, model_id, condition_id, count, in_title
        from listing_words where count <> 0 or in_title <> 0)
      select count(*)::int as n from (
        (select * from fresh except select * from kept)
        union all (select * from kept except select * from fresh)) as differing`);
    expect(rowsOf<{ n: number }>(drift)[0]!.n).toBe(0);
    const repository = createSearchRepository(ctx.db);
    // Ten edited titles and ten new ads have the word (the bound counts ads past their expiry).
    expect((await repository.wordPlaces(['platypus']))?.atMost).toBe(20);
  });
});
