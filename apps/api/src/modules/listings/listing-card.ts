import { eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  listingSearch,
  towns,
  transmissions,
  users,
  vehicleMedia,
  vehiclePriceBands,
  vehicles,
} from '@carmarket/db/schema';
import { dealRatingOf } from '@carmarket/shared/market-insights';
import type { ImageVariants } from '@carmarket/shared/media';
import type { PackageName } from '@carmarket/shared/packages';
import type { SearchResultCar } from '@carmarket/shared/vehicle-search';
import type { Registration } from '@carmarket/shared/vehicle-facts';

/**
 * The listing card, defined once: the columns it reads, the joins that name its city,
 * transmission, fuel type and condition, its one image, and the JSON shape every list of cars
 * answers with (search, home, similar, wishlist, My Listings, offers, moderation). It is read
 * from the ad itself or from search's copy of a live ad (`listing_search`), through the same
 * column list, joins and row type.
 */

/** Turns a media storage key into a URL the browser can load. */
export type PublicUrl = (key: string) => string;

/** Where a card is read from: the ad itself, or search's copy of it (live ads only). */
export type CardSource = 'vehicles' | 'search';

/** The first photo's variants: a card shows one image, never the gallery. */
const firstPhoto: SQL<Partial<ImageVariants> | null> = sql<Partial<ImageVariants> | null>`(
  select ${vehicleMedia.variants} from ${vehicleMedia}
  where ${vehicleMedia.vehicleId} = ${vehicles.id} and ${vehicleMedia.kind} = 'image'
  order by ${vehicleMedia.position} limit 1)`;

/** Whether the ad's seller has verified their mobile number (issue 36): the card's badge. */
const sellerPhoneVerified: SQL<boolean> = sql<boolean>`coalesce((
  select ${users.phoneVerifiedAt} is not null from ${users} where ${users.id} = ${vehicles.userId}),
  false)`;

/** One column of the ad's price band (issue 37), read beside the ad itself. */
const bandOf = (
  column:
    typeof vehiclePriceBands.low | typeof vehiclePriceBands.median | typeof vehiclePriceBands.high,
): SQL<number | null> =>
  sql<
    number | null
  >`(select ${column} from ${vehiclePriceBands} where ${vehiclePriceBands.vehicleId} = ${vehicles.id})`.mapWith(
    column,
  );

/**
 * What a card reads of an ad, in each of its homes. Search's columns are written from the ad by
 * the view `listing_search_source` and the media trigger (migrations 0005, 0014);
 * listing-card.test.ts fails when they stop reading what the `vehicles` side reads here.
 */
export const cardFields = {
  vehicles: {
    id: vehicles.id,
    title: vehicles.title,
    price: vehicles.price,
    yom: vehicles.yom,
    mileage: vehicles.mileage,
    createdAt: vehicles.createdAt,
    package: vehicles.package,
    cardImage: firstPhoto,
    cityId: vehicles.cityId,
    transmissionId: vehicles.transmissionId,
    fuelTypeId: vehicles.fuelTypeId,
    conditionId: vehicles.conditionId,
    phoneVerified: sellerPhoneVerified,
    bandLow: bandOf(vehiclePriceBands.low),
    bandMedian: bandOf(vehiclePriceBands.median),
    bandHigh: bandOf(vehiclePriceBands.high),
    confirmedAt: vehicles.confirmedAt,
    registration: vehicles.registration,
    townId: vehicles.townId,
  },
  search: {
    id: listingSearch.vehicleId,
    title: listingSearch.title,
    price: listingSearch.price,
    yom: listingSearch.yom,
    mileage: listingSearch.mileage,
    createdAt: listingSearch.createdAt,
    package: listingSearch.package,
    cardImage: listingSearch.cardImage,
    cityId: listingSearch.cityId,
    transmissionId: listingSearch.transmissionId,
    fuelTypeId: listingSearch.fuelTypeId,
    conditionId: listingSearch.conditionId,
    phoneVerified: listingSearch.sellerPhoneVerified,
    bandLow: listingSearch.bandLow,
    bandMedian: listingSearch.bandMedian,
    bandHigh: listingSearch.bandHigh,
    confirmedAt: listingSearch.confirmedAt,
    registration: listingSearch.registration,
    townId: listingSearch.townId,
  },
} as const;

const cardTables = { vehicles, search: listingSearch } as const;

/** The columns of a card (`toCar`) from `source`; `selectCards` adds the joins they need. */
function cardColumnsOf(source: CardSource) {
  const fields = cardFields[source];
  return {
    id: fields.id,
    title: fields.title,
    price: fields.price,
    yom: fields.yom,
    mileage: fields.mileage,
    createdAt: fields.createdAt,
    package: fields.package,
    cardImage: fields.cardImage,
    phoneVerified: fields.phoneVerified,
    bandLow: fields.bandLow,
    bandMedian: fields.bandMedian,
    bandHigh: fields.bandHigh,
    confirmedAt: fields.confirmedAt,
    registration: fields.registration,
    city: cities.name,
    town: towns.name,
    transmission: transmissions.name,
    fuelType: fuelTypes.name,
    condition: conditions.name,
  };
}

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
  phoneVerified: boolean;
  /** The price band (issue 37); null together without one. */
  bandLow: number | null;
  bandMedian: number | null;
  bandHigh: number | null;
  confirmedAt: Date | null;
  /** Local vehicle facts (issue 38); null when the seller did not say. */
  registration: Registration | null;
  town: string | null;
}

/**
 * `select cards (+ extra columns) from vehicles` (or from search's table) with the card's joins;
 * callers add their own joins, conditions, order and limit.
 */
export function selectCards<Extra extends SelectedFields>(
  db: Database,
  extra: Extra,
  source: CardSource = 'vehicles',
) {
  const fields = cardFields[source];
  return db
    .select({ ...cardColumnsOf(source), ...extra })
    .from(cardTables[source])
    .innerJoin(cities, eq(cities.id, fields.cityId))
    .innerJoin(transmissions, eq(transmissions.id, fields.transmissionId))
    .innerJoin(fuelTypes, eq(fuelTypes.id, fields.fuelTypeId))
    .innerJoin(conditions, eq(conditions.id, fields.conditionId))
    .leftJoin(towns, eq(towns.id, fields.townId));
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
    town: row.town,
    registration: row.registration,
    createdAt: row.createdAt.toISOString(),
    Transmission: { name: row.transmission },
    FuelType: { name: row.fuelType },
    Condition: { name: row.condition },
    User: { package: row.package },
    phoneVerified: row.phoneVerified,
    dealRating: dealRatingOf(row.price, row),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    VehicleImages: cardImages(row.cardImage, publicUrl),
  };
}
