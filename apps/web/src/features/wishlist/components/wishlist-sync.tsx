import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { useCurrentUser } from '../../../lib/session';
import { mergeSavedCars, wishlistQueryKey } from '../api/wishlist';
import { clearLocalSavedCars, getLocalSavedCars } from '../saved-cars-store';

/**
 * At sign-in, the cars a visitor saved on this device join the account's wishlist (the server
 * keeps the ones still for sale), then the local list is emptied.
 */
export function WishlistSync() {
  const userId = useCurrentUser()?.id ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    const local = getLocalSavedCars();
    if (userId === null || local.length === 0) return;
    let cancelled = false;
    mergeSavedCars(local)
      .then((cars) => {
        if (cancelled) return;
        clearLocalSavedCars();
        queryClient.setQueryData(wishlistQueryKey, cars);
      })
      .catch((error: Error) => toast.error(error.message));
    return () => {
      cancelled = true;
    };
  }, [userId, queryClient]);

  return null;
}
