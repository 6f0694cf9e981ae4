import { useMutation, useQueryClient } from '@tanstack/react-query';
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

  const change = useMutation({
    mutationFn: ({ id, save }: { id: number; save: boolean }) =>
      save ? saveCar(id) : forgetCar(id),
    onMutate: async ({ id, save }) => {
      await queryClient.cancelQueries({ queryKey: wishlistQueryKey });
      const previous = queryClient.getQueryData<WishlistCar[]>(wishlistQueryKey);
      queryClient.setQueryData<WishlistCar[]>(wishlistQueryKey, (cars = []) =>
        save ? cars : cars.filter((car) => car.id !== id),
      );
      return { previous, id, save };
    },
    // The heart is put back before the error shows.
    meta: { handlesOwnError: true },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(wishlistQueryKey, context.previous);
      toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });

  if (!user) {
    return {
      ids: new Set(localIds),
      toggle: (car) => toggleLocalSavedCar(car.id),
    };
  }

  const ids = new Set((wishlist.data ?? []).map((car) => car.id));
  // A save in flight counts as saved, so the heart fills at once.
  if (change.isPending && change.variables) {
    if (change.variables.save) ids.add(change.variables.id);
    else ids.delete(change.variables.id);
  }
  return {
    ids,
    toggle: (car) => change.mutate({ id: car.id, save: !ids.has(car.id) }),
  };
}
