import type { AdminAdEditsResponse } from '@carmarket/shared/ad-lifecycle';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson, noContent } from '../../../lib/api-client';

const EDITS_KEY = ['me', 'admin', 'ad-edits'] as const;

/** GET /api/admin/ad-edits: edits of live ads waiting for staff, oldest first. */
export function getAdEdits(signal?: AbortSignal): Promise<AdminAdEditsResponse> {
  return apiGet('/admin/ad-edits', expectJson<AdminAdEditsResponse>(), signal ? { signal } : {});
}

export function adEditsQueryOptions() {
  return queryOptions({ queryKey: EDITS_KEY, queryFn: ({ signal }) => getAdEdits(signal) });
}

export function useAdEdits() {
  return useQuery(adEditsQueryOptions());
}

/** POST /api/admin/ad-edits/:id/approve: the edit replaces the live version. */
export function approveAdEdit(id: number): Promise<void> {
  return apiRequest(`/admin/ad-edits/${id}/approve`, noContent, { method: 'POST' });
}

/** POST /api/admin/ad-edits/:id/reject: the live version stays; the owner reads the reason. */
export function rejectAdEdit({ id, reason }: { id: number; reason: string }): Promise<void> {
  return apiRequest(`/admin/ad-edits/${id}/reject`, noContent, {
    method: 'POST',
    body: { reason },
  });
}

function useEditDecision<T>(decide: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // Not awaited: the decided card leaves the list on refetch, and the caller's toast must run
    // before it unmounts.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: EDITS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['me', 'admin', 'ads'] });
    },
  });
}

export function useApproveAdEdit() {
  return useEditDecision(approveAdEdit);
}

export function useRejectAdEdit() {
  return useEditDecision(rejectAdEdit);
}
