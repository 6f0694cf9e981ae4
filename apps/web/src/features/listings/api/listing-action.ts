import type { ListingActionResponse } from '@carmarket/shared/ad-lifecycle';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson } from '../../../lib/api-client';

/** GET /api/listing-actions?token=: what a one-tap link will do; it changes nothing. */
export function previewListingAction(
  token: string,
  signal?: AbortSignal,
): Promise<ListingActionResponse> {
  return apiGet('/listing-actions', expectJson<ListingActionResponse>(), {
    query: { token },
    ...(signal ? { signal } : {}),
  });
}

export function listingActionQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['listing-action', token],
    queryFn: ({ signal }) => previewListingAction(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useListingActionPreview(token: string) {
  return useQuery({ ...listingActionQueryOptions(token), enabled: token !== '' });
}

/** POST /api/listing-actions: does what the link says, once (a Sold link with its price). */
export function performListingAction({
  token,
  soldPrice,
}: {
  token: string;
  soldPrice?: string;
}): Promise<ListingActionResponse> {
  return apiRequest('/listing-actions', expectJson<ListingActionResponse>(), {
    method: 'POST',
    body: soldPrice ? { token, soldPrice } : { token },
  });
}

export function usePerformListingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: performListingAction,
    meta: { handlesOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'listings'] }),
  });
}
