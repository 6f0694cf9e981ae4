import {
  LISTING_MESSAGES,
  type ListingStatus,
  type MyListingCar,
  type MyListingsResponse,
} from '@carmarket/shared/ad';
import { AppError } from '../../lib/app-error';
import type { MediaStorage } from '../media/media-storage';
import { toCar, type PublicUrl } from './listing-card';
import type { ListingCardRow, MyListingsRepository } from './my-listings.repository';

export interface MyListingsDependencies {
  listings: MyListingsRepository;
  media: MediaStorage;
}

/** A card of My Listings: the card every list shows, plus the ad's state. */
function toMyListingCar(row: ListingCardRow, publicUrl: PublicUrl): MyListingCar {
  return {
    ...toCar(row, publicUrl),
    status: row.status,
    rejectionReason: row.rejectionReason,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** GET /api/me/listings: the count of every tab and the cars of the chosen one. */
export async function listMyListings(options: {
  deps: MyListingsDependencies;
  userId: number;
  status: ListingStatus;
  now?: Date;
}): Promise<MyListingsResponse> {
  const { deps, userId, status } = options;
  const now = options.now ?? new Date();
  const [counts, rows] = await Promise.all([
    deps.listings.countByStatus(userId, now),
    deps.listings.listCards({ userId, status, now }),
  ]);
  const publicUrl = (key: string) => deps.media.publicUrl(key);
  return { counts, cars: rows.map((row) => toMyListingCar(row, publicUrl)) };
}

/**
 * The owner marks a live ad sold. Someone else's ad is "not found" (never a hint that it
 * exists); the owner's ad in another state is a 409 they can understand.
 */
export async function markListingSold(options: {
  deps: MyListingsDependencies;
  userId: number;
  id: number;
  now?: Date;
}): Promise<void> {
  const { deps, userId, id } = options;
  if (await deps.listings.markSold({ id, userId, now: options.now ?? new Date() })) return;
  if (!(await deps.listings.isOwner(id, userId)))
    throw AppError.notFound(LISTING_MESSAGES.notFound);
  throw AppError.conflict(LISTING_MESSAGES.onlyActiveCanBeSold);
}

/**
 * The owner deletes an ad in any state: its rows go in one transaction, then the files that no
 * other row uses. A file that cannot be deleted is logged, not fatal: the ad is already gone.
 */
export async function deleteListing(options: {
  deps: MyListingsDependencies;
  userId: number;
  id: number;
  onFileError?: (key: string, error: unknown) => void;
}): Promise<void> {
  const { deps, userId, id } = options;
  const orphans = await deps.listings.deleteOwned(id, userId);
  if (orphans === null) throw AppError.notFound(LISTING_MESSAGES.notFound);
  const results = await Promise.allSettled(orphans.map((key) => deps.media.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') options.onFileError?.(orphans[index] ?? '', result.reason);
  });
}
