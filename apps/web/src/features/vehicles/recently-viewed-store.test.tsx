import { MARKET_RULES } from '@carmarket/shared/market-insights';
import { BROWSING_STORAGE_KEYS } from '@carmarket/shared/browsing-storage-keys';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  COMPARE_MAX,
  localCompareCars,
  localRecentlyViewed,
  RECENTLY_VIEWED_MAX,
} from './recently-viewed-store';

describe('the browser’s recently viewed and compare lists', () => {
  beforeEach(() => {
    localRecentlyViewed.clear();
    localCompareCars.clear();
  });

  it('keep the shared rules’ limits', () => {
    expect(RECENTLY_VIEWED_MAX).toBe(MARKET_RULES.recentlyViewedMax);
    expect(COMPARE_MAX).toBe(MARKET_RULES.compareMax);
  });

  it('put a car seen again first, once, and keep the newest 12', () => {
    for (let id = 1; id <= 14; id += 1) localRecentlyViewed.putFirst(id);
    localRecentlyViewed.putFirst(5);
    const stored = JSON.parse(localStorage.getItem(BROWSING_STORAGE_KEYS.recentlyViewed) ?? '[]');
    expect(stored).toEqual([5, 14, 13, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    expect(localRecentlyViewed.get()).toEqual(stored);
  });

  it('hold at most 3 cars to compare, and forget the key when empty', () => {
    localCompareCars.set([1, 2, 3, 4]);
    expect(localCompareCars.get()).toEqual([1, 2, 3]);
    localCompareCars.remove(2);
    expect(localCompareCars.get()).toEqual([1, 3]);
    localCompareCars.clear();
    expect(localStorage.getItem(BROWSING_STORAGE_KEYS.compareCars)).toBeNull();
  });
});
