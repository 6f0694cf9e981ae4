import type { CarsResponse, SearchResultCar } from '@carmarket/shared/vehicle-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

export async function getSimilarVehicles(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchResultCar[]> {
  const { cars } = await apiGet(
    `/vehicles/${id}/similar`,
    expectJson<CarsResponse>(),
    signal ? { signal } : {},
  );
  return cars;
}

export function getSimilarVehiclesQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['vehicles', 'similar', id],
    queryFn: ({ signal }) => getSimilarVehicles(id, { signal }),
  });
}

export function useSimilarVehicles(id: number) {
  return useQuery(getSimilarVehiclesQueryOptions(id));
}
