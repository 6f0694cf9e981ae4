import type { ListingStatus, MyListingsResponse } from '@carmarket/shared/ad';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

export function getMyListings(
  status: ListingStatus,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MyListingsResponse> {
  return apiGet('/me/listings', expectJson<MyListingsResponse>(), {
    query: { status },
    ...(signal ? { signal } : {}),
  });
}

export function getMyListingsQueryOptions(status: ListingStatus) {
  return queryOptions({
    queryKey: ['me', 'listings', status],
    queryFn: ({ signal }) => getMyListings(status, { signal }),
  });
}

/** GET /api/me/listings: the counts of every tab and the ads of one. */
export function useMyListings(status: ListingStatus) {
  return useQuery({ ...getMyListingsQueryOptions(status), placeholderData: keepPreviousData });
}

/** Whether a live ad is the signed-in user's own (the car page offers them no chat with themselves). */
export function useIsMyLiveAd(vehicleId: number, signedIn: boolean): boolean {
  const live = useQuery({ ...getMyListingsQueryOptions('active'), enabled: signedIn });
  return live.data?.cars.some((car) => car.id === vehicleId) ?? false;
}
