import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches, vehicleMakes } from '@carmarket/db/schema';
import { SearchResponseSchema } from '@carmarket/shared/vehicle-search';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle } from '../../test/factories';
import { findNewMatches, recordAlerted } from './saved-searches.service';

/** Matching for alerts: the lead's job asks which new ads each saved search should e-mail. */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let deps: Parameters<typeof findNewMatches>[0]['deps'];
const make: Record<string, number> = {};
let window: { since: Date; until: Date };

beforeAll(async () => {
  ctx = await buildTestApp();
  deps = { savedSearches: ctx.app.repos.savedSearches, search: ctx.app.repos.search };
  for (const row of await ctx.db.select().from(vehicleMakes)) make[row.name] = row.id;
});
afterAll(async () => {
  await ctx.app.close();
});

const MINUTE = 60_000;

/** A fresh window ten minutes wide, after every earlier test's, so tests share no ads. */
let nextStart = Date.now() + MINUTE;
function nextWindow() {
  const since = new Date(nextStart);
  nextStart += 60 * MINUTE;
  window = { since, until: new Date(since.getTime() + 10 * MINUTE) };
  return window;
}
const inWindow = (minutes = 1) => new Date(window.since.getTime() + minutes * MINUTE);

async function saveSearch(
  userId: number,
  params: Record<string, string>,
  frequency: 'instant' | 'daily' = 'instant',
  createdAt = window.since,
) {
  const [row] = await ctx.db
    .insert(savedSearches)
    .values({
      userId,
      name: 'Search',
      frequency,
      params,
      createdAt,
      lastSeenAt: createdAt,
    })
    .returning();
  return row!;
}

function ad(
  userId: number,
  makeName: string,
  title: string,
  overrides: Parameters<typeof createVehicle>[1] | object = {},
) {
  return createVehicle(ctx.db, {
    userId,
    title,
    makeId: make[makeName]!,
    makeName,
    model: title.split(' ')[1] ?? 'Test',
    approvedAt: inWindow(),
    ...overrides,
  });
}

async function matchesOf(savedSearchId: number, frequency?: 'instant' | 'daily') {
  const found = await findNewMatches({ deps, ...window, ...(frequency ? { frequency } : {}) });
  return found.find((entry) => entry.savedSearch.id === savedSearchId)?.vehicleIds ?? [];
}

describe('findNewMatches', () => {
  it('finds an ad that matches; not one that does not, nor the owner’s own', async () => {
    nextWindow();
    const buyer = await createUser(ctx.db);
    const seller = await createUser(ctx.db);
    const search = await saveSearch(buyer.id, { brands: String(make['Toyota']) });
    const match = await ad(seller.id, 'Toyota', 'Toyota Aqua 2016');
    await ad(seller.id, 'Honda', 'Honda Fit 2016');
    await ad(buyer.id, 'Toyota', 'Toyota Vitz 2015');
    expect(await matchesOf(search.id)).toEqual([match.id]);
  });

  it('leaves out ads that went live outside the window, before the search was saved, or are not live', async () => {
    nextWindow();
    const buyer = await createUser(ctx.db);
    const seller = await createUser(ctx.db);
    // Saved two minutes into the window.
    const search = await saveSearch(
      buyer.id,
      { brands: String(make['Toyota']) },
      'instant',
      inWindow(2),
    );
    const inside = await ad(seller.id, 'Toyota', 'Toyota Aqua 2016', { approvedAt: inWindow(3) });
    await ad(seller.id, 'Toyota', 'Toyota Aqua late', { approvedAt: inWindow(30) });
    await ad(seller.id, 'Toyota', 'Toyota Aqua before', {
      approvedAt: new Date(window.since.getTime() - 1),
    });
    // In the window, but live before the search existed: its owner saw it when saving.
    await ad(seller.id, 'Toyota', 'Toyota Aqua early', { approvedAt: inWindow(1) });
    await ad(seller.id, 'Toyota', 'Toyota Aqua sold', { status: 'sold', approvedAt: inWindow(3) });
    expect(await matchesOf(search.id)).toEqual([inside.id]);
  });

  it('never gives the same ad twice for a saved search once it is recorded as alerted', async () => {
    nextWindow();
    const buyer = await createUser(ctx.db);
    const seller = await createUser(ctx.db);
    const search = await saveSearch(buyer.id, { brands: String(make['Toyota']) });
    const other = await saveSearch(buyer.id, { query: 'toyota' });
    const first = await ad(seller.id, 'Toyota', 'Toyota Aqua 2016');
    const second = await ad(seller.id, 'Toyota', 'Toyota Prius 2017');
    expect(await matchesOf(search.id)).toEqual([first.id, second.id]);

    expect(await recordAlerted({ deps, savedSearchId: search.id, vehicleIds: [first.id] })).toEqual(
      [first.id],
    );
    // Recording again (a second job run): nothing new.
    expect(
      await recordAlerted({ deps, savedSearchId: search.id, vehicleIds: [first.id, second.id] }),
    ).toEqual([second.id]);
    expect(await matchesOf(search.id)).toEqual([]);
    // Another saved search of the same owner is told on its own account.
    expect(await matchesOf(other.id)).toEqual([first.id, second.id]);
  });

  it('matches one frequency when asked', async () => {
    nextWindow();
    const buyer = await createUser(ctx.db);
    const seller = await createUser(ctx.db);
    const instant = await saveSearch(buyer.id, { brands: String(make['Toyota']) }, 'instant');
    const daily = await saveSearch(buyer.id, { brands: String(make['Toyota']) }, 'daily');
    const car = await ad(seller.id, 'Toyota', 'Toyota Aqua 2016');
    expect(await matchesOf(instant.id, 'instant')).toEqual([car.id]);
    expect(await matchesOf(daily.id, 'instant')).toEqual([]);
    expect(await matchesOf(daily.id, 'daily')).toEqual([car.id]);
  });

  it('reads the words as the search page does: misspelt, unknown and punctuation-only', async () => {
    nextWindow();
    const buyer = await createUser(ctx.db);
    const seller = await createUser(ctx.db);
    const aqua = await ad(seller.id, 'Toyota', 'Toyota Aqua 2016', { model: 'Aqua' });
    const fit = await ad(seller.id, 'Honda', 'Honda Fit 2016', { model: 'Fit' });
    const searchPage = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/vehicles/search?${new URLSearchParams({ query }).toString()}`,
      });
      return SearchResponseSchema.parse(response.json()).cars.map((car) => car.id);
    };
    for (const query of ['toyta aqua', 'aqua', 'honda', 'qwzxv', '!!!', 'aqua qwzxv']) {
      const search = await saveSearch(buyer.id, { query });
      const matched = await matchesOf(search.id);
      const shown = (await searchPage(query)).filter((id) => id === aqua.id || id === fit.id);
      expect(matched, query).toEqual(shown.sort((a, b) => a - b));
    }
    // What those words find, spelled out.
    expect(await matchesOf((await saveSearch(buyer.id, { query: 'toyta aqua' })).id)).toEqual([
      aqua.id,
    ]);
    expect(await matchesOf((await saveSearch(buyer.id, { query: 'qwzxv' })).id)).toEqual([]);
  });

  it('corrects words only when the whole search finds nothing, as the search page does', async () => {
    nextWindow();
    const buyer = await createUser(ctx.db);
    const seller = await createUser(ctx.db);
    // A live ad spelled "Cmry" from before: the search page finds it and corrects nothing.
    await ad(seller.id, 'Toyota', 'Toyota Cmry typo 2010', {
      model: 'Cmry',
      approvedAt: new Date(window.since.getTime() - MINUTE),
    });
    await ad(seller.id, 'Toyota', 'Toyota Camry 2018', { model: 'Camry' });
    const search = await saveSearch(buyer.id, { query: 'cmry' });
    expect(await matchesOf(search.id)).toEqual([]);
  });
});
