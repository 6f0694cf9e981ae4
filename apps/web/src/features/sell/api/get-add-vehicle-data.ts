import type { AddVehicleDataResponse } from '@carmarket/shared/ad';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

export function getAddVehicleData({
  signal,
}: { signal?: AbortSignal } = {}): Promise<AddVehicleDataResponse> {
  return apiGet(
    '/vehicles/load-add-vehicle-data',
    expectJson<AddVehicleDataResponse>(),
    signal ? { signal } : {},
  );
}

export function getAddVehicleDataQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'add-vehicle-data'],
    queryFn: ({ signal }) => getAddVehicleData({ signal }),
    staleTime: Infinity,
  });
}

/** GET /api/vehicles/load-add-vehicle-data: the wizard's select options (spec section 7). */
export function useAddVehicleData() {
  return useQuery(getAddVehicleDataQueryOptions());
}
