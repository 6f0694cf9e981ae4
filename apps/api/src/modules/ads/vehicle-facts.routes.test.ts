import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, towns, vehicles } from '@carmarket/db/schema';
import { AddVehicleDataResponseSchema } from '@carmarket/shared/ad';
import { AdminAdEditsResponseSchema, EditableAdSchema } from '@carmarket/shared/ad-lifecycle';
import { AdminAdsResponseSchema } from '@carmarket/shared/staff-moderation';
import { VehicleDetailSchema } from '@carmarket/shared/vehicle-detail';
import { TownsResponseSchema, VEHICLE_FACT_MESSAGES } from '@carmarket/shared/vehicle-facts';
import { SearchResponseSchema, type SearchResponse } from '@carmarket/shared/vehicle-search';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { adFieldsFor, photo, postAd } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';

/**
 * Issue 38, part 3 (decision 136): local vehicle facts. Registration, year of registration,
 * previous owners and the town within the ad's city, from the wizard's reference data through
 * the new ad, staff review and edits to the ad page, the cards and Buy Car's filters.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let fields: Awaited<ReturnType<typeof adFieldsFor>>;
const town: Record<string, number> = {};
const thisYear = new Date().getFullYear();

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
  fields = await adFieldsFor(ctx.db);
  for (const row of await ctx.db.select().from(towns)) town[row.name] = row.id;
});
afterAll(async () => {
  await ctx.app.close();
});

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

async function post(session: Session, overrides: Record<string, string>) {
  return postAd(ctx.app, session.bearer, fields(overrides), { img1: await photo() });
}

async function approve(id: number) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/ads/${id}/approve`,
    headers: staff.bearer,
  });
  expect(response.statusCode, response.body).toBe(204);
}

async function search(query: string): Promise<SearchResponse> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/search?${query}` });
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return SearchResponseSchema.parse(response.json());
}

const titlesOf = (answer: SearchResponse) => answer.cars.map((car) => car.title).sort();

describe('the towns in the reference data', () => {
  it('GET /api/towns lists every district’s main towns with their city', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/towns' });
    expect(response.statusCode).toBe(200);
    const { towns: list } = TownsResponseSchema.parse(response.json());
    const [colombo] = await ctx.db.select().from(cities).where(eq(cities.name, 'Colombo'));
    expect(list.find((row) => row.name === 'Nugegoda')).toEqual({
      id: town['Nugegoda'],
      name: 'Nugegoda',
      cityId: colombo!.id,
    });
    expect(new Set(list.map((row) => row.cityId)).size).toBe(25);
  });

  it('the wizard’s reference data answer carries them', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles/load-add-vehicle-data',
      headers: session.bearer,
    });
    const data = AddVehicleDataResponseSchema.parse(response.json());
    expect(data.towns.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Nugegoda', 'Dehiwala', 'Negombo', 'Peradeniya', 'Hikkaduwa']),
    );
  });
});

describe('POST /api/vehicles/new-ad with local facts', () => {
  it('stores them; staff see them; once live the page, the card and search show them', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await post(session, {
      title: 'Toyota Aqua Nugegodafacts',
      registration: 'registered',
      registrationYear: '2017',
      owners: '2',
      townId: String(town['Nugegoda']),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [row] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, id));
    expect(row).toMatchObject({
      registration: 'registered',
      registrationYear: 2017,
      owners: 2,
      townId: town['Nugegoda'],
    });

    const queue = AdminAdsResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/ads?status=pending',
          headers: staff.bearer,
        })
      ).json(),
    );
    expect(queue.cars.find((ad) => ad.id === id)).toMatchObject({
      registration: 'registered',
      registrationYear: 2017,
      owners: 2,
      town: 'Nugegoda',
    });

    await approve(id);
    const detail = VehicleDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${id}` })).json(),
    );
    expect(detail).toMatchObject({
      city: 'Colombo',
      town: 'Nugegoda',
      townId: town['Nugegoda'],
      registration: 'registered',
      registrationYear: 2017,
      owners: 2,
    });
    const found = await search('query=Nugegodafacts');
    expect(found.cars).toEqual([
      expect.objectContaining({ id, town: 'Nugegoda', registration: 'registered' }),
    ]);
  });

  it('keeps an ad without them working: nulls everywhere', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await post(session, { title: 'Toyota Aqua Nofactsatall' });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    await approve(id);
    const detail = VehicleDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${id}` })).json(),
    );
    expect(detail).toMatchObject({
      town: null,
      townId: null,
      registration: null,
      registrationYear: null,
      owners: null,
    });
  });

  it('refuses an unknown town, or one outside the chosen city, with the field’s sentence', async () => {
    const session = await signUpAndIn(ctx.app);
    for (const townId of ['999999', String(town['Negombo'])]) {
      const response = await post(session, { townId });
      expect(response.statusCode, townId).toBe(400);
      expect(response.json()).toMatchObject({
        message: VEHICLE_FACT_MESSAGES.townInvalid,
        field: 'townId',
      });
    }
    const outside = await post(session, { townId: 'Nugegoda' });
    expect(outside.json()).toMatchObject({ message: VEHICLE_FACT_MESSAGES.townInvalid });
    expect(
      await ctx.db.select().from(vehicles).where(eq(vehicles.userId, session.user.id)),
    ).toEqual([]);
  });

  it('refuses an impossible year of registration and owners outside 0–20 with their sentences', async () => {
    const session = await signUpAndIn(ctx.app);
    const cases: Array<[Record<string, string>, string]> = [
      [
        { registration: 'registered', registrationYear: '2015' },
        VEHICLE_FACT_MESSAGES.registrationYearInvalid,
      ],
      [
        { registration: 'registered', registrationYear: String(thisYear + 1) },
        VEHICLE_FACT_MESSAGES.registrationYearInvalid,
      ],
      [
        { registration: 'unregistered', registrationYear: '2017' },
        VEHICLE_FACT_MESSAGES.registrationYearUnregistered,
      ],
      [{ owners: '21' }, VEHICLE_FACT_MESSAGES.ownersInvalid],
      [{ owners: '-1' }, VEHICLE_FACT_MESSAGES.ownersInvalid],
      [{ registration: 'reconditioned' }, VEHICLE_FACT_MESSAGES.registrationInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await post(session, overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json(), JSON.stringify(overrides)).toMatchObject({ message });
    }
  });
});

describe('editing an ad’s facts', () => {
  it('the edit form carries them, staff see the change, and the live ad follows once approved', async () => {
    const session = await signUpAndIn(ctx.app);
    const sent = await post(session, {
      title: 'Toyota Aqua Editablefacts',
      registration: 'unregistered',
      owners: '0',
    });
    const { id } = sent.json<{ id: number }>();
    await approve(id);
    const editable = EditableAdSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/me/listings/${id}/edit`,
          headers: session.bearer,
        })
      ).json(),
    );
    expect(editable.fields).toMatchObject({
      registration: 'unregistered',
      registrationYear: '',
      owners: '0',
      townId: '',
    });
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/me/listings/${id}`,
      headers: session.bearer,
      payload: {
        ...editable.fields,
        registration: 'registered',
        registrationYear: '2016',
        owners: '1',
        townId: String(town['Dehiwala']),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const queue = AdminAdEditsResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/ad-edits', headers: staff.bearer })
      ).json(),
    );
    expect(queue.edits.find((item) => item.ad.id === id)?.changes).toEqual([
      { field: 'Registration', from: 'Unregistered', to: 'Registered' },
      { field: 'Year of registration', from: '', to: '2016' },
      { field: 'Previous owners', from: '0', to: '1' },
      { field: 'Town', from: '', to: 'Dehiwala' },
    ]);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ad-edits/${id}/approve`,
      headers: staff.bearer,
    });
    expect(approved.statusCode, approved.body).toBe(204);
    const found = await search(`townId=${town['Dehiwala']}&registration=registered`);
    expect(found.cars.map((car) => car.id)).toContain(id);
  });
});

describe('GET /api/vehicles/search: registration and town', () => {
  it('filters by registration and by town, from search’s own columns, and counts them', async () => {
    const ads: Array<[string, Record<string, string>]> = [
      [
        'Honda Vezel Zonkaone',
        { registration: 'unregistered', townId: String(town['Maharagama']) },
      ],
      [
        'Honda Vezel Zonkatwo',
        {
          registration: 'registered',
          registrationYear: '2017',
          townId: String(town['Maharagama']),
        },
      ],
      ['Honda Vezel Zonkathree', { registration: 'unregistered', townId: String(town['Kottawa']) }],
      ['Honda Vezel Zonkafour', {}],
    ];
    for (const [title, overrides] of ads) {
      // One seller each: a member posts 3 new ads a day.
      const response = await post(await signUpAndIn(ctx.app), { title, ...overrides });
      expect(response.statusCode, response.body).toBe(201);
      await approve(response.json<{ id: number }>().id);
    }
    const unregistered = await search('query=zonka&registration=unregistered');
    expect(titlesOf(unregistered)).toEqual(['Honda Vezel Zonkaone', 'Honda Vezel Zonkathree']);
    expect(unregistered).toMatchObject({ carsCount: 2, carsCountExact: true });
    expect(unregistered.cars.every((car) => car.registration === 'unregistered')).toBe(true);
    const inMaharagama = await search(`townId=${town['Maharagama']}`);
    expect(titlesOf(inMaharagama)).toEqual(['Honda Vezel Zonkaone', 'Honda Vezel Zonkatwo']);
    expect(inMaharagama.cars.every((car) => car.town === 'Maharagama')).toBe(true);
    expect(titlesOf(await search(`townId=${town['Maharagama']}&registration=registered`))).toEqual([
      'Honda Vezel Zonkatwo',
    ]);
    // Without a query the filters still answer, counted exactly.
    const all = await search('registration=unregistered');
    expect(all.carsCount).toBeGreaterThanOrEqual(2);
    expect(all.cars.every((car) => car.registration === 'unregistered')).toBe(true);
    expect((await search('query=zonka&townId=0')).carsCount).toBe(4);
  });

  it('refuses a registration or town it does not know, with a sentence', async () => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/vehicles/search?registration=recon',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: VEHICLE_FACT_MESSAGES.registrationInvalid });
    const town = await ctx.app.inject({ method: 'GET', url: '/api/vehicles/search?townId=abc' });
    expect(town.statusCode).toBe(400);
    expect(town.json()).toMatchObject({ message: 'The town must be a town id' });
  });

  it('keeps search’s copy in step with the ad in the same transaction', async () => {
    const [ad] = await ctx.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.title, 'Honda Vezel Zonkafour'), eq(vehicles.status, 'active')));
    await ctx.db
      .update(vehicles)
      .set({ registration: 'unregistered', townId: town['Kottawa'] })
      .where(eq(vehicles.id, ad!.id));
    expect(titlesOf(await search(`query=zonka&townId=${town['Kottawa']}`))).toEqual([
      'Honda Vezel Zonkafour',
      'Honda Vezel Zonkathree',
    ]);
  });
});
