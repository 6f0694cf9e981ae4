import type { ConversationSummary } from '@carmarket/shared/chat';
import { formatDateTime } from '@carmarket/shared/date-time';
import { formatListingPrice } from '@carmarket/shared/format';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { CarImage } from '../../../components/ui/car-image';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useConversations } from '../api/conversations';
import { conversationPath } from '../conversation-path';
import { CLOSED_MARKER, messagePreview } from './chat-words';

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const translator = useT();
  const { t, language } = translator;
  const { vehicle, other, lastMessage, unread, closed } = conversation;
  return (
    <Link
      to={conversationPath(conversation.id)}
      className={cn(
        'flex min-w-0 gap-3 rounded-(--radius-card) border bg-white p-3 shadow-(--shadow-card) transition-colors hover:border-brand-300 sm:gap-4 sm:p-4',
        unread > 0 ? 'border-brand-200' : 'border-slate-200',
        focusRing,
      )}
    >
      <div className="w-20 shrink-0 overflow-hidden rounded-xl sm:w-28">
        <CarImage src={vehicle.photo ?? undefined} sizes="112px" alt={vehicle.title} />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 font-semibold wrap-anywhere text-slate-900">{vehicle.title}</p>
          <time
            dateTime={conversation.lastMessageAt}
            className="shrink-0 text-xs text-slate-500 tabular-nums"
          >
            {formatDateTime(conversation.lastMessageAt, 'day-month', language)}
          </time>
        </div>
        {vehicle.price !== null && (
          <p className="text-sm font-semibold text-brand-700">
            {formatListingPrice(vehicle.price)}
          </p>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          <span className="wrap-anywhere">{other.name}</span>
          {closed && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {t(CLOSED_MARKER[closed])}
            </span>
          )}
        </p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <p
            className={cn(
              'min-w-0 truncate text-sm',
              unread > 0 ? 'font-semibold text-slate-900' : 'text-slate-600',
            )}
          >
            {lastMessage ? messagePreview(lastMessage, translator) : ''}
          </p>
          {unread > 0 && (
            <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
              {unread > 99 ? '99+' : unread}
              <span className="sr-only">
                {' '}
                {t('{count, plural, one {unread message} other {unread messages}}', {
                  count: unread,
                })}
              </span>
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}

/** The /messages inbox: every conversation, the one with the newest message first. */
export function ConversationList() {
  const { t } = useT();
  const answer = useConversations();
  if (answer.isPending) return <LoadingBlock label={t('Loading messages')} className="h-64" />;
  if (answer.isError) return <LoadError>{answer.error.message}</LoadError>;
  const { conversations } = answer.data;
  if (conversations.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
        <MessagesSquare aria-hidden className="mx-auto size-8 text-slate-400" />
        <p className="mt-3 text-slate-700">
          {t(
            'No messages yet. Ask a seller about a car you like and the conversation starts here.',
          )}
        </p>
        <Link to={paths.buyCar} className={buttonStyles({ className: 'mt-5' })}>
          {t('Browse all cars')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow conversation={conversation} />
        </li>
      ))}
    </ul>
  );
}
