import type { ModelsResponse, VehicleModel } from '@carmarket/shared/vehicle-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

/** One order for the same makes, so `3,7` and `7,3` share a request and a cache entry. */
const byId = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** GET /api/vehicles/models: the catalogue's models of the given makes (all makes when none). */
export async function getVehicleModels(
  makes: number[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<VehicleModel[]> {
  const { models } = await apiGet('/vehicles/models', expectJson<ModelsResponse>(), {
    query: { brands: makes.length ? byId(makes).join(',') : undefined },
    ...(signal ? { signal } : {}),
  });
  return models;
}

export function getVehicleModelsQueryOptions(makes: number[]) {
  const ids = byId(makes);
  return queryOptions({
    queryKey: ['vehicles', 'models', ids],
    queryFn: ({ signal }) => getVehicleModels(ids, { signal }),
    // The counts move as ads go live and sell; a minute old is close enough for a filter.
    staleTime: 60_000,
  });
}

/**
 * The models of some makes, sorted by name, each with its count of live ads. `enabled: false`
 * leaves the call unmade (no make chosen yet).
 */
export function useVehicleModels(makes: number[], { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getVehicleModelsQueryOptions(makes), enabled });
}
