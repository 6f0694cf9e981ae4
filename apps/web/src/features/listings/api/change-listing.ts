import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenewResponse } from '@carmarket/shared/ad-lifecycle';
import type { ResumeResponse } from '@carmarket/shared/market-insights';
import { apiRequest, expectJson, noContent } from '../../../lib/api-client';

/** POST /api/me/listings/:id/sold: a live ad becomes sold, with what it sold for if given. */
export function markListingSold({
  id,
  soldPrice,
}: {
  id: number;
  soldPrice?: string;
}): Promise<void> {
  return apiRequest(`/me/listings/${id}/sold`, noContent, {
    method: 'POST',
    body: soldPrice ? { soldPrice } : {},
  });
}

/** POST /api/me/listings/:id/resume: a paused ad is live again, confirmed available (issue 37). */
export function resumeListing(id: number): Promise<ResumeResponse> {
  return apiRequest(`/me/listings/${id}/resume`, expectJson<ResumeResponse>(), {
    method: 'POST',
  });
}

/** DELETE /api/me/listings/:id: the ad and its photos are gone. */
export function deleteListing(id: number): Promise<void> {
  return apiRequest(`/me/listings/${id}`, noContent, { method: 'DELETE' });
}

/** POST /api/me/listings/:id/renew: a live or expired ad runs for its package's validity again. */
export function renewListing(id: number): Promise<RenewResponse> {
  return apiRequest(`/me/listings/${id}/renew`, expectJson<RenewResponse>(), { method: 'POST' });
}

function useListingChange<T, Input = number>(
  change: (input: Input) => Promise<T>,
  /** The form shows the error itself (the sold price's sentence under its field). */
  handlesOwnError = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    ...(handlesOwnError ? { meta: { handlesOwnError: true } } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'listings'] }),
  });
}

export function useMarkListingSold() {
  return useListingChange(markListingSold, true);
}

export function useDeleteListing() {
  return useListingChange(deleteListing);
}

export function useRenewListing() {
  return useListingChange(renewListing);
}

export function useResumeListing() {
  return useListingChange(resumeListing);
}
