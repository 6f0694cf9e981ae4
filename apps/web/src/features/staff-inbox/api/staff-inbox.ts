import type {
  InboxKind,
  InboxNewCountResponse,
  InboxResponse,
  InboxStatus,
} from '@carmarket/shared/staff-inbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson, noContent } from '../../../lib/api-client';

/** Every inbox query (the lists and the new count) lives under this key. */
const inboxKey = ['me', 'admin', 'messages'] as const;

/** GET /api/admin/messages: contact messages and pre-orders of one status, newest first. */
export function useInbox(filter: { status: InboxStatus; page: number }) {
  return useQuery({
    queryKey: [...inboxKey, filter.status, filter.page],
    queryFn: ({ signal }) =>
      apiGet('/admin/messages', expectJson<InboxResponse>(), { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/admin/messages/new-count: the console menu's badge. Under the inbox's key, so every
 * action that refreshes the lists refreshes the count too.
 */
export function useNewMessagesCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...inboxKey, 'new-count'],
    queryFn: async ({ signal }) =>
      (await apiGet('/admin/messages/new-count', expectJson<InboxNewCountResponse>(), { signal }))
        .count,
    enabled,
  });
}

export interface InboxItemRef {
  kind: InboxKind;
  id: number;
}

const itemPath = ({ kind, id }: InboxItemRef) => `/admin/messages/${kind}/${id}`;

function useInboxAction<T extends InboxItemRef>(action: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

/** POST …/handled or …/reopen: the message moves to Handled, or back to New. */
export function useSetInboxStatus() {
  return useInboxAction(({ status, ...item }: InboxItemRef & { status: InboxStatus }) =>
    apiRequest(`${itemPath(item)}/${status === 'handled' ? 'handled' : 'reopen'}`, noContent, {
      method: 'POST',
    }),
  );
}

/** POST …/reply: e-mails the sender and marks the message handled. */
export function useReplyToMessage() {
  return useInboxAction(({ body, ...item }: InboxItemRef & { body: string }) =>
    apiRequest(`${itemPath(item)}/reply`, noContent, { method: 'POST', body: { body } }),
  );
}
