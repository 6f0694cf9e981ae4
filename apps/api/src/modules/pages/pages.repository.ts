import { and, asc, count, desc, eq, exists, gt, lte, max } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  listingSearch,
  vehicleMakes,
  vehicleMedia,
  vehicleModels,
  vehicles,
} from '@carmarket/db/schema';
import { isLiveInSearch } from '../listings/listing-visibility';

/** One live ad as the sitemap lists it. */
export interface SitemapAd {
  id: number;
  title: string;
  yom: number;
  city: string;
  updatedAt: Date;
}

/** The first photo of a search page's first ad, for link previews. */
export interface FirstPhoto {
  title: string;
  /** The photo's largest WebP variant. */
  key: string;
  width: number | null;
  height: number | null;
}

/** The kinds of landing page: /buy-car naming one make, one model or one city (search-page.ts). */
export type LandingKind = 'make' | 'model' | 'city';
const LANDING_COLUMNS = { make: 'makeId', model: 'modelId', city: 'cityId' } as const;

/** The make, model and city a landing page names (search-page.ts); unset ones are any. */
export interface LandingFilters {
  makeId?: number;
  modelId?: number;
  cityId?: number;
}

export function createPagesRepository(db: Database) {
  return {
    /**
     * The first photo of the first live ad the landing page shows (relevance: placement, then
     * newest, search's own order), walking the placement index led by make or model.
     */
    async firstPhoto(now: Date, filters: LandingFilters): Promise<FirstPhoto | undefined> {
      const [ad] = await db
        .select({ id: listingSearch.vehicleId, title: vehicles.title })
        .from(listingSearch)
        .innerJoin(vehicles, eq(vehicles.id, listingSearch.vehicleId))
        .where(
          and(
            isLiveInSearch(now),
            filters.makeId === undefined ? undefined : eq(listingSearch.makeId, filters.makeId),
            filters.modelId === undefined ? undefined : eq(listingSearch.modelId, filters.modelId),
            filters.cityId === undefined ? undefined : eq(listingSearch.cityId, filters.cityId),
          ),
        )
        .orderBy(
          desc(listingSearch.placement),
          desc(listingSearch.createdAt),
          desc(listingSearch.vehicleId),
        )
        .limit(1);
      if (!ad) return undefined;
      const [photo] = await db
        .select({
          key: vehicleMedia.storageKey,
          variants: vehicleMedia.variants,
          width: vehicleMedia.width,
          height: vehicleMedia.height,
        })
        .from(vehicleMedia)
        .where(and(eq(vehicleMedia.vehicleId, ad.id), eq(vehicleMedia.kind, 'image')))
        .orderBy(asc(vehicleMedia.position))
        .limit(1);
      if (!photo) return undefined;
      return {
        title: ad.title,
        key: photo.variants['1280'] ?? photo.key,
        width: photo.width,
        height: photo.height,
      };
    },

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

    /**
     * The landing pages with a live ad, after `after` in order, `limit` at a time: each make, each
     * catalogue model (with its make) and each city. One probe of search's index led by make,
     * model or city per candidate, which stops at its first live ad.
     */
    async landingPagesAfter(options: {
      now: Date;
      kind: LandingKind;
      afterId: number;
      limit: number;
    }): Promise<Array<{ id: number; makeId: number | null }>> {
      const { now, kind, afterId, limit } = options;
      const live = (column: (typeof LANDING_COLUMNS)[LandingKind], id: typeof vehicleMakes.id) =>
        exists(
          db
            .select({ one: listingSearch.vehicleId })
            .from(listingSearch)
            .where(and(eq(listingSearch[column], id), isLiveInSearch(now))),
        );
      if (kind === 'model') {
        return db
          .select({ id: vehicleModels.id, makeId: vehicleModels.makeId })
          .from(vehicleModels)
          .where(and(gt(vehicleModels.id, afterId), live('modelId', vehicleModels.id)))
          .orderBy(asc(vehicleModels.id))
          .limit(limit);
      }
      const table = kind === 'make' ? vehicleMakes : cities;
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(gt(table.id, afterId), live(LANDING_COLUMNS[kind], table.id)))
        .orderBy(asc(table.id))
        .limit(limit);
      return rows.map((row) => ({ id: row.id, makeId: null }));
    },

    /** How many landing pages there can be at most: every make, model and city. */
    async landingPageBound(): Promise<number> {
      const [makes, models, towns] = await Promise.all(
        [vehicleMakes, vehicleModels, cities].map((table) => db.select({ n: count() }).from(table)),
      );
      return (makes?.[0]?.n ?? 0) + (models?.[0]?.n ?? 0) + (towns?.[0]?.n ?? 0);
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
