import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenewResponse } from '@carmarket/shared/ad-lifecycle';
import { apiRequest, expectJson, noContent } from '../../../lib/api-client';

/** POST /api/me/listings/:id/sold: a live ad becomes sold. */
export function markListingSold(id: number): Promise<void> {
  return apiRequest(`/me/listings/${id}/sold`, noContent, { method: 'POST' });
}

/** DELETE /api/me/listings/:id: the ad and its photos are gone. */
export function deleteListing(id: number): Promise<void> {
  return apiRequest(`/me/listings/${id}`, noContent, { method: 'DELETE' });
}

/** POST /api/me/listings/:id/renew: a live or expired ad runs for its package's validity again. */
export function renewListing(id: number): Promise<RenewResponse> {
  return apiRequest(`/me/listings/${id}/renew`, expectJson<RenewResponse>(), { method: 'POST' });
}

function useListingChange<T>(change: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'listings'] }),
  });
}

export function useMarkListingSold() {
  return useListingChange(markListingSold);
}

export function useDeleteListing() {
  return useListingChange(deleteListing);
}

export function useRenewListing() {
  return useListingChange(renewListing);
}
