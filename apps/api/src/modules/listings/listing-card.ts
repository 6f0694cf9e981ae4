import { eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  transmissions,
  vehicleMedia,
  vehicles,
} from '@carmarket/db/schema';
import type { ImageVariants } from '@carmarket/shared/media';
import type { PackageName } from '@carmarket/shared/packages';
import type { SearchResultCar } from '@carmarket/shared/vehicle-search';

/**
 * The listing card, defined once: the columns it reads, the joins that name its city,
 * transmission, fuel type and condition, its one image, and the JSON shape every list of cars
 * answers with (search, home, similar, wishlist, My Listings, offers, moderation).
 */

/** Turns a media storage key into a URL the browser can load. */
export type PublicUrl = (key: string) => string;

/** The first photo's variants: a card shows one image, never the gallery. */
export const cardImage: SQL<Partial<ImageVariants> | null> = sql<Partial<ImageVariants> | null>`(
  select ${vehicleMedia.variants} from ${vehicleMedia}
  where ${vehicleMedia.vehicleId} = ${vehicles.id} and ${vehicleMedia.kind} = 'image'
  order by ${vehicleMedia.position} limit 1)`;

/** The columns of a card (`toCar`); `selectCards` adds the joins they need. */
export const cardColumns = {
  id: vehicles.id,
  title: vehicles.title,
  price: vehicles.price,
  yom: vehicles.yom,
  mileage: vehicles.mileage,
  createdAt: vehicles.createdAt,
  package: vehicles.package,
  city: cities.name,
  transmission: transmissions.name,
  fuelType: fuelTypes.name,
  condition: conditions.name,
  cardImage,
};

export interface CardRow {
  id: number;
  title: string;
  price: number;
  yom: number;
  mileage: number;
  createdAt: Date;
  package: PackageName;
  city: string;
  transmission: string;
  fuelType: string;
  condition: string;
  cardImage: Partial<ImageVariants> | null;
}

/**
 * `select cards (+ extra columns) from vehicles` with the card's joins; callers add their own
 * joins, conditions, order and limit.
 */
export function selectCards<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({ ...cardColumns, ...extra })
    .from(vehicles)
    .innerJoin(cities, eq(cities.id, vehicles.cityId))
    .innerJoin(transmissions, eq(transmissions.id, vehicles.transmissionId))
    .innerJoin(fuelTypes, eq(fuelTypes.id, vehicles.fuelTypeId))
    .innerJoin(conditions, eq(conditions.id, vehicles.conditionId));
}

/** `url 320w, url 640w, …` over the variants that exist. */
export function srcSet(variants: Partial<ImageVariants>, publicUrl: PublicUrl): string {
  return (['320', '640', '1280'] as const)
    .filter((width) => variants[width])
    .map((width) => `${publicUrl(variants[width]!)} ${width}w`)
    .join(', ');
}

/** A card's images: its first photo, small, or none. */
export function cardImages(
  image: Partial<ImageVariants> | null,
  publicUrl: PublicUrl,
): SearchResultCar['VehicleImages'] {
  const small = image?.['320'] ?? image?.['640'];
  // The card needs a small image; 640 is there for screens with more pixels.
  return small && image
    ? [
        {
          path: publicUrl(small),
          srcSet: srcSet({ 320: image['320'], 640: image['640'] }, publicUrl),
        },
      ]
    : [];
}

/** The card as every list of cars answers it. */
export function toCar(row: CardRow, publicUrl: PublicUrl): SearchResultCar {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    yom: row.yom,
    mileage: row.mileage,
    city: row.city,
    createdAt: row.createdAt.toISOString(),
    Transmission: { name: row.transmission },
    FuelType: { name: row.fuelType },
    Condition: { name: row.condition },
    User: { package: row.package },
    VehicleImages: cardImages(row.cardImage, publicUrl),
  };
}
