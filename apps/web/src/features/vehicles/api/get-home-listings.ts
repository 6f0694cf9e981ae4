import type { HomeListingsResponse } from '@carmarket/shared/vehicle-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

export function getHomeListings({
  signal,
}: { signal?: AbortSignal } = {}): Promise<HomeListingsResponse> {
  return apiGet('/vehicles/home', expectJson<HomeListingsResponse>(), signal ? { signal } : {});
}

export function getHomeListingsQueryOptions() {
  return queryOptions({
    queryKey: ['vehicles', 'home'],
    queryFn: ({ signal }) => getHomeListings({ signal }),
  });
}

/** Recommended For You and Recently Added on the home page. */
export function useHomeListings() {
  return useQuery(getHomeListingsQueryOptions());
}
