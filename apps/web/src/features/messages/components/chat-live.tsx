import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../../lib/session';
import { applyChatEvent } from '../live/chat-cache';
import { followChatEvents } from '../live/chat-event-stream';

/**
 * The signed-in tab's one event stream (issue 35): messages, deletions, reads and offer answers
 * reach the inbox, the open conversation and the unread count without a reload. Draws nothing;
 * the root layout loads it after the first paint, for a signed-in user only.
 */
export function ChatLive() {
  const userId = useCurrentUser()?.id ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    const stop = new AbortController();
    void followChatEvents((event) => applyChatEvent(queryClient, event, userId), stop.signal);
    return () => stop.abort();
  }, [userId, queryClient]);
  return null;
}
