import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, conditions, listingSearch, vehicleMedia, vehicles } from '@carmarket/db/schema';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle } from '../../test/factories';
import { cardFields, selectCards } from './listing-card';

/**
 * Search keeps its own copy of a live ad's card (`listing_search`), written by the view
 * `listing_search_source` and the media trigger (migrations 0005, 0014). The card is defined once
 * in listing-card.ts; these tests fail when the copy stops reading what that definition reads.
 */

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const photo = (name: string) => ({
  320: `${name}-320.webp`,
  640: `${name}-640.webp`,
  1280: `${name}-1280.webp`,
});

/** Ads whose cards differ in every column, with photos in every arrangement a card must read. */
async function adsOfEveryShape() {
  const owner = await createUser(ctx.db);
  const [city] = await ctx.db.select().from(cities).orderBy(asc(cities.id)).offset(3).limit(1);
  const [used] = await ctx.db.select().from(conditions).orderBy(asc(conditions.id)).limit(1);
  const plain = await createVehicle(ctx.db, { userId: owner.id });
  const gallery = await createVehicle(ctx.db, {
    userId: owner.id,
    title: 'Toyota Aqua G 2016, One Owner',
    price: 4_650_000,
    yom: 2016,
    mileage: 81_000,
    package: 'vip',
    cityId: city!.id,
    conditionId: used!.id,
  });
  const tourFirst = await createVehicle(ctx.db, { userId: owner.id, package: 'featured' });
  await ctx.db.insert(vehicleMedia).values([
    // Stored out of order: the card's photo is the lowest position, not the first row.
    { vehicleId: gallery.id, kind: 'image', position: 2, storageKey: 'c', variants: photo('c') },
    { vehicleId: gallery.id, kind: 'image', position: 0, storageKey: 'a', variants: photo('a') },
    { vehicleId: gallery.id, kind: 'image', position: 1, storageKey: 'b', variants: photo('b') },
    // A 360 view and a video before the photo: a card shows a photo only.
    { vehicleId: tourFirst.id, kind: 'threesixty', position: 0, storageKey: 'tour', variants: {} },
    { vehicleId: tourFirst.id, kind: 'video', position: 0, storageKey: 'clip', variants: {} },
    { vehicleId: tourFirst.id, kind: 'image', position: 1, storageKey: 'd', variants: photo('d') },
  ]);
  return { plain, gallery, tourFirst };
}

async function cardsOf(ids: number[]) {
  const own = await selectCards(ctx.db, {})
    .where(inArray(vehicles.id, ids))
    .orderBy(asc(vehicles.id));
  const copied = await selectCards(ctx.db, {}, 'search')
    .where(inArray(listingSearch.vehicleId, ids))
    .orderBy(asc(listingSearch.vehicleId));
  return { own, copied };
}

describe('the card, from the ad or from search', () => {
  it("reads the same card from search's copy as from the ad, photos changing included", async () => {
    const { plain, gallery, tourFirst } = await adsOfEveryShape();
    const ids = [plain.id, gallery.id, tourFirst.id];
    const before = await cardsOf(ids);
    expect(before.own.map((card) => card.cardImage?.['320'] ?? null)).toEqual([
      null,
      'a-320.webp',
      'd-320.webp',
    ]);
    expect(before.copied).toEqual(before.own);

    // The media trigger keeps the copy's photo: the first photo goes, the next one leads.
    await ctx.db.delete(vehicleMedia).where(eq(vehicleMedia.storageKey, 'a'));
    await ctx.db.update(vehicleMedia).set({ position: 0 }).where(eq(vehicleMedia.storageKey, 'c'));
    const after = await cardsOf(ids);
    expect(after.own[1]?.cardImage?.['320']).toBe('c-320.webp');
    expect(after.copied).toEqual(after.own);
  });

  it('has the same columns in both homes', () => {
    expect(Object.keys(cardFields.search)).toEqual(Object.keys(cardFields.vehicles));
  });

  it("writes each column of search's card with the definition's expression (the view)", async () => {
    await adsOfEveryShape();
    for (const [key, ownExpression] of Object.entries(cardFields.vehicles)) {
      const column = cardFields.search[key as keyof typeof cardFields.search];
      // Every ad the view writes, compared column by column with what the card reads of it.
      const differing = rowsOf<{ id: number }>(
        await ctx.db.execute(sql`
          select ${vehicles.id} as id from ${vehicles}
          join listing_search_source src on src.vehicle_id = ${vehicles.id}
          where ${ownExpression} is distinct from src.${sql.identifier(column.name)}`),
      );
      expect(differing, `${key} (listing_search_source.${column.name})`).toEqual([]);
    }
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from listing_search_source`),
    );
    expect(Number(n)).toBeGreaterThanOrEqual(3);
  });
});
