import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { focusRing } from '../../../components/ui/button-styles';
import { CountBadge } from '../../../components/ui/count-badge';
import { IconCount } from '../../../components/ui/icon-count';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useUnreadMessagesCount } from '../api/conversations';
import { applyChatEvent } from '../live/chat-cache';
import { followChatEvents } from '../live/chat-event-stream';

/**
 * What every page shows a signed-in user of the chat (issue 35): the top bar's messages link, the
 * phone menu's, both with the unread count, and the tab's one event stream. The root layout loads
 * this module for a signed-in user only, so no visitor's first load carries it.
 */

/**
 * One of the parts below, by name: the root layout loads them all with one lazy component. The
 * top bar's part, drawn once on every page of a signed-in user, also keeps the tab's event stream.
 */
export default function ChatShellPart({ part }: { part: 'top-bar' | 'menu' }) {
  return part === 'top-bar' ? (
    <>
      <ChatLive />
      <MessagesTopBarLink />
    </>
  ) : (
    <MessagesMenuLink />
  );
}

/**
 * The signed-in tab's one event stream: messages, deletions, reads and offer answers reach the
 * inbox, the open conversation and the unread count without a reload. Draws nothing.
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

/** The top bar's messages button: an icon, the unread count, and both in its name. */
export function MessagesTopBarLink() {
  return <MessagesIconLink unread={useUnreadMessagesCount(true)} />;
}

export function MessagesIconLink({ unread }: { unread: number }) {
  const { t } = useT();
  return (
    <NavLink
      to={paths.messages}
      aria-label={unread > 0 ? t('Messages, {count} unread', { count: unread }) : t('Messages')}
      className={({ isActive }) =>
        cn(
          'relative grid size-11 place-items-center rounded-full transition-colors',
          focusRing,
          isActive
            ? 'bg-brand-50 text-brand-800'
            : 'text-slate-600 hover:bg-slate-100 hover:text-brand-700',
        )
      }
    >
      <MessageCircle aria-hidden className="size-5" />
      {unread > 0 && <IconCount count={unread} />}
    </NavLink>
  );
}

/** The phone menu's Messages item, with the unread count read out. */
export function MessagesMenuLink() {
  const { t } = useT();
  const unread = useUnreadMessagesCount(true);
  return (
    <NavLink
      to={paths.messages}
      className={({ isActive }) =>
        cn(
          'flex h-12 items-center justify-between gap-3 rounded-xl px-4 text-base font-semibold transition-colors',
          focusRing,
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
        )
      }
    >
      {t('Messages')}
      {unread > 0 && (
        <CountBadge
          value={unread}
          phrase={t('{count, plural, one {# unread message} other {# unread messages}}', {
            count: unread,
          })}
        />
      )}
    </NavLink>
  );
}
