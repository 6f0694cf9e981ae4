import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '@carmarket/db/schema';
import { LISTING_STATUSES } from '@carmarket/shared/ad';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';
import {
  availabilityOf,
  effectiveStatus,
  isLive,
  isEndedListing,
  isLiveListing,
  statusCondition,
} from './listing-visibility';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

describe('what "live" means, once', () => {
  it('refuses an active ad without an expiry, so no reader has to guess what it means', async () => {
    const owner = await createUser(ctx.db);
    await expect(
      createVehicle(ctx.db, { userId: owner.id, status: 'active', expiresAt: null }),
    ).rejects.toThrow();
    const rows = await ctx.db.select().from(vehicles).where(eq(vehicles.userId, owner.id));
    expect(rows).toEqual([]);
  });

  it('gives the same answer in SQL, in TypeScript, in My Listings tabs and in the wishlist', async () => {
    const owner = await createUser(ctx.db);
    const now = new Date();
    const ads = {
      live: await createVehicle(ctx.db, { userId: owner.id }),
      lapsed: await createVehicle(ctx.db, {
        userId: owner.id,
        expiresAt: new Date(now.getTime() - DAY),
      }),
      expiresNow: await createVehicle(ctx.db, { userId: owner.id, expiresAt: now }),
      pending: await createVehicle(ctx.db, {
        userId: owner.id,
        status: 'pending',
        expiresAt: null,
      }),
      rejected: await createVehicle(ctx.db, {
        userId: owner.id,
        status: 'rejected',
        expiresAt: null,
      }),
      sold: await createVehicle(ctx.db, { userId: owner.id, status: 'sold' }),
      held: await createVehicle(ctx.db, { userId: owner.id, heldFor: 'reports', heldAt: now }),
      heldLapsed: await createVehicle(ctx.db, {
        userId: owner.id,
        heldFor: 'suspension',
        heldAt: now,
        expiresAt: new Date(now.getTime() - DAY),
      }),
      expired: await createVehicle(ctx.db, {
        userId: owner.id,
        status: 'expired',
        expiresAt: new Date(now.getTime() - DAY),
      }),
    };
    const ids = Object.values(ads).map((ad) => ad.id);
    const rows = await ctx.db
      .select({
        id: vehicles.id,
        status: vehicles.status,
        expiresAt: vehicles.expiresAt,
        heldFor: vehicles.heldFor,
        effective: effectiveStatus(now),
        availability: availabilityOf(now),
      })
      .from(vehicles)
      .where(inArray(vehicles.id, ids));
    const liveInSql = (
      await ctx.db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(inArray(vehicles.id, ids), isLive(now)))
    ).map((row) => row.id);

    expect(liveInSql).toEqual([ads.live.id]);
    expect(rows.filter((row) => isLiveListing(row, now)).map((row) => row.id)).toEqual([
      ads.live.id,
    ]);
    expect(rows.filter((row) => row.availability === 'live').map((row) => row.id)).toEqual([
      ads.live.id,
    ]);

    // Every ad is in exactly one My Listings tab, the tab its effective status names.
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const status of LISTING_STATUSES) {
      const inTab = await ctx.db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(inArray(vehicles.id, ids), statusCondition(status, now)));
      for (const { id } of inTab) expect(byId.get(id)?.effective, `ad ${id}`).toBe(status);
    }
    expect(
      Object.fromEntries(
        Object.entries(ads).map(([name, ad]) => [name, byId.get(ad.id)?.effective]),
      ),
    ).toEqual({
      live: 'active',
      lapsed: 'expired',
      expiresNow: 'expired',
      pending: 'pending',
      rejected: 'rejected',
      sold: 'sold',
      held: 'pending',
      heldLapsed: 'expired',
      expired: 'expired',
    });
    // A held ad is not live anywhere, and not in search's table either.
    expect(byId.get(ads.held.id)?.availability).toBe('unavailable');
  });
});

describe('what "ended" means', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const approvedAt = new Date('2026-10-01T00:00:00Z');
  const future = new Date('2026-12-23T12:00:00Z');

  it('is an ad that was public and is sold or past its validity', () => {
    const heldFor = null;
    expect(isEndedListing({ status: 'sold', expiresAt: future, approvedAt, heldFor }, now)).toBe(
      true,
    );
    expect(
      isEndedListing({ status: 'expired', expiresAt: approvedAt, approvedAt, heldFor }, now),
    ).toBe(true);
    expect(isEndedListing({ status: 'active', expiresAt: now, approvedAt, heldFor }, now)).toBe(
      true,
    );
  });

  it('is never a live ad, nor one that was never public, nor one staff hold', () => {
    expect(
      isEndedListing({ status: 'active', expiresAt: future, approvedAt, heldFor: null }, now),
    ).toBe(false);
    for (const status of ['pending', 'rejected', 'sold'] as const) {
      expect(
        isEndedListing({ status, expiresAt: null, approvedAt: null, heldFor: null }, now),
      ).toBe(false);
    }
    expect(
      isEndedListing({ status: 'active', expiresAt: now, approvedAt, heldFor: 'suspension' }, now),
    ).toBe(false);
  });
});
