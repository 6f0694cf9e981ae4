import type {
  AdminConversationReportsResponse,
  ReportedConversationMessages,
} from '@carmarket/shared/conversation-reports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson, noContent } from '../../../lib/api-client';
import { REPORTS_KEY } from './admin-reports';

const CONVERSATIONS_KEY = [...REPORTS_KEY, 'conversations'] as const;

/** GET /api/admin/conversation-reports: conversations with an open report, oldest first. */
export function useReportedConversations(page: number) {
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, page],
    queryFn: ({ signal }) =>
      apiGet('/admin/conversation-reports', expectJson<AdminConversationReportsResponse>(), {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/admin/conversation-reports/:id/messages, asked only when staff open the conversation:
 * every reading is written to the audit log, so it is never fetched ahead or again in the
 * background.
 */
export function useReportedConversationMessages(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, id, 'messages'],
    queryFn: ({ signal }) =>
      apiGet(
        `/admin/conversation-reports/${id}/messages`,
        expectJson<ReportedConversationMessages>(),
        { signal },
      ),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export type ConversationReportAction =
  { kind: 'dismiss'; id: number } | { kind: 'suspend'; id: number; userId: number; reason: string };

/**
 * POST /api/admin/conversation-reports/:id/dismiss, or the Users page's suspension
 * (POST /api/admin/users/:id/suspend), which closes the person's conversation reports.
 */
function decideConversationReport(action: ConversationReportAction): Promise<void> {
  if (action.kind === 'suspend') {
    return apiRequest(`/admin/users/${action.userId}/suspend`, noContent, {
      method: 'POST',
      body: { reason: action.reason },
    });
  }
  return apiRequest(`/admin/conversation-reports/${action.id}/dismiss`, noContent, {
    method: 'POST',
  });
}

export function useDecideConversationReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideConversationReport,
    meta: { handlesOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'admin'] }),
  });
}
