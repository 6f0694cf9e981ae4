import type {
  SavedCar,
  SavedCarsResponse,
  WishlistCar,
  WishlistResponse,
} from '@carmarket/shared/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson, noContent } from '../../../lib/api-client';

export const wishlistQueryKey = ['me', 'wishlist'] as const;

export async function getWishlist({ signal }: { signal?: AbortSignal } = {}): Promise<
  WishlistCar[]
> {
  const { cars } = await apiGet(
    '/me/wishlist',
    expectJson<WishlistResponse>(),
    signal ? { signal } : {},
  );
  return cars;
}

export function getWishlistQueryOptions() {
  return queryOptions({
    queryKey: wishlistQueryKey,
    queryFn: ({ signal }) => getWishlist({ signal }),
  });
}

/** GET /api/me/wishlist: the signed-in user's saved cars, sold and expired ones included. */
export function useWishlist(enabled: boolean) {
  return useQuery({ ...getWishlistQueryOptions(), enabled });
}

/** PUT /api/me/wishlist/:vehicleId (idempotent). */
export function saveCar(vehicleId: number): Promise<void> {
  return apiRequest(`/me/wishlist/${vehicleId}`, noContent, { method: 'PUT' });
}

/** DELETE /api/me/wishlist/:vehicleId (idempotent). */
export function forgetCar(vehicleId: number): Promise<void> {
  return apiRequest(`/me/wishlist/${vehicleId}`, noContent, { method: 'DELETE' });
}

/** POST /api/me/wishlist/merge: a visitor's hearts join the account at sign-in. */
export async function mergeSavedCars(vehicleIds: number[]): Promise<WishlistCar[]> {
  const { cars } = await apiRequest('/me/wishlist/merge', expectJson<WishlistResponse>(), {
    method: 'POST',
    body: { vehicleIds },
  });
  return cars;
}

/** GET /api/vehicles/saved?ids=: the cards of a visitor's locally saved cars. */
export function useSavedCars(ids: number[]) {
  return useQuery({
    queryKey: ['saved-cars', ids],
    queryFn: async ({ signal }): Promise<SavedCar[]> => {
      const { cars } = await apiGet('/vehicles/saved', expectJson<SavedCarsResponse>(), {
        query: { ids: ids.join(',') },
        signal,
      });
      return cars;
    },
    enabled: ids.length > 0,
  });
}
