import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/session';
import {
  mergeRecentlyViewed,
  recentlyViewedQueryKey,
  recordRecentlyViewed,
} from './api/recently-viewed';
import { localRecentlyViewed } from './recently-viewed-store';

/**
 * Once signed in, the cars this browser viewed as a visitor join the account's list (newest
 * first, the server keeps 12) and the browser's list is emptied.
 */
export function useMergeRecentlyViewed(): void {
  const userId = useCurrentUser()?.id ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    const local = localRecentlyViewed.get();
    if (userId === null || local.length === 0) return;
    let cancelled = false;
    mergeRecentlyViewed(local)
      .then((cars) => {
        localRecentlyViewed.clear();
        if (cancelled) return;
        queryClient.setQueryData(recentlyViewedQueryKey, cars);
        // A read that started before the merge must not put the older list back.
        void queryClient.invalidateQueries({ queryKey: recentlyViewedQueryKey });
      })
      // Kept in the browser: the next page tries again.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId, queryClient]);
}

/**
 * The car page records a view of a live ad: in the browser for a visitor, on the server for a
 * signed-in user (the recently viewed list is a convenience: a failure is not shown).
 */
export function useRecordView(vehicleId: number | null): void {
  const userId = useCurrentUser()?.id ?? null;
  const queryClient = useQueryClient();
  useMergeRecentlyViewed();
  useEffect(() => {
    if (vehicleId === null) return;
    if (userId === null) {
      localRecentlyViewed.putFirst(vehicleId);
      return;
    }
    recordRecentlyViewed(vehicleId)
      .then(() => queryClient.invalidateQueries({ queryKey: recentlyViewedQueryKey }))
      .catch(() => undefined);
  }, [vehicleId, userId, queryClient]);
}
