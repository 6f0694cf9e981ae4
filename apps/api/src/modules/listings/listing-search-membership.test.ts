import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingSearch, users, vehicles } from '@carmarket/db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';
import { createListingHoldsRepository } from './listing-holds.repository';
import { isListedInSearch, isLive, isLiveInSearch } from './listing-visibility';

/**
 * Search's table is kept by triggers with their own SQL (migrations 0005 and 0014), which cannot
 * know the time. These tests run the triggers over ads in every state and check them against
 * listing-visibility.ts: the table holds exactly the ads `isListedInSearch` names, and search's
 * reads (`isLiveInSearch`) find exactly the ads `isLive` names.
 */

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

type AdState = Pick<
  typeof vehicles.$inferInsert,
  'status' | 'expiresAt' | 'heldFor' | 'heldAt' | 'approvedAt' | 'soldAt'
>;

/** Every state an ad can be in, as of `now`. */
function everyState(now: Date): Record<string, AdState> {
  const later = new Date(now.getTime() + 10 * DAY);
  const earlier = new Date(now.getTime() - DAY);
  const approvedAt = new Date(now.getTime() - 20 * DAY);
  const live: AdState = {
    status: 'active',
    expiresAt: later,
    approvedAt,
    heldFor: null,
    heldAt: null,
  };
  return {
    pending: { status: 'pending', expiresAt: null, approvedAt: null, heldFor: null, heldAt: null },
    rejected: {
      status: 'rejected',
      expiresAt: null,
      approvedAt: null,
      heldFor: null,
      heldAt: null,
    },
    live: { ...live },
    pastExpiry: { ...live, expiresAt: earlier },
    expiresNow: { ...live, expiresAt: now },
    heldForReports: { ...live, heldFor: 'reports', heldAt: earlier },
    heldForSuspension: { ...live, heldFor: 'suspension', heldAt: earlier },
    heldPastExpiry: { ...live, expiresAt: earlier, heldFor: 'reports', heldAt: earlier },
    sold: { ...live, status: 'sold', soldAt: earlier },
    soldHeld: { ...live, status: 'sold', soldAt: earlier, heldFor: 'suspension', heldAt: earlier },
    expired: { ...live, status: 'expired', expiresAt: earlier },
  };
}

/** The ads among `ids` in search's table (all of them, and those its reads find at `now`). */
async function inSearch(ids: number[], now: Date) {
  const rows = await ctx.db
    .select({ id: listingSearch.vehicleId, live: isLiveInSearch(now) })
    .from(listingSearch)
    .where(inArray(listingSearch.vehicleId, ids))
    .orderBy(asc(listingSearch.vehicleId));
  return { listed: rows.map((row) => row.id), found: rows.filter((r) => r.live).map((r) => r.id) };
}

/** The same two sets by listing-visibility.ts's rules over the ads themselves. */
async function byTheRules(ids: number[], now: Date) {
  const rows = await ctx.db
    .select({ id: vehicles.id, listed: isListedInSearch(), live: isLive(now) })
    .from(vehicles)
    .where(inArray(vehicles.id, ids))
    .orderBy(asc(vehicles.id));
  return {
    listed: rows.filter((row) => row.listed).map((row) => row.id),
    found: rows.filter((row) => row.live).map((row) => row.id),
  };
}

describe("search's table and listing-visibility.ts", () => {
  it('hold the same ads in every state, whether an ad is written new or changed', async () => {
    const now = new Date();
    const states = everyState(now);
    const names = Object.keys(states);
    const owner = await createUser(ctx.db);
    // Inserted in each state: the insert trigger decides.
    const ads = new Map<string, number>();
    for (const name of names) {
      const ad = await createVehicle(ctx.db, { userId: owner.id, ...states[name] });
      ads.set(name, ad.id);
    }
    const ids = [...ads.values()];
    const liveId = ads.get('live')!;

    const written = await inSearch(ids, now);
    expect(written).toEqual(await byTheRules(ids, now));
    expect(written.found).toEqual([liveId]);

    // Each ad moved into the next state by an update: the update trigger decides.
    for (const [index, name] of names.entries()) {
      const next = states[names[(index + 1) % names.length]!]!;
      await ctx.db
        .update(vehicles)
        .set({ soldAt: null, ...next })
        .where(eq(vehicles.id, ads.get(name)!));
    }
    const moved = await inSearch(ids, now);
    expect(moved).toEqual(await byTheRules(ids, now));
    expect(moved.found).toEqual([ads.get(names[names.indexOf('live') - 1]!)]);
  });

  it("follows a seller's suspension and its lifting, which hold and release their ads", async () => {
    const now = new Date();
    const states = everyState(now);
    const seller = await createUser(ctx.db);
    const ids: number[] = [];
    for (const name of ['live', 'pastExpiry', 'sold', 'expired', 'pending']) {
      ids.push((await createVehicle(ctx.db, { userId: seller.id, ...states[name] })).id);
    }
    const holds = createListingHoldsRepository(ctx.db);

    await ctx.db.update(users).set({ suspendedAt: now }).where(eq(users.id, seller.id));
    await holds.holdSellerAds(seller.id, 'suspension', now);
    const suspended = await inSearch(ids, now);
    expect(suspended).toEqual(await byTheRules(ids, now));
    expect(suspended.listed).toEqual([]);

    await ctx.db.update(users).set({ suspendedAt: null }).where(eq(users.id, seller.id));
    await holds.releaseSellerAds(seller.id, 'suspension');
    const lifted = await inSearch(ids, now);
    expect(lifted).toEqual(await byTheRules(ids, now));
    expect(lifted.found).toEqual([ids[0]]);
    // The purge takes out what expired; what stays is what search finds.
    await ctx.app.repos.search.purgeExpired(now);
    const purged = await ctx.db
      .select({ id: listingSearch.vehicleId })
      .from(listingSearch)
      .where(inArray(listingSearch.vehicleId, ids));
    expect(purged.map((row) => row.id)).toEqual([ids[0]]);
  });
});
