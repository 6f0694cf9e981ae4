import type { ListingCar, MyListingCar } from '@carmarket/shared/ad';
import type { ImageVariants } from '@carmarket/shared/media';
import type { ListingCardRow } from './my-listings.repository';

type PublicUrl = (key: string) => string;

/** `url 320w, url 640w, …` over the variants that exist. */
export function srcSet(variants: Partial<ImageVariants>, publicUrl: PublicUrl): string {
  return (['320', '640', '1280'] as const)
    .filter((width) => variants[width])
    .map((width) => `${publicUrl(variants[width]!)} ${width}w`)
    .join(', ');
}

/** A card in the api.md "Search result car" shape: one small image with its srcset. */
export function toListingCar(row: ListingCardRow, publicUrl: PublicUrl): ListingCar {
  const small = row.cardImage?.['320'] ?? row.cardImage?.['640'];
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
    VehicleImages:
      small && row.cardImage
        ? [
            {
              path: publicUrl(small),
              srcSet: srcSet({ 320: row.cardImage['320'], 640: row.cardImage['640'] }, publicUrl),
            },
          ]
        : [],
  };
}

export function toMyListingCar(row: ListingCardRow, publicUrl: PublicUrl): MyListingCar {
  return {
    ...toListingCar(row, publicUrl),
    status: row.status,
    rejectionReason: row.rejectionReason,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
