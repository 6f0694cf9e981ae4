import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '../../../lib/api-client';

/** POST /api/me/listings/:id/sold: a live ad becomes sold. */
export function markListingSold(id: number): Promise<void> {
  return apiRequest(`/me/listings/${id}/sold`, noContent, { method: 'POST' });
}

/** DELETE /api/me/listings/:id: the ad and its photos are gone. */
export function deleteListing(id: number): Promise<void> {
  return apiRequest(`/me/listings/${id}`, noContent, { method: 'DELETE' });
}

function useListingChange(change: (id: number) => Promise<void>) {
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
