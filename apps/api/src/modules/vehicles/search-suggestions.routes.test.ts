import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, fuelTypes, vehicleMakes, vehicleModels } from '@carmarket/db/schema';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { SearchResponseSchema } from '@carmarket/shared/vehicle-search';
import {
  SuggestResponseSchema,
  type Suggestion,
  type SuggestionFilter,
} from '@carmarket/shared/vehicle-suggest';
import { loadEnv } from '../../config/env';
import { nextAddress, signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';
import { tally } from '../../test/tally';
import { LIMITS } from '../limits/limit-rules';

/**
 * Issue 33: GET /api/vehicles/suggest offers makes, models, model years, cities and fuel types
 * while the buyer types, each with the count the search it stands for shows.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let ref: Record<'make' | 'city' | 'fuel', Record<string, number>>;
let modelId: Record<string, number>;

async function suggest(text: string, headers: Record<string, string> = {}): Promise<Suggestion[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/vehicles/suggest?q=${encodeURIComponent(text)}`,
    headers,
  });
  expect(response.statusCode, `${text}: ${response.body}`).toBe(200);
  return SuggestResponseSchema.parse(response.json()).suggestions;
}

const labels = (suggestions: Suggestion[]) => suggestions.map((s) => s.label);

/** The search a suggestion stands for: its filters, no text. */
async function carsCountOf(filter: SuggestionFilter): Promise<number> {
  const query = new URLSearchParams(
    Object.entries(filter).map(([key, value]): [string, string] => [
      key,
      Array.isArray(value) ? value.join(',') : String(value),
    ]),
  );
  const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const answer = SearchResponseSchema.parse(response.json());
  expect(answer.carsCountExact).toBe(true);
  return answer.carsCount;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const idsOf = async (table: typeof cities) =>
    Object.fromEntries(
      (await ctx.db.select().from(table)).map((row) => [row.name, row.id] as const),
    );
  ref = {
    make: await idsOf(vehicleMakes),
    city: await idsOf(cities),
    fuel: await idsOf(fuelTypes),
  };
  const models = await ctx.db.select().from(vehicleModels);
  modelId = Object.fromEntries(models.map((model) => [`${model.makeId}:${model.name}`, model.id]));
  const userId = (await createUser(ctx.db)).id;
  const car = (
    makeName: string,
    model: string,
    yom: number,
    at: { city?: string; fuel?: string; expiresAt?: Date } = {},
  ) =>
    createVehicle(ctx.db, {
      userId,
      title: `${makeName} ${model} ${yom}`,
      makeId: ref.make[makeName]!,
      makeName,
      model,
      yom,
      cityId: ref.city[at.city ?? 'Colombo']!,
      fuelTypeId: ref.fuel[at.fuel ?? 'Petrol']!,
      ...(at.expiresAt ? { expiresAt: at.expiresAt } : {}),
    });
  await car('Toyota', 'Aqua', 2016, { fuel: 'Hybrid' });
  await car('Toyota', 'Aqua', 2016, { fuel: 'Hybrid', city: 'Kandy' });
  await car('Toyota', 'Aqua', 2014, { fuel: 'Hybrid' });
  await car('Toyota', 'Corolla', 2015);
  await car('Honda', 'Vezel', 2017, { fuel: 'Hybrid', city: 'Galle' });
  await car('Nissan', 'Leaf', 2018, { fuel: 'Electric', city: 'Kandy' });
  // Expired an hour ago and not purged yet: no suggestion counts it.
  await car('Toyota', 'Aqua', 2016, { expiresAt: new Date(Date.now() - DAY / 24) });
});
afterAll(async () => {
  await ctx.app.close();
});

describe('GET /api/vehicles/suggest', () => {
  it('offers the make whose name the text starts, then its models by live count', async () => {
    const found = await suggest('toy');
    expect(labels(found)).toEqual(['Toyota', 'Toyota Aqua', 'Toyota Corolla']);
    // Four live Toyotas: the expired Aqua is not counted.
    expect(found[0]).toEqual({
      kind: 'make',
      label: 'Toyota',
      count: 4,
      filter: { brands: [ref.make.Toyota] },
    });
    expect(found[1]).toEqual({
      kind: 'model',
      label: 'Toyota Aqua',
      count: 3,
      filter: { brands: [ref.make.Toyota], models: [modelId[`${ref.make.Toyota}:Aqua`]] },
    });
  });

  it('puts the whole name typed first: exact, then prefixes by count', async () => {
    expect(labels(await suggest('aqua'))).toEqual(['Toyota Aqua']);
    const toyota = await suggest('Toyota');
    expect(toyota[0]).toMatchObject({ kind: 'make', label: 'Toyota' });
    expect(labels(await suggest('toyota aq'))).toEqual(['Toyota Aqua']);
    expect(labels(await suggest('toyota aqua'))).toEqual(['Toyota Aqua']);
  });

  it('forgives one slip in a make or model of four letters or more', async () => {
    expect(labels(await suggest('toyta'))[0]).toBe('Toyota');
    expect(labels(await suggest('corola'))).toEqual(['Toyota Corolla']);
    // A swap of two neighbours.
    expect(labels(await suggest('hodna'))).toEqual(['Honda', 'Honda Vezel']);
    // Too short to guess at: "hnd" is nothing.
    expect(await suggest('hnd')).toEqual([]);
  });

  it('offers a model’s years that have live ads as the year is typed', async () => {
    const aqua = modelId[`${ref.make.Toyota}:Aqua`]!;
    const found = await suggest('aqua 20');
    expect(found).toEqual([
      {
        kind: 'modelYear',
        label: 'Toyota Aqua 2016',
        count: 2,
        filter: { brands: [ref.make.Toyota], models: [aqua], yomMin: 2016, yomMax: 2016 },
      },
      {
        kind: 'modelYear',
        label: 'Toyota Aqua 2014',
        count: 1,
        filter: { brands: [ref.make.Toyota], models: [aqua], yomMin: 2014, yomMax: 2014 },
      },
    ]);
    expect(labels(await suggest('aqua 2016'))).toEqual(['Toyota Aqua 2016']);
    expect(await suggest('aqua 2015')).toEqual([]);
  });

  it('offers cities and fuel types, translated in Sinhala and Tamil requests; makes stay', async () => {
    expect(await suggest('kan')).toEqual([
      { kind: 'city', label: 'Kandy', count: 2, filter: { cityId: ref.city.Kandy } },
    ]);
    expect(await suggest('hyb')).toEqual([
      { kind: 'fuelType', label: 'Hybrid', count: 4, filter: { fuelTypes: [ref.fuel.Hybrid] } },
    ]);
    const sinhala = { 'accept-language': 'si' };
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles/suggest?q=kan',
      headers: sinhala,
    });
    expect(answer.headers.vary).toContain('Accept-Language');
    // Not kept by any cache, as search's answers are not.
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(labels(await suggest('kan', sinhala))).toEqual(['මහනුවර']);
    expect(labels(await suggest('hyb', { 'accept-language': 'ta' }))).toEqual(['ஹைப்ரிட்']);
    expect(labels(await suggest('toyota aq', sinhala))).toEqual(['Toyota Aqua']);
  });

  it('understands the Sinhala and Tamil names search understands', async () => {
    expect((await suggest('ටොයොටා'))[0]).toMatchObject({ kind: 'make', label: 'Toyota' });
    expect((await suggest('ටොයො'))[0]).toMatchObject({ kind: 'make', label: 'Toyota' });
    expect(labels(await suggest('கொழும்பு'))).toEqual(['Colombo']);
  });

  it('counts each suggestion as the search it stands for does, expired ads left out', async () => {
    const all = [
      ...(await suggest('toyota')),
      ...(await suggest('aqua 20')),
      ...(await suggest('colombo')),
      ...(await suggest('petrol')),
      ...(await suggest('ho')),
    ];
    expect(all.length).toBeGreaterThan(6);
    for (const suggestion of all) {
      expect(suggestion.count, suggestion.label).toBe(await carsCountOf(suggestion.filter));
    }
  });

  it('suggests only what has live ads, eight at most', async () => {
    // Lexus has no live ad.
    expect(await suggest('lexus')).toEqual([]);
    // An ad of every Suzuki and Subaru model: two makes and seven models start with "su".
    const userId = (await createUser(ctx.db)).id;
    const makeNames = new Map([
      [ref.make.Suzuki!, 'Suzuki'],
      [ref.make.Subaru!, 'Subaru'],
    ]);
    const models = (await ctx.db.select().from(vehicleModels)).filter((model) =>
      makeNames.has(model.makeId),
    );
    expect(models.length).toBeGreaterThan(6);
    for (const model of models) {
      const makeName = makeNames.get(model.makeId)!;
      await createVehicle(ctx.db, { userId, makeId: model.makeId, makeName, model: model.name });
    }
    const found = await suggest('su');
    expect(found).toHaveLength(8);
    expect(found.slice(0, 2)).toMatchObject([{ label: 'Suzuki' }, { label: 'Subaru' }]);
    expect(found.every((suggestion) => suggestion.count > 0)).toBe(true);
  });

  it('answers nothing to too little or no text, and refuses what search refuses', async () => {
    for (const text of ['', ' ', 'a', '  .,;-  ', '<script>alert(1)</script>']) {
      expect(await suggest(text), JSON.stringify(text)).toEqual([]);
    }
    expect(await suggest('')).toEqual([]);
    const noText = await ctx.app.inject({ method: 'GET', url: '/api/vehicles/suggest' });
    expect(noText.json()).toEqual({ suggestions: [] });

    const refused = async (q: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/vehicles/suggest?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode, response.body).toBe(400);
      return ErrorResponseSchema.parse(response.json()).message;
    };
    expect(await refused('x'.repeat(10_000))).toBe(
      'The search text is too long (100 characters at most)',
    );
    expect(await refused('toy\u0000ota')).toBe(
      'The search contains characters that cannot be searched for. Please remove them.',
    );
    expect(await refused('t'.repeat(101))).toBe(
      'The search text is too long (100 characters at most)',
    );
  });
});

/**
 * A suggestion is asked for on each key press: it has its own ceilings, apart from detail and
 * search reads, decided atomically (decision 102: a burst gets exactly the ceiling through).
 */
describe('the ceilings of suggestions', () => {
  const PER_MINUTE = 30;
  let limited: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    limited = await buildTestApp({
      suggestions: { perMinute: PER_MINUTE, perHour: 1_000 },
      listingReads: { perMinute: 5, perHour: 1_000 },
    });
  });
  afterAll(async () => {
    await limited.app.close();
  });

  const ask = (url: string, remoteAddress: string) =>
    limited.app.inject({ method: 'GET', url, remoteAddress });

  it('refuse a burst from one address past the minute’s ceiling, and no other address', async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: PER_MINUTE + 20 }, (_, i) =>
        ask(`/api/vehicles/suggest?q=to${'yota'.slice(0, i % 4)}`, address),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
      200: PER_MINUTE,
      429: 20,
    });
    const refusal = answers.find((answer) => answer.statusCode === 429)!;
    expect(refusal.json()).toMatchObject({ code: 'rate_limited' });
    expect(refusal.json().message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
    expect((await ask('/api/vehicles/suggest?q=toyota', nextAddress())).statusCode).toBe(200);
  });

  it('count a signed-in buyer on their own, wherever they type from', async () => {
    const buyer = await signUpAndIn(limited.app);
    const { max } = LIMITS.suggestionsPerUserMinute;
    // The buyer's own address has used up its ceiling: they are counted apart.
    const crowded = nextAddress();
    for (let i = 0; i <= PER_MINUTE; i += 1) await ask('/api/vehicles/suggest?q=ho', crowded);
    expect((await ask('/api/vehicles/suggest?q=ho', crowded)).statusCode).toBe(429);
    const answers = await Promise.all(
      Array.from({ length: max + 10 }, () =>
        limited.app.inject({
          method: 'GET',
          url: '/api/vehicles/suggest?q=hon',
          remoteAddress: crowded,
          headers: buyer.bearer,
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 200: max, 429: 10 });
  });

  it('are counted apart from search: typing does not use up the searches', async () => {
    const address = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await ask('/api/vehicles/suggest?q=aqua', address)).statusCode).toBe(200);
    }
    expect((await ask('/api/vehicles/search', address)).statusCode).toBe(200);
  });

  it('are 3,000 a minute and 60,000 an hour per address unless the server is told otherwise', () => {
    const env = loadEnv({});
    expect([env.SUGGESTIONS_PER_MINUTE, env.SUGGESTIONS_PER_HOUR]).toEqual([3_000, 60_000]);
  });
});
