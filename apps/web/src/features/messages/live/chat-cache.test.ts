import type {
  ChatMessageView,
  ConversationMessagesAnswer,
  ConversationsAnswer,
  ConversationSummary,
} from '@carmarket/shared/chat';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  conversationMessagesQueryKey,
  conversationsQueryKey,
  type ConversationPages,
} from '../api/conversations';
import { applyChatEvent } from './chat-cache';

const ME = 1;

function message(id: number, overrides: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    id,
    conversationId: 10,
    kind: 'text',
    text: `message ${id}`,
    offer: null,
    mine: false,
    warning: null,
    createdAt: new Date(Date.UTC(2026, 10, 28, 4, id)).toISOString(),
    deleted: false,
    ...overrides,
  };
}

function summary(id: number, last: ChatMessageView, unread = 0): ConversationSummary {
  return {
    id,
    role: 'seller',
    vehicle: { id: 5, title: 'Toyota Aqua', price: 5_000_000, photo: null, path: '/cars/5' },
    other: { id: 2, name: 'Nimal' },
    lastMessage: last,
    lastMessageAt: last.createdAt,
    unread,
    otherReadId: 0,
    closed: null,
  };
}

function seeded() {
  const queryClient = new QueryClient();
  const first = message(1);
  const conversation = summary(10, first, 1);
  const other = summary(11, message(2, { conversationId: 11 }), 2);
  queryClient.setQueryData<ConversationsAnswer>(conversationsQueryKey, {
    conversations: [other, conversation],
    unread: 3,
  });
  const page: ConversationMessagesAnswer = { conversation, messages: [first], hasOlder: false };
  queryClient.setQueryData<ConversationPages>(conversationMessagesQueryKey(10), {
    pages: [page],
    pageParams: [undefined],
  });
  return queryClient;
}

const thread = (queryClient: QueryClient) =>
  queryClient.getQueryData<ConversationPages>(conversationMessagesQueryKey(10))?.pages[0];
const inbox = (queryClient: QueryClient) =>
  queryClient.getQueryData<ConversationsAnswer>(conversationsQueryKey);

describe('chat events in the caches', () => {
  it('appends a message once, however often it arrives, and counts it unread once', () => {
    const queryClient = seeded();
    const arriving = message(3);
    applyChatEvent(queryClient, { kind: 'message', message: arriving }, ME);
    applyChatEvent(queryClient, { kind: 'message', message: arriving }, ME);
    expect(thread(queryClient)?.messages.map(({ id }) => id)).toEqual([1, 3]);
    expect(inbox(queryClient)?.conversations.map(({ id }) => id)).toEqual([10, 11]);
    expect(inbox(queryClient)?.conversations[0]?.unread).toBe(2);
    expect(inbox(queryClient)?.unread).toBe(4);
  });

  it('does not count the user’s own message as unread', () => {
    const queryClient = seeded();
    applyChatEvent(queryClient, { kind: 'message', message: message(3, { mine: true }) }, ME);
    expect(inbox(queryClient)?.unread).toBe(3);
  });

  it('shows a deletion on both the thread and the inbox row', () => {
    const queryClient = seeded();
    applyChatEvent(queryClient, { kind: 'message-deleted', conversationId: 10, messageId: 1 }, ME);
    expect(thread(queryClient)?.messages[0]).toMatchObject({ deleted: true, text: '' });
    expect(inbox(queryClient)?.conversations[1]?.lastMessage?.deleted).toBe(true);
  });

  it('moves "Seen" on the other side’s read, and clears the unread count on the user’s own', () => {
    const queryClient = seeded();
    applyChatEvent(queryClient, { kind: 'read', conversationId: 10, readerId: 2, readId: 1 }, ME);
    expect(thread(queryClient)?.conversation.otherReadId).toBe(1);
    applyChatEvent(queryClient, { kind: 'read', conversationId: 10, readerId: ME, readId: 1 }, ME);
    expect(inbox(queryClient)?.unread).toBe(2);
  });

  it('changes an offer card’s state', () => {
    const queryClient = seeded();
    const offer = message(4, {
      kind: 'offer',
      text: '',
      offer: { id: 7, amount: 9, state: 'open' },
    });
    applyChatEvent(queryClient, { kind: 'message', message: offer }, ME);
    applyChatEvent(
      queryClient,
      { kind: 'offer', conversationId: 10, offerId: 7, state: 'accepted' },
      ME,
    );
    expect(thread(queryClient)?.messages.at(-1)?.offer?.state).toBe('accepted');
  });

  it('refetches everything on resync', async () => {
    const queryClient = seeded();
    applyChatEvent(queryClient, { kind: 'resync' }, ME);
    expect(queryClient.getQueryState(conversationsQueryKey)?.isInvalidated).toBe(true);
    await Promise.resolve();
  });
});
