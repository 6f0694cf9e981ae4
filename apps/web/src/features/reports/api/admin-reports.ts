import type { AdminReportsResponse } from '@carmarket/shared/report';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson, noContent } from '../../../lib/api-client';

export type ReportsStatus = 'open' | 'decided';

/** Under the staff's key, so a decision (which refreshes `['me', 'admin']`) refreshes these. */
export const REPORTS_KEY = ['me', 'admin', 'reports'] as const;

/** GET /api/admin/reports: reported ads grouped, the most recently reported first. */
export function useAdminReports(filter: { status: ReportsStatus; page: number }) {
  return useQuery({
    queryKey: [...REPORTS_KEY, filter.status, filter.page],
    queryFn: ({ signal }) =>
      apiGet('/admin/reports', expectJson<AdminReportsResponse>(), { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export type ReportAction =
  | { kind: 'suspend'; id: number; sellerId: number; reason: string }
  | { kind: 'dismiss'; id: number }
  | { kind: 'hold'; id: number }
  | { kind: 'ask-fix'; id: number; message: string }
  | { kind: 'remove'; id: number; reason: string };

/** POST /api/admin/reports/:id/dismiss, /hold, /ask-fix {message} or /remove {reason}. */
export function decideReports(action: ReportAction): Promise<void> {
  // Suspending the seller is the Users page's call (decision 096): the account cannot sign in, all
  // its ads are held, and the open reports of its ads are decided (`seller-suspended`).
  if (action.kind === 'suspend') {
    return apiRequest(`/admin/users/${action.sellerId}/suspend`, noContent, {
      method: 'POST',
      body: { reason: action.reason },
    });
  }
  const body =
    action.kind === 'ask-fix'
      ? { message: action.message }
      : action.kind === 'remove'
        ? { reason: action.reason }
        : undefined;
  return apiRequest(`/admin/reports/${action.id}/${action.kind}`, noContent, {
    method: 'POST',
    ...(body ? { body } : {}),
  });
}

/** A decision refreshes the queue, its count and the ads lists (a removed ad is rejected). */
export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReports,
    meta: { handlesOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'admin'] }),
  });
}
