import { WISHLIST_MESSAGES } from '@carmarket/shared/wishlist';
import type { CarsResponse } from '@carmarket/shared/vehicle-search';
import { AppError } from '../../lib/app-error';
import { toCar, type PublicUrl } from '../listings/listing-card';
import type { RecentlyViewedRepository } from './recently-viewed.repository';

export interface RecentlyViewedDependencies {
  recentlyViewed: RecentlyViewedRepository;
  publicUrl: PublicUrl;
}

/** GET /api/me/recently-viewed: live cars only, newest viewed first, at most 12. */
export async function listRecentlyViewed(options: {
  deps: RecentlyViewedDependencies;
  userId: number;
  now?: Date;
}): Promise<CarsResponse> {
  const { deps, userId } = options;
  const rows = await deps.recentlyViewed.listCards({ userId, now: options.now ?? new Date() });
  return { cars: rows.map((row) => toCar(row, deps.publicUrl)) };
}

/** PUT /api/me/recently-viewed/:vehicleId: only a live ad is recorded; 404 for any other. */
export async function recordView(options: {
  deps: RecentlyViewedDependencies;
  userId: number;
  vehicleId: number;
  now?: Date;
}): Promise<void> {
  const recorded = await options.deps.recentlyViewed.record({
    userId: options.userId,
    ids: [options.vehicleId],
    now: options.now ?? new Date(),
  });
  if (recorded === 0) throw AppError.notFound(WISHLIST_MESSAGES.carNotFound);
}

/**
 * POST /api/me/recently-viewed/merge: a visitor's list (newest first) comes to the top of the
 * account's, in its order, once each; ads no longer live are skipped without a word. Answers
 * the merged list.
 */
export async function mergeRecentlyViewed(options: {
  deps: RecentlyViewedDependencies;
  userId: number;
  ids: number[];
  now?: Date;
}): Promise<CarsResponse> {
  const { deps, userId } = options;
  const now = options.now ?? new Date();
  await deps.recentlyViewed.record({ userId, ids: [...new Set(options.ids)], now });
  return listRecentlyViewed({ deps, userId, now });
}
