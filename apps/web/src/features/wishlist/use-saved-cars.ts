import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WishlistCar } from '@carmarket/shared/wishlist';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../../lib/session';
import { forgetCar, saveCar, useWishlist, wishlistQueryKey } from './api/wishlist';
import { toggleLocalSavedCar, useLocalSavedCars } from './saved-cars-store';

/**
 * The hearts, one way for everyone: the account's wishlist when signed in (saved on the server,
 * shown at once and put back if the server refuses), local storage for a visitor.
 */
export function useSavedCarIds(): {
  ids: Set<number>;
  toggle: (car: { id: number; title: string }) => void;
} {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const localIds = useLocalSavedCars();
  const wishlist = useWishlist(user !== null);

  // One change at a time per heart, without TanStack's useMutation (its observer would be in
  // every public page's first load, decision 091): shown at once, put back if refused.
  const [pending, setPending] = useState<{ id: number; save: boolean } | null>(null);
  const change = async ({ id, save }: { id: number; save: boolean }) => {
    setPending({ id, save });
    await queryClient.cancelQueries({ queryKey: wishlistQueryKey });
    const previous = queryClient.getQueryData<WishlistCar[]>(wishlistQueryKey);
    queryClient.setQueryData<WishlistCar[]>(wishlistQueryKey, (cars = []) =>
      save ? cars : cars.filter((car) => car.id !== id),
    );
    try {
      await (save ? saveCar(id) : forgetCar(id));
    } catch (error) {
      // The heart is put back before the error shows.
      if (previous) queryClient.setQueryData(wishlistQueryKey, previous);
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
    }
  };

  if (!user) {
    return {
      ids: new Set(localIds),
      toggle: (car) => toggleLocalSavedCar(car.id),
    };
  }

  const ids = new Set((wishlist.data ?? []).map((car) => car.id));
  // A save in flight counts as saved, so the heart fills at once.
  if (pending) {
    if (pending.save) ids.add(pending.id);
    else ids.delete(pending.id);
  }
  return {
    ids,
    toggle: (car) => void change({ id: car.id, save: !ids.has(car.id) }),
  };
}
