import type { ChatMessageView } from '@carmarket/shared/chat';
import { CHAT_WARNING_TEXT } from '@carmarket/shared/chat';
import { formatDateTime } from '@carmarket/shared/date-time';
import { formatListingPrice } from '@carmarket/shared/format';
import { msg } from '@carmarket/shared/i18n/translate';
import { HandCoins, ShieldAlert, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const OFFER_STATE = {
  open: msg('Waiting for an answer'),
  accepted: msg('Accepted'),
  declined: msg('Declined'),
} as const;

interface MessageBubbleProps {
  message: ChatMessageView;
  /** "Seen" under the user's newest message the other side has read. */
  seen: boolean;
  /** Shown on the user's own message while it may still be deleted. */
  onDelete: (() => void) | null;
  /** Accept and Decline on an open offer, for the seller. */
  offerAnswers: ReactNode;
}

/** One message of a conversation: the user's on the right, the other person's on the left. */
export function MessageBubble({ message, seen, onDelete, offerAnswers }: MessageBubbleProps) {
  const { t, language } = useT();
  const time = formatDateTime(message.createdAt, 'day-month', language);
  const isOffer = message.kind !== 'text';
  return (
    <div className={cn('flex min-w-0 flex-col', message.mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] min-w-0 rounded-2xl px-4 py-2.5 sm:max-w-[70%]',
          message.deleted
            ? 'border border-dashed border-slate-300 bg-white text-slate-500 italic'
            : isOffer
              ? 'border border-brand-200 bg-brand-50 text-slate-900'
              : message.mine
                ? 'rounded-br-md bg-brand-700 text-white'
                : 'rounded-bl-md bg-slate-100 text-slate-900',
        )}
      >
        <p className="sr-only">{message.mine ? t('You wrote:') : t('They wrote:')}</p>
        {message.deleted ? (
          <p>{t('Message deleted')}</p>
        ) : isOffer && message.offer ? (
          <OfferCard message={message} answers={offerAnswers} />
        ) : (
          <p className="whitespace-pre-wrap wrap-anywhere">{message.text}</p>
        )}
      </div>
      {message.warning && !message.deleted && (
        <p className="mt-1.5 flex max-w-[85%] gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-amber-200 sm:max-w-[70%]">
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>
            <strong className="font-semibold">{t(CHAT_WARNING_TEXT.general)}.</strong>{' '}
            {t(CHAT_WARNING_TEXT[message.warning])}
          </span>
        </p>
      )}
      <p className="mt-1 flex items-center gap-2 px-1 text-xs text-slate-500">
        <time dateTime={message.createdAt}>{time}</time>
        {seen && <span className="font-semibold text-slate-600">{t('Seen')}</span>}
        {onDelete && (
          <button
            type="button"
            onClick={onDelete}
            className={cn(
              'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 text-slate-600 hover:bg-slate-100 hover:text-rose-700',
              focusRing,
            )}
          >
            <Trash2 aria-hidden className="size-3.5" />
            {t('Delete')}
            <span className="sr-only"> {t('your message sent at {time}', { time })}</span>
          </button>
        )}
      </p>
    </div>
  );
}

function OfferCard({ message, answers }: { message: ChatMessageView; answers: ReactNode }) {
  const { t } = useT();
  const offer = message.offer;
  if (!offer) return null;
  const amount = formatListingPrice(offer.amount);
  if (message.kind !== 'offer') {
    return (
      <p className="flex items-center gap-2 font-semibold">
        <HandCoins aria-hidden className="size-4 shrink-0 text-brand-700" />
        {message.kind === 'offer-accepted'
          ? t('Offer of {amount} accepted', { amount })
          : t('Offer of {amount} declined', { amount })}
      </p>
    );
  }
  return (
    <div>
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
        <HandCoins aria-hidden className="size-4 shrink-0" />
        {message.mine ? t('Your offer') : t('Offer')}
      </p>
      <p className="mt-1 text-xl font-bold text-slate-900">{amount}</p>
      <p className="mt-1 text-sm text-slate-700">{t(OFFER_STATE[offer.state])}</p>
      {offer.state === 'open' && answers}
    </div>
  );
}

/** Accept and Decline for the seller, named for screen readers by the offer they answer. */
export function OfferAnswerButtons({
  amount,
  pending,
  onAnswer,
}: {
  amount: number;
  pending: boolean;
  onAnswer: (answer: 'accept' | 'decline') => void;
}) {
  const { t } = useT();
  const offerOf = t('the offer of {amount}', { amount: formatListingPrice(amount) });
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        type="button"
        disabled={pending}
        onClick={() => onAnswer('accept')}
        className={buttonStyles()}
      >
        {t('Accept')}
        <span className="sr-only"> {offerOf}</span>
      </button>
      <button
        type="button"
        disabled={pending}
        onClick={() => onAnswer('decline')}
        className={buttonStyles({ variant: 'secondary', className: 'text-rose-700' })}
      >
        {t('Decline')}
        <span className="sr-only"> {offerOf}</span>
      </button>
    </div>
  );
}
