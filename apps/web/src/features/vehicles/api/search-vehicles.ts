import type { SearchQueryInput, SearchResponse } from '@carmarket/shared/vehicle-search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

/** The API's search parameters (api.md), as the page holds them. */
export interface SearchVehiclesParams {
  query?: string | undefined;
  sort?: number | undefined;
  page?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
  brands?: number[] | undefined;
  conditions?: number[] | undefined;
  fuelTypes?: number[] | undefined;
  vehicleTypes?: number[] | undefined;
  transmissions?: number[] | undefined;
  models?: number[] | undefined;
  yomMin?: number | undefined;
  yomMax?: number | undefined;
  mileageMin?: number | undefined;
  mileageMax?: number | undefined;
  cityId?: number | undefined;
  verifiedOnly?: boolean | undefined;
  listedWithinDays?: number | undefined;
  confirmedWithinDays?: number | undefined;
  registration?: string | undefined;
  townId?: number | undefined;
}

const list = (ids: number[] | undefined) => (ids?.length ? ids.join(',') : undefined);

/** The query string of GET /api/vehicles/search; empty values are left out. */
export function searchVehiclesQuery(
  params: SearchVehiclesParams,
): Record<keyof SearchQueryInput, string | number | undefined> {
  return {
    query: params.query,
    sort: params.sort,
    page: params.page,
    min: params.min,
    max: params.max,
    brands: list(params.brands),
    conditions: list(params.conditions),
    fuelTypes: list(params.fuelTypes),
    vehicleTypes: list(params.vehicleTypes),
    transmissions: list(params.transmissions),
    models: list(params.models),
    yomMin: params.yomMin,
    yomMax: params.yomMax,
    mileageMin: params.mileageMin,
    mileageMax: params.mileageMax,
    cityId: params.cityId || undefined,
    // Only when asked for: `false` is every seller, the search without the parameter.
    verifiedOnly: params.verifiedOnly ? 'true' : undefined,
    listedWithinDays: params.listedWithinDays,
    confirmedWithinDays: params.confirmedWithinDays,
    registration: params.registration,
    townId: params.townId,
  };
}

export function searchVehicles(
  params: SearchVehiclesParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchResponse> {
  return apiGet('/vehicles/search', expectJson<SearchResponse>(), {
    query: searchVehiclesQuery(params),
    ...(signal ? { signal } : {}),
  });
}

export function searchVehiclesQueryOptions(params: SearchVehiclesParams) {
  return queryOptions({
    queryKey: ['vehicles', 'search', params],
    queryFn: ({ signal }) => searchVehicles(params, { signal }),
    // The last page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Spec section 7: a failed search is only logged; the page shows its own empty state. */
export function useSearchVehicles(params: SearchVehiclesParams) {
  return useQuery(searchVehiclesQueryOptions(params));
}
