import type { NearbySearchesResponse } from '@carmarket/shared/vehicle-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';
import { searchVehiclesQuery, type SearchVehiclesParams } from './search-vehicles';

/**
 * GET /api/vehicles/search/nearby (issue 38): a search with no cars, with one filter left out at
 * a time; those that have cars. Asked only when a search comes back empty, and has words or a
 * filter to leave out (the order alone leaves nothing).
 */
export function useNearbySearches(params: SearchVehiclesParams) {
  const query = searchVehiclesQuery({ ...params, page: undefined });
  const { sort: _order, ...filters } = query;
  return useQuery(
    queryOptions({
      queryKey: ['vehicles', 'nearby', params],
      queryFn: ({ signal }) =>
        apiGet('/vehicles/search/nearby', expectJson<NearbySearchesResponse>(), {
          query,
          ...(signal ? { signal } : {}),
        }),
      enabled: Object.values(filters).some((value) => value !== undefined && value !== ''),
      retry: false,
    }),
  );
}
