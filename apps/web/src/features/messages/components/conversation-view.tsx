import {
  CHAT_LIMITS,
  type ChatMessageView,
  type ConversationSummary,
} from '@carmarket/shared/chat';
import { formatListingPrice } from '@carmarket/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Flag, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { CarImage } from '../../../components/ui/car-image';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import {
  markConversationRead,
  useDeleteMessage,
  useSendMessage,
} from '../api/conversation-actions';
import { chatQueryKey } from '../api/conversations';
import { useConversationMessages } from '../api/conversation-messages';
import { applyRead } from '../live/chat-cache';
import { chatTextError } from '../chat-text';
import { CLOSED_REASON } from './chat-words';
import { BlockDialog, ConfirmDialog, ReportDialog } from './conversation-dialogs';
import { MessageBubble, OfferAnswerButtons } from './message-bubble';
import { MessageField } from './message-field';

/** What the conversation page gets from the features around it (composed by its route). */
export interface ConversationViewProps {
  conversationId: number;
  /** The safety line of issue 18, at the top of every conversation. */
  safetyLine: ReactNode;
  /** The buyer's "Make an offer" in the thread (the offers feature's form). */
  renderMakeOffer: (conversation: ConversationSummary) => ReactNode;
  /** The seller's answer to an open offer (the offers feature's call). */
  answerOffer: (offerId: number, answer: 'accept' | 'decline') => Promise<void>;
}

/** One conversation: the car, the messages oldest first, and the composer. */
export function ConversationView(props: ConversationViewProps) {
  const { t } = useT();
  const thread = useConversationMessages(props.conversationId);
  if (thread.isPending) return <LoadingBlock label={t('Loading messages')} className="h-96" />;
  if (thread.isError) return <LoadError>{thread.error.message}</LoadError>;
  const [newest] = thread.data.pages;
  if (!newest) return null;
  // Oldest page first, each page already oldest first.
  const messages = thread.data.pages.toReversed().flatMap((page) => page.messages);
  return (
    <Conversation
      {...props}
      conversation={newest.conversation}
      messages={messages}
      olderPages={{
        has: thread.hasNextPage,
        loading: thread.isFetchingNextPage,
        load: () => void thread.fetchNextPage(),
      }}
    />
  );
}

function Conversation({
  conversationId,
  conversation,
  messages,
  olderPages,
  safetyLine,
  renderMakeOffer,
  answerOffer,
}: ConversationViewProps & {
  conversation: ConversationSummary;
  messages: ChatMessageView[];
  olderPages: { has: boolean; loading: boolean; load: () => void };
}) {
  const { t } = useT();
  const userId = useCurrentUser()?.id ?? null;
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'block' | 'report' | { delete: number } | null>(null);
  const deleteMessage = useDeleteMessage(conversationId);
  const [answering, setAnswering] = useState(false);
  const newestId = messages.at(-1)?.id ?? 0;

  // Opening the conversation, and each message arriving while it is open, marks it read.
  useEffect(() => {
    if (newestId === 0 || userId === null) return;
    markConversationRead(conversationId).then(
      () => applyRead(queryClient, { conversationId, readerId: userId, readId: newestId }, userId),
      () => {},
    );
  }, [conversationId, newestId, userId, queryClient]);

  // The newest message in view: on opening and when one arrives.
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  const seenId = useMemo(
    () =>
      messages.findLast((message) => message.mine && message.id <= conversation.otherReadId)?.id,
    [messages, conversation.otherReadId],
  );
  const now = useNow();
  const canDelete = (message: ChatMessageView) =>
    message.mine &&
    !message.deleted &&
    message.kind === 'text' &&
    now - Date.parse(message.createdAt) < CHAT_LIMITS.deleteWithinMs;

  const answer = (offerId: number, choice: 'accept' | 'decline') => {
    setAnswering(true);
    answerOffer(offerId, choice)
      .then(
        () => void queryClient.invalidateQueries({ queryKey: chatQueryKey }),
        (error: Error) => toast.error(error.message),
      )
      .finally(() => setAnswering(false));
  };

  const { vehicle, other } = conversation;
  return (
    <div className="mx-auto flex max-w-3xl min-w-0 flex-col gap-4">
      <header className="flex min-w-0 flex-col gap-3 rounded-(--radius-card) border border-slate-200 bg-white p-3 sm:p-4">
        <div className="flex min-w-0 gap-3">
          <div className="w-20 shrink-0 overflow-hidden rounded-xl sm:w-24">
            <CarImage src={vehicle.photo ?? undefined} sizes="96px" alt={vehicle.title} />
          </div>
          <div className="min-w-0 flex-1">
            <h1 className="text-lg leading-snug font-bold wrap-anywhere text-slate-900">
              {vehicle.path === null ? (
                vehicle.title
              ) : (
                <Link to={vehicle.path} className={cn('rounded hover:underline', focusRing)}>
                  {vehicle.title}
                </Link>
              )}
            </h1>
            {vehicle.price !== null && (
              <p className="text-sm font-semibold text-brand-700">
                {formatListingPrice(vehicle.price)}
              </p>
            )}
            <p className="mt-0.5 text-sm wrap-anywhere text-slate-600">
              {conversation.role === 'buyer'
                ? t('Seller: {name}', { name: other.name })
                : t('Buyer: {name}', { name: other.name })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {conversation.role === 'buyer' &&
            conversation.closed === null &&
            renderMakeOffer(conversation)}
          {conversation.closed !== 'blocked' && other.id !== null && (
            <button
              type="button"
              onClick={() => setDialog('block')}
              className={buttonStyles({ variant: 'ghost', className: 'text-slate-700' })}
            >
              <Ban aria-hidden className="size-4" />
              {t('Block')}
            </button>
          )}
          <button
            type="button"
            onClick={() => setDialog('report')}
            className={buttonStyles({ variant: 'ghost', className: 'text-slate-700' })}
          >
            <Flag aria-hidden className="size-4" />
            {t('Report')}
          </button>
        </div>
        {safetyLine}
      </header>

      <section aria-label={t('Messages')} className="min-w-0">
        {olderPages.has && (
          <div className="mb-4 text-center">
            <button
              type="button"
              disabled={olderPages.loading}
              onClick={olderPages.load}
              className={buttonStyles({ variant: 'secondary' })}
            >
              {olderPages.loading ? t('Loading…') : t('Load older messages')}
            </button>
          </div>
        )}
        <ol className="flex min-w-0 flex-col gap-3" aria-live="polite" aria-relevant="additions">
          {messages.map((message) => (
            <li key={message.id} className="min-w-0">
              <MessageBubble
                message={message}
                seen={message.id === seenId}
                onDelete={canDelete(message) ? () => setDialog({ delete: message.id }) : null}
                offerAnswers={
                  conversation.role === 'seller' &&
                  conversation.closed === null &&
                  message.offer && (
                    <OfferAnswerButtons
                      amount={message.offer.amount}
                      pending={answering}
                      onAnswer={(choice) => message.offer && answer(message.offer.id, choice)}
                    />
                  )
                }
              />
            </li>
          ))}
        </ol>
        {/* Kept clear of the composer that sticks to the bottom of the screen. */}
        <div ref={endRef} className="scroll-mb-40" />
      </section>

      {conversation.closed === null ? (
        <Composer conversationId={conversationId} />
      ) : (
        <p
          role="status"
          className="rounded-xl bg-slate-100 px-4 py-3 text-center text-sm text-slate-700"
        >
          {t(CLOSED_REASON[conversation.closed])}
        </p>
      )}

      {dialog === 'block' && (
        <BlockDialog
          conversationId={conversationId}
          name={other.name}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'report' && (
        <ReportDialog conversationId={conversationId} onClose={() => setDialog(null)} />
      )}
      {dialog !== null && typeof dialog === 'object' && (
        <ConfirmDialog
          title={t('Delete this message?')}
          description={t('It will be deleted for both of you.')}
          confirmLabel={t('Delete')}
          pending={deleteMessage.isPending}
          error={deleteMessage.error?.message}
          onConfirm={() =>
            deleteMessage.mutate(dialog.delete, { onSuccess: () => setDialog(null) })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** The time now, moved on every half minute: the delete buttons go when their ten minutes end. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Enter sends where there is a keyboard; on a touch screen Enter is a new line and Send sends. */
const isTouchScreen = () =>
  typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;

function Composer({ conversationId }: { conversationId: number }) {
  const { t } = useT();
  const send = useSendMessage(conversationId);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const ruleError = checked ? chatTextError(text) : undefined;

  const submit = () => {
    setChecked(true);
    if (chatTextError(text) || send.isPending) return;
    send.mutate(text, {
      onSuccess: () => {
        setText('');
        setChecked(false);
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (isTouchScreen()) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="sticky bottom-0 flex min-w-0 items-start gap-2 border-t border-slate-200 bg-white py-3"
    >
      <MessageField
        label={t('Message')}
        hideLabel
        rows={2}
        value={text}
        onChange={(next) => {
          setText(next);
          if (send.isError) send.reset();
        }}
        onKeyDown={onKeyDown}
        error={ruleError ? t(ruleError) : send.error?.message}
        className="flex-1"
      />
      <button
        type="submit"
        disabled={send.isPending}
        className={buttonStyles({ className: 'size-12 shrink-0 px-0 sm:w-auto sm:px-5' })}
      >
        <Send aria-hidden className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('Send')}</span>
      </button>
    </form>
  );
}
