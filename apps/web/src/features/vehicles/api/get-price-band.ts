import type { PriceBandQuery, PriceBandResponse } from '@carmarket/shared/market-insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

/** GET /api/vehicles/price-band: the band of comparable cars for a car being entered. */
export function getPriceBand(
  query: PriceBandQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PriceBandResponse> {
  return apiGet('/vehicles/price-band', expectJson<PriceBandResponse>(), {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
}

export function getPriceBandQueryOptions(query: PriceBandQuery) {
  return queryOptions({
    queryKey: ['vehicles', 'price-band', query],
    // The signal cancels the request when the car's details change before it answers.
    queryFn: ({ signal }) => getPriceBand(query, { signal }),
    staleTime: 5 * 60_000,
    // A hint, not a step: a failure stays silent and is not asked again.
    retry: false,
  });
}

/** The band for `query`; nothing is asked while it is null (the car is not entered yet). */
export function usePriceBand(query: PriceBandQuery | null) {
  return useQuery({
    ...getPriceBandQueryOptions(query ?? { makeId: 0, modelId: 0, yom: 0, mileage: 0 }),
    enabled: query !== null,
  });
}
