import type { VehicleDetail } from '@carmarket/shared/vehicle-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, expectJson } from '../../../lib/api-client';

export function getVehicle(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VehicleDetail> {
  return apiGet(`/vehicles/${id}`, expectJson<VehicleDetail>(), signal ? { signal } : {});
}

export function getVehicleQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['vehicles', 'detail', id],
    queryFn: ({ signal }) => getVehicle(id, { signal }),
    // A 404 or 410 is an answer, not a hiccup: asking again would only delay the page that says so.
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 410)) && count < 1,
    // The server's "not found" or "no longer for sale" (decision 116) is drawn as it came, not
    // hidden behind a loading state while the browser asks again; a signed-in owner's own ad is
    // fetched again when their session is known (app/provider.tsx).
    retryOnMount: false,
  });
}

export function useVehicle(id: number) {
  return useQuery(getVehicleQueryOptions(id));
}
