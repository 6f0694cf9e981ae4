import type { ConversationMessagesAnswer } from '@carmarket/shared/chat-answers';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';
import { conversationMessagesQueryKey } from './conversations';

/**
 * GET /api/me/conversations/:id/messages: the newest page first; "Load older" asks for the page
 * before the oldest message shown (`?before=`).
 */
export function useConversationMessages(conversationId: number) {
  return useInfiniteQuery({
    queryKey: conversationMessagesQueryKey(conversationId),
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        `/me/conversations/${conversationId}/messages`,
        expectJson<ConversationMessagesAnswer>(),
        { query: { before: pageParam }, signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasOlder ? page.messages[0]?.id : undefined),
  });
}
