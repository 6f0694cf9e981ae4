import type { CitiesResponse, IdName } from '@carmarket/shared/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

export async function getCities({ signal }: { signal?: AbortSignal } = {}): Promise<IdName[]> {
  const { cities } = await apiGet(
    '/cities',
    expectJson<CitiesResponse>(),
    signal ? { signal } : {},
  );
  return [...cities].sort((a, b) => a.name.localeCompare(b.name));
}

export function getCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['cities'],
    queryFn: ({ signal }) => getCities({ signal }),
    // Reference data: it changes with a deploy, not during a visit.
    staleTime: Infinity,
  });
}

/** The city list, sorted by name. Spec section 7: a failed load is ignored (no toast). */
export function useCities() {
  return useQuery(getCitiesQueryOptions());
}
