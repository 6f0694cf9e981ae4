import {
  WISHLIST_MESSAGES,
  type SavedCar,
  type SavedCarsResponse,
  type WishlistResponse,
} from '@carmarket/shared/wishlist';
import { AppError } from '../../lib/app-error';
import { toCar, type PublicUrl } from '../listings/listing-card';
import type { SavedCardRow } from './wishlist.repository';
import type { WishlistRepository } from './wishlist.repository';

export interface WishlistDependencies {
  wishlist: WishlistRepository;
  publicUrl: PublicUrl;
}

function toSavedCar(row: SavedCardRow, publicUrl: PublicUrl): SavedCar {
  return { ...toCar(row, publicUrl), availability: row.availability };
}

/** GET /api/me/wishlist: sold and expired cars stay, so the page can say what became of them. */
export async function listWishlist(options: {
  deps: WishlistDependencies;
  userId: number;
  now?: Date;
}): Promise<WishlistResponse> {
  const { deps, userId } = options;
  const rows = await deps.wishlist.listCards({ userId, now: options.now ?? new Date() });
  return {
    cars: rows.map((row) => ({
      ...toSavedCar(row, deps.publicUrl),
      savedAt: row.savedAt.toISOString(),
    })),
  };
}

/** PUT /api/me/wishlist/:vehicleId: only a car for sale can be saved; saving twice is fine. */
export async function saveCar(options: {
  deps: WishlistDependencies;
  userId: number;
  vehicleId: number;
  now?: Date;
}): Promise<void> {
  const { deps, userId, vehicleId } = options;
  const live = await deps.wishlist.findLiveIds({
    ids: [vehicleId],
    now: options.now ?? new Date(),
  });
  if (live.length === 0) throw AppError.notFound(WISHLIST_MESSAGES.notForSale);
  await deps.wishlist.add({ userId, vehicleIds: live });
}

/** DELETE /api/me/wishlist/:vehicleId: removing a car that is not there is not an error. */
export async function unsaveCar(options: {
  deps: WishlistDependencies;
  userId: number;
  vehicleId: number;
}): Promise<void> {
  await options.deps.wishlist.remove({ userId: options.userId, vehicleId: options.vehicleId });
}

/**
 * POST /api/me/wishlist/merge: a visitor's hearts join the account on sign-in. Cars no longer
 * for sale (or never known) are skipped without a word: the visitor cannot act on them.
 */
export async function mergeWishlist(options: {
  deps: WishlistDependencies;
  userId: number;
  vehicleIds: number[];
  now?: Date;
}): Promise<WishlistResponse> {
  const { deps, userId, vehicleIds } = options;
  const now = options.now ?? new Date();
  const live = await deps.wishlist.findLiveIds({ ids: vehicleIds, now });
  await deps.wishlist.add({ userId, vehicleIds: live });
  return listWishlist({ deps, userId, now });
}

/**
 * GET /api/vehicles/saved: the cards of a visitor's local hearts, in the order given. Unknown
 * ids and ads that were never public (pending, rejected) are left out.
 */
export async function listSavedCars(options: {
  deps: WishlistDependencies;
  ids: number[];
  now?: Date;
}): Promise<SavedCarsResponse> {
  const { deps, ids } = options;
  const rows = await deps.wishlist.findPublicCards({ ids, now: options.now ?? new Date() });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    cars: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSavedCar(row, deps.publicUrl)] : [];
    }),
  };
}
