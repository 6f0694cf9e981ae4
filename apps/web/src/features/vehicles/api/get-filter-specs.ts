import type { LoadSpecsResponse } from '@carmarket/shared/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

export function getFilterSpecs({
  signal,
}: { signal?: AbortSignal } = {}): Promise<LoadSpecsResponse> {
  return apiGet('/vehicles/load-specs', expectJson<LoadSpecsResponse>(), signal ? { signal } : {});
}

export function getFilterSpecsQueryOptions() {
  return queryOptions({
    queryKey: ['vehicles', 'filter-specs'],
    queryFn: ({ signal }) => getFilterSpecs({ signal }),
    staleTime: 5 * 60_000,
  });
}

/** The search page's facets and live price range (spec section 3, "Filter specs"). */
export function useFilterSpecs() {
  return useQuery(getFilterSpecsQueryOptions());
}
