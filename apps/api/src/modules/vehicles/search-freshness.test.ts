import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vehicleMakes, vehicles } from '@carmarket/db/schema';
import { LoadSpecsResponseSchema } from '@carmarket/shared/reference';
import { VehicleDetailSchema } from '@carmarket/shared/vehicle-detail';
import {
  HomeListingsResponseSchema,
  ModelsResponseSchema,
  SearchResponseSchema,
  type SearchQuery,
} from '@carmarket/shared/vehicle-search';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { adFieldsFor, photo, postAd, setPackage } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { DAY } from '../../test/factories';
import { buildVocabulary } from './search-criteria';
import { searchVehicles } from './search.service';
import { createSearchRepository } from './search.repository';

/**
 * Issue 13: an ad that is approved, edited, sold, rejected, deleted or expires enters or leaves
 * every search, count, list and price range at once — also for another API process on the same
 * database. `writer` changes ads; `reader` is a second app with its own connections (a second
 * process on PostgreSQL; on PGlite, which lives in one process, a second app on the same handle).
 */
let writer: Awaited<ReturnType<typeof buildTestApp>>;
let reader: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpAndIn>>;
let seller: Awaited<ReturnType<typeof signUpAndIn>>;
let fields: Awaited<ReturnType<typeof adFieldsFor>>;
let toyota: number;

beforeAll(async () => {
  writer = await buildTestApp();
  reader = await buildTestApp({ sameDatabaseAs: writer.database });
  staff = await signUpStaff(writer.app, writer.db);
  seller = await signUpAndIn(writer.app, { name: 'Seller' });
  // A dealer: these tests post more new ads than a member may in a day (decision 098).
  await setPackage(writer.db, seller.user.id, 'vip', new Date(Date.now() + 365 * DAY));
  fields = await adFieldsFor(writer.db);
  const [make] = await writer.db.select().from(vehicleMakes).where(eq(vehicleMakes.name, 'Toyota'));
  toyota = make!.id;
});
afterAll(async () => {
  // The reader first: closing the writer drops a PostgreSQL test database.
  await reader?.app.close();
  await writer?.app.close();
});

async function read<T>(url: string, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await reader.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return schema.parse(response.json());
}

const searchFor = (query: string) => read(`/api/vehicles/search?${query}`, SearchResponseSchema);

async function aquaCount(): Promise<number> {
  const { models } = await read(`/api/vehicles/models?brands=${toyota}`, ModelsResponseSchema);
  return models.find((model) => model.name === 'Aqua')!.count;
}

/** Everything a visitor could see the ad in, read by the second app. */
async function whereVisible(id: number, word: string) {
  const [byWord, byModel, home, specs] = await Promise.all([
    searchFor(`query=${word}`),
    searchFor(`brands=${toyota}&sort=2`),
    read('/api/vehicles/home', HomeListingsResponseSchema),
    read('/api/vehicles/load-specs', LoadSpecsResponseSchema),
  ]);
  return {
    byWord: byWord.cars.some((car) => car.id === id),
    wordCount: byWord.carsCount,
    byModel: byModel.cars.some((car) => car.id === id),
    home: home.recent.some((car) => car.id === id),
    maxPrice: specs.maxPrice,
  };
}

async function postAndApprove(word: string, price: string): Promise<number> {
  const posted = await postAd(
    writer.app,
    seller.bearer,
    fields({ title: `Toyota Aqua ${word}`, price }),
    { img1: await photo() },
  );
  expect(posted.statusCode, posted.body).toBe(201);
  const { id } = posted.json<{ id: number }>();
  const before = await whereVisible(id, word);
  expect(before).toMatchObject({ byWord: false, byModel: false, home: false });
  const approved = await writer.app.inject({
    method: 'POST',
    url: `/api/admin/ads/${id}/approve`,
    headers: staff.bearer,
  });
  expect(approved.statusCode, approved.body).toBe(204);
  return id;
}

describe('search is never stale, across API processes', () => {
  it('an approved ad is found at once, an edit shows at once, a sold one leaves at once', async () => {
    const aquasBefore = await aquaCount();
    const id = await postAndApprove('zebraquartz', '950000000');
    expect(await whereVisible(id, 'zebraquartz')).toEqual({
      byWord: true,
      wordCount: 1,
      byModel: true,
      home: true,
      maxPrice: 950_000_000,
    });
    expect(await aquaCount()).toBe(aquasBefore + 1);

    // There is no edit screen yet; a change to the row is what an edit will write.
    await writer.db
      .update(vehicles)
      .set({ price: 960_000_000, title: 'Toyota Aqua zebraquartz repainted' })
      .where(eq(vehicles.id, id));
    const edited = await searchFor('query=repainted');
    expect(edited.cars.map((car) => [car.id, car.price])).toEqual([[id, 960_000_000]]);
    expect((await whereVisible(id, 'zebraquartz')).maxPrice).toBe(960_000_000);

    const sold = await writer.app.inject({
      method: 'POST',
      url: `/api/me/listings/${id}/sold`,
      headers: seller.bearer,
    });
    expect(sold.statusCode, sold.body).toBe(204);
    expect(await whereVisible(id, 'zebraquartz')).toMatchObject({
      byWord: false,
      wordCount: 0,
      byModel: false,
      home: false,
    });
    expect((await whereVisible(id, 'zebraquartz')).maxPrice).toBeLessThan(960_000_000);
    expect(await aquaCount()).toBe(aquasBefore);
  });

  it('a deleted ad leaves at once; a rejected one never enters', async () => {
    const id = await postAndApprove('yakmarble', '6100000');
    expect((await whereVisible(id, 'yakmarble')).byWord).toBe(true);
    const deleted = await writer.app.inject({
      method: 'DELETE',
      url: `/api/me/listings/${id}`,
      headers: seller.bearer,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await whereVisible(id, 'yakmarble')).toMatchObject({ byWord: false, wordCount: 0 });

    const posted = await postAd(
      writer.app,
      seller.bearer,
      fields({ title: 'Toyota Aqua walrusopal' }),
      { img1: await photo() },
    );
    const pendingId = posted.json<{ id: number }>().id;
    const rejected = await writer.app.inject({
      method: 'POST',
      url: `/api/admin/ads/${pendingId}/reject`,
      headers: staff.bearer,
      payload: { reason: 'The photos do not show the vehicle being sold.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(204);
    expect(await whereVisible(pendingId, 'walrusopal')).toMatchObject({
      byWord: false,
      wordCount: 0,
    });
  });

  it('an ad that expires leaves every answer at its expiry, before any purge', async () => {
    const id = await postAndApprove('ibexamber', '6200000');
    const [row] = await writer.db
      .select({ expiresAt: vehicles.expiresAt })
      .from(vehicles)
      .where(eq(vehicles.id, id));
    const repository = createSearchRepository(reader.db);
    const vocabulary = buildVocabulary(await repository.vocabulary());
    const at = (now: Date, query: Partial<SearchQuery>) =>
      searchVehicles({
        repository,
        vocabulary,
        publicUrl: (key) => key,
        query: { cityId: undefined, townId: undefined, ...query },
        now,
      });
    const justBefore = new Date(row!.expiresAt!.getTime() - 1_000);
    const justAfter = new Date(row!.expiresAt!.getTime() + 1_000);

    expect((await at(justBefore, { query: 'ibexamber' })).carsCount).toBe(1);
    const browseBefore = await at(justBefore, { brands: [toyota] });
    const browseAfter = await at(justAfter, { brands: [toyota] });
    expect((await at(justAfter, { query: 'ibexamber' })).cars).toEqual([]);
    // The exact count (count table less expired rows not yet purged) drops by this ad.
    expect(browseAfter.carsCount).toBe(browseBefore.carsCount - 1);
    expect(browseAfter.carsCountExact).toBe(true);
    expect(await repository.purgeExpired(justAfter)).toBeGreaterThanOrEqual(1);
    expect((await at(justAfter, { brands: [toyota] })).carsCount).toBe(browseAfter.carsCount);
    expect((await at(new Date(justAfter.getTime() + DAY), { query: 'ibexamber' })).carsCount).toBe(
      0,
    );
    // The search table holds no row of it now; the ad itself is unchanged.
    const left = await reader.db.execute(
      sql`select count(*)::int as n from listing_search where vehicle_id = ${id}`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it('a seller who verifies their number shows the badge and enters "Verified sellers" at once, and leaves when unverified (issue 36)', async () => {
    const id = await postAndApprove('walrusverified', '6300000');
    const badge = async () => {
      const [all, verified, detail] = await Promise.all([
        searchFor('query=walrusverified'),
        searchFor('query=walrusverified&verifiedOnly=true'),
        read(`/api/vehicles/${id}`, VehicleDetailSchema),
      ]);
      return {
        card: all.cars.find((car) => car.id === id)?.phoneVerified,
        inVerifiedOnly: verified.cars.some((car) => car.id === id),
        verifiedCount: verified.carsCount,
        detail: detail.seller.phoneVerified,
        since: detail.seller.phoneVerifiedAt !== null,
      };
    };
    const verified = {
      card: true,
      inVerifiedOnly: true,
      verifiedCount: 1,
      detail: true,
      since: true,
    };
    const unverified = {
      card: false,
      inVerifiedOnly: false,
      verifiedCount: 0,
      detail: false,
      since: false,
    };
    expect(await badge()).toEqual(verified);
    try {
      // A new number unverifies the account (decision 131): written on users alone.
      await writer.db
        .update(users)
        .set({ phoneVerifiedAt: null })
        .where(eq(users.id, seller.user.id));
      expect(await badge()).toEqual(unverified);
    } finally {
      await writer.db
        .update(users)
        .set({ phoneVerifiedAt: new Date() })
        .where(eq(users.id, seller.user.id));
    }
    expect(await badge()).toEqual(verified);
  });
});
