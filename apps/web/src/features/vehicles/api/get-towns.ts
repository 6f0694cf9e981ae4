import type { Town, TownsResponse } from '@carmarket/shared/vehicle-facts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

/** GET /api/towns (issue 38): every district's main towns, by name. */
export async function getTowns({ signal }: { signal?: AbortSignal } = {}): Promise<Town[]> {
  const { towns } = await apiGet('/towns', expectJson<TownsResponse>(), signal ? { signal } : {});
  return towns;
}

/** Reference data, asked for once a visit; the server fetches it for a search in one city. */
export function getTownsQueryOptions() {
  return queryOptions({
    queryKey: ['towns'],
    queryFn: ({ signal }) => getTowns({ signal }),
    staleTime: Infinity,
  });
}

/** The towns for Buy Car's town filter. */
export function useTowns() {
  return useQuery(getTownsQueryOptions());
}
