import type { SavedCarsResponse } from '@carmarket/shared/wishlist';
import type { CarsResponse, SearchResultCar } from '@carmarket/shared/vehicle-search';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson, noContent } from '../../../lib/api-client';

export const recentlyViewedQueryKey = ['me', 'recently-viewed'] as const;

/** PUT /api/me/recently-viewed/:vehicleId: the signed-in user opened a car's page. */
export function recordRecentlyViewed(vehicleId: number): Promise<void> {
  return apiRequest(`/me/recently-viewed/${vehicleId}`, noContent, { method: 'PUT' });
}

/** POST /api/me/recently-viewed/merge: a visitor's list joins the account at sign-in. */
export async function mergeRecentlyViewed(ids: number[]): Promise<SearchResultCar[]> {
  const { cars } = await apiRequest('/me/recently-viewed/merge', expectJson<CarsResponse>(), {
    method: 'POST',
    body: { ids },
  });
  return cars;
}

/** GET /api/me/recently-viewed: the account's recently viewed live cars, newest first. */
export function useAccountRecentlyViewed(enabled: boolean) {
  return useQuery({
    queryKey: recentlyViewedQueryKey,
    queryFn: async ({ signal }) =>
      (await apiGet('/me/recently-viewed', expectJson<CarsResponse>(), { signal })).cars,
    enabled,
  });
}

/**
 * A visitor's recently viewed cards: GET /api/vehicles/saved?ids= answers them in the order
 * given; only the cars still for sale are shown.
 */
export function useVisitorRecentlyViewed(ids: number[]) {
  return useQuery({
    queryKey: ['recently-viewed', ids],
    queryFn: async ({ signal }): Promise<SearchResultCar[]> => {
      const { cars } = await apiGet('/vehicles/saved', expectJson<SavedCarsResponse>(), {
        query: { ids: ids.join(',') },
        signal,
      });
      return cars.filter((car) => car.availability === 'live');
    },
    enabled: ids.length > 0,
  });
}
