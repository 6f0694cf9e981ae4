import type { MyListingCar } from '@carmarket/shared/ad';
import { toCar } from '../vehicles/vehicles.service';
import type { ListingCardRow } from './my-listings.repository';

/** A card of My Listings: the search card (one shape everywhere) plus the ad's state. */
export function toMyListingCar(
  row: ListingCardRow,
  publicUrl: (key: string) => string,
): MyListingCar {
  return {
    ...toCar(row, publicUrl),
    status: row.status,
    rejectionReason: row.rejectionReason,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
