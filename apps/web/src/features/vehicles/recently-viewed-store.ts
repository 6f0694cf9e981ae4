import { BROWSING_STORAGE_KEYS } from '@carmarket/shared/browsing-storage-keys';
import { createLocalIdList } from './local-id-list';

/**
 * MARKET_RULES.recentlyViewedMax and .compareMax (shared/market-insights), written here so the
 * car page's chunk does not carry that module's schemas; recently-viewed-store.test.ts holds
 * them equal.
 */
export const RECENTLY_VIEWED_MAX = 12;
export const COMPARE_MAX = 3;

/** A visitor's recently viewed cars, newest first; they move into the account at sign-in. */
export const localRecentlyViewed = createLocalIdList(
  BROWSING_STORAGE_KEYS.recentlyViewed,
  RECENTLY_VIEWED_MAX,
);

/** The cars chosen for /compare, in the order chosen, at most 3. */
export const localCompareCars = createLocalIdList(BROWSING_STORAGE_KEYS.compareCars, COMPARE_MAX);
