import type { ChatMessageInput } from '@carmarket/shared/chat';
import type { ChatMessageView, ConversationStarted } from '@carmarket/shared/chat-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, expectJson, noContent } from '../../../lib/api-client';
import { addMessage, markMessageDeleted } from '../live/chat-cache';
import { chatQueryKey, conversationsQueryKey } from './conversations';

/**
 * What a user does in a conversation. Each answer goes into the caches at once, and the same
 * change arrives again on the event stream for the user's other tabs, where it is a no-op
 * (live/chat-cache.ts keeps every message once, by id).
 */

/** POST /api/vehicles/:id/conversations {text}: starts or continues the buyer's conversation. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, text }: { vehicleId: number; text: string }) =>
      apiRequest(`/vehicles/${vehicleId}/conversations`, expectJson<ConversationStarted>(), {
        method: 'POST',
        body: { text } satisfies ChatMessageInput,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}

/** POST /api/me/conversations/:id/messages {text}. */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(`/me/conversations/${conversationId}/messages`, expectJson<ChatMessageView>(), {
        method: 'POST',
        body: { text } satisfies ChatMessageInput,
      }),
    onSuccess: (message) => addMessage(queryClient, message),
  });
}

/** DELETE /api/me/conversations/:id/messages/:messageId: the sender's own, within 10 minutes. */
export function useDeleteMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      apiRequest(`/me/conversations/${conversationId}/messages/${messageId}`, noContent, {
        method: 'DELETE',
      }),
    onSuccess: (_answer, messageId) => markMessageDeleted(queryClient, conversationId, messageId),
  });
}

/** POST /api/me/conversations/:id/read: everything shown is read; the unread counts drop. */
export function markConversationRead(conversationId: number) {
  return apiRequest(`/me/conversations/${conversationId}/read`, noContent, { method: 'POST' });
}

/** POST /api/me/conversations/:id/block: the other person can no longer write to the caller. */
export function useBlockConversation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/me/conversations/${conversationId}/block`, noContent, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueryKey }),
  });
}

/** POST /api/me/conversations/:id/report {details}: staff read the conversation. */
export function useReportConversation(conversationId: number) {
  return useMutation({
    mutationFn: (details: string) =>
      apiRequest(`/me/conversations/${conversationId}/report`, noContent, {
        method: 'POST',
        body: { details },
      }),
  });
}
