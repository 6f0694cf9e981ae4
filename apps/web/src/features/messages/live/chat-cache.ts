import type {
  ChatEvent,
  ChatMessageView,
  ConversationsAnswer,
  ConversationSummary,
} from '@carmarket/shared/chat';
import type { QueryClient } from '@tanstack/react-query';
import {
  chatQueryKey,
  conversationMessagesQueryKey,
  conversationsQueryKey,
  type ConversationPages,
} from '../api/conversations';

/**
 * How a change to a conversation reaches the TanStack Query caches, whether it came from the
 * user's own action or from the event stream: each message is kept once (by id), so the same
 * change arriving twice (this tab's answer, then its event) changes nothing the second time.
 */

const byLastMessage = (a: ConversationSummary, b: ConversationSummary) =>
  b.lastMessageAt.localeCompare(a.lastMessageAt);

function updateList(
  queryClient: QueryClient,
  update: (answer: ConversationsAnswer) => ConversationsAnswer,
) {
  queryClient.setQueryData<ConversationsAnswer>(conversationsQueryKey, (answer) =>
    answer ? update(answer) : answer,
  );
}

function updatePages(
  queryClient: QueryClient,
  conversationId: number,
  update: (pages: ConversationPages) => ConversationPages,
) {
  queryClient.setQueryData<ConversationPages>(
    conversationMessagesQueryKey(conversationId),
    (pages) => (pages ? update(pages) : pages),
  );
}

function updateMessages(
  pages: ConversationPages,
  update: (message: ChatMessageView) => ChatMessageView,
): ConversationPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, messages: page.messages.map(update) })),
  };
}

const withUnread = (answer: ConversationsAnswer, conversations: ConversationSummary[]) => ({
  conversations,
  unread: conversations.reduce((total, conversation) => total + conversation.unread, 0),
});

/** A new message: appended to its conversation (once), and its inbox row brought to the top. */
export function addMessage(queryClient: QueryClient, message: ChatMessageView): void {
  updatePages(queryClient, message.conversationId, (pages) => {
    const known = pages.pages.some((page) => page.messages.some(({ id }) => id === message.id));
    const [newest, ...older] = pages.pages;
    if (known || !newest) return pages;
    const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
    return { ...pages, pages: [{ ...newest, messages }, ...older] };
  });
  const list = queryClient.getQueryData<ConversationsAnswer>(conversationsQueryKey);
  if (list && !list.conversations.some(({ id }) => id === message.conversationId)) {
    // A conversation this tab has not seen yet (a buyer's first message): ask for the inbox.
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    return;
  }
  updateList(queryClient, (answer) =>
    withUnread(
      answer,
      answer.conversations
        .map((conversation) =>
          conversation.id !== message.conversationId ||
          (conversation.lastMessage?.id ?? 0) >= message.id
            ? conversation
            : {
                ...conversation,
                lastMessage: message,
                lastMessageAt: message.createdAt,
                unread: conversation.unread + (message.mine ? 0 : 1),
              },
        )
        .sort(byLastMessage),
    ),
  );
}

/** A message its sender took back: shown as deleted on both sides. */
export function markMessageDeleted(
  queryClient: QueryClient,
  conversationId: number,
  messageId: number,
): void {
  const deleted = (message: ChatMessageView): ChatMessageView =>
    message.id === messageId ? { ...message, deleted: true, text: '' } : message;
  updatePages(queryClient, conversationId, (pages) => updateMessages(pages, deleted));
  updateList(queryClient, (answer) => ({
    ...answer,
    conversations: answer.conversations.map((conversation) =>
      conversation.lastMessage?.id === messageId
        ? { ...conversation, lastMessage: deleted(conversation.lastMessage) }
        : conversation,
    ),
  }));
}

/**
 * A read mark. The other person's moves "Seen"; the user's own (read in another tab, or here)
 * clears the conversation's unread count.
 */
export function applyRead(
  queryClient: QueryClient,
  event: { conversationId: number; readerId: number; readId: number },
  userId: number,
): void {
  const mine = event.readerId === userId;
  const apply = (conversation: ConversationSummary): ConversationSummary =>
    conversation.id !== event.conversationId
      ? conversation
      : mine
        ? { ...conversation, unread: 0 }
        : { ...conversation, otherReadId: Math.max(conversation.otherReadId, event.readId) };
  updateList(queryClient, (answer) => withUnread(answer, answer.conversations.map(apply)));
  updatePages(queryClient, event.conversationId, (pages) => ({
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, conversation: apply(page.conversation) })),
  }));
}

/** An offer accepted or declined: its card in the thread shows the new state. */
export function applyOfferState(
  queryClient: QueryClient,
  event: { conversationId: number; offerId: number; state: 'open' | 'accepted' | 'declined' },
): void {
  updatePages(queryClient, event.conversationId, (pages) =>
    updateMessages(pages, (message) =>
      message.offer?.id === event.offerId
        ? { ...message, offer: { ...message.offer, state: event.state } }
        : message,
    ),
  );
}

/** One event of GET /api/me/events into the caches; 'resync' (events were missed) refetches. */
export function applyChatEvent(
  queryClient: QueryClient,
  event: ChatEvent | { kind: 'resync' },
  userId: number,
): void {
  switch (event.kind) {
    case 'message':
      return addMessage(queryClient, event.message);
    case 'message-deleted':
      return markMessageDeleted(queryClient, event.conversationId, event.messageId);
    case 'read':
      return applyRead(queryClient, event, userId);
    case 'offer':
      return applyOfferState(queryClient, event);
    case 'resync':
      void queryClient.invalidateQueries({ queryKey: chatQueryKey });
  }
}
