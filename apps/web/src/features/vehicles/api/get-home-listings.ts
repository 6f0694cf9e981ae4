import {
  HomeListingsResponseSchema,
  type HomeListingsResponse,
} from '@carmarket/shared/vehicle-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getHomeListings({
  signal,
}: { signal?: AbortSignal } = {}): Promise<HomeListingsResponse> {
  return apiGet('/vehicles/home', HomeListingsResponseSchema, signal ? { signal } : {});
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
