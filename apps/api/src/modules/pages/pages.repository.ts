import { and, asc, eq, gt, lte, max } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { cities, listingSearch, vehicleMakes, vehicleModels, vehicles } from '@carmarket/db/schema';
import { isLiveInSearch } from '../listings/listing-visibility';

/** One live ad as the sitemap lists it. */
export interface SitemapAd {
  id: number;
  title: string;
  yom: number;
  city: string;
  updatedAt: Date;
}

export function createPagesRepository(db: Database) {
  return {
    async makeName(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: vehicleMakes.name })
        .from(vehicleMakes)
        .where(eq(vehicleMakes.id, id));
      return row?.name;
    },

    /** A catalogue model with its make's name. */
    async modelNames(id: number): Promise<{ make: string; model: string } | undefined> {
      const [row] = await db
        .select({ make: vehicleMakes.name, model: vehicleModels.name })
        .from(vehicleModels)
        .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
        .where(eq(vehicleModels.id, id));
      return row;
    },

    async cityName(id: number): Promise<string | undefined> {
      const [row] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, id));
      return row?.name;
    },

    /** The largest id of a live ad, or 0: it bounds how many sitemap files there are. */
    async largestLiveId(now: Date): Promise<number> {
      const [row] = await db
        .select({ id: max(listingSearch.vehicleId) })
        .from(listingSearch)
        .where(isLiveInSearch(now));
      return row?.id ?? 0;
    },

    /**
     * Live ads with ids after `afterId` and at most `lastId`, in id order, `limit` at a time: the
     * sitemap walks search's primary key in steps and never holds more than one step.
     */
    liveAdsAfter(options: {
      now: Date;
      afterId: number;
      lastId: number;
      limit: number;
    }): Promise<SitemapAd[]> {
      return db
        .select({
          id: vehicles.id,
          title: vehicles.title,
          yom: vehicles.yom,
          city: cities.name,
          updatedAt: vehicles.updatedAt,
        })
        .from(listingSearch)
        .innerJoin(vehicles, eq(vehicles.id, listingSearch.vehicleId))
        .innerJoin(cities, eq(cities.id, vehicles.cityId))
        .where(
          and(
            gt(listingSearch.vehicleId, options.afterId),
            lte(listingSearch.vehicleId, options.lastId),
            isLiveInSearch(options.now),
          ),
        )
        .orderBy(asc(listingSearch.vehicleId))
        .limit(options.limit);
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
