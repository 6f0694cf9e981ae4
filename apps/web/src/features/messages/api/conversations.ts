import type { ConversationMessagesAnswer, ConversationSummary } from '@carmarket/shared/chat';
import type { ConversationsAnswer } from '@carmarket/shared/chat-answers';
import { useQuery, type InfiniteData } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

/**
 * The chat's queries that every page may need (the top bar's unread count): the conversation's
 * own pages are in conversation-messages.ts, out of the first load.
 */

/** Every chat query sits under this key, so a 'resync' event refetches them all at once. */
export const chatQueryKey = ['me', 'conversations'] as const;

/** The inbox and the unread count: GET /api/me/conversations. */
export const conversationsQueryKey = [...chatQueryKey, 'list'] as const;

export function conversationMessagesQueryKey(conversationId: number) {
  return [...chatQueryKey, conversationId, 'messages'] as const;
}

/** A conversation's pages as the cache holds them: newest page first, each oldest first. */
export type ConversationPages = InfiniteData<ConversationMessagesAnswer, number | undefined>;

/** GET /api/me/conversations: the inbox, newest message first, and the unread total. */
export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: conversationsQueryKey,
    queryFn: ({ signal }) =>
      apiGet('/me/conversations', expectJson<ConversationsAnswer>(), { signal }),
    enabled,
  });
}

/** Unread messages over all conversations, for the top bar and the phone menu (0 signed out). */
export function useUnreadMessagesCount(signedIn: boolean): number {
  return useConversations({ enabled: signedIn }).data?.unread ?? 0;
}

/** The buyer's conversation about an ad, if they have one (for "Open chat" on the ad page). */
export function useConversationAbout(
  vehicleId: number,
  signedIn: boolean,
): ConversationSummary | undefined {
  const conversations = useConversations({ enabled: signedIn }).data?.conversations;
  return conversations?.find(
    (conversation) => conversation.role === 'buyer' && conversation.vehicle.id === vehicleId,
  );
}
