import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '../../../lib/api-client';

/** POST /api/admin/ads/:id/approve: the ad goes live for its package's validity. */
export function approveAd(id: number): Promise<void> {
  return apiRequest(`/admin/ads/${id}/approve`, noContent, { method: 'POST' });
}

/** POST /api/admin/ads/:id/reject: the owner reads the reason on My Listings. */
export function rejectAd({ id, reason }: { id: number; reason: string }): Promise<void> {
  return apiRequest(`/admin/ads/${id}/reject`, noContent, { method: 'POST', body: { reason } });
}

function useModeration<T>(action: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'admin', 'ads'] }),
  });
}

export function useApproveAd() {
  return useModeration(approveAd);
}

export function useRejectAd() {
  return useModeration(rejectAd);
}
