import type { ChatMessageView, ConversationSummary } from '@carmarket/shared/chat';
import { formatListingPrice } from '@carmarket/shared/format';
import { msg, type Translator } from '@carmarket/shared/i18n/translate';

/** The words the inbox and the conversation share for closed conversations and messages. */

type Closed = NonNullable<ConversationSummary['closed']>;

/** The inbox row's short marker. */
export const CLOSED_MARKER: Record<Closed, string> = {
  sold: msg('Sold'),
  ended: msg('Ended'),
  suspended: msg('Closed'),
  deleted: msg('Closed'),
  blocked: msg('Blocked'),
};

/** Why a read-only conversation has no composer. */
export const CLOSED_REASON: Record<Closed, string> = {
  sold: msg(
    'The car has been sold. You can read this conversation, but no one can write in it any more.',
  ),
  ended: msg(
    'The ad has ended. You can read this conversation, but no one can write in it any more.',
  ),
  suspended: msg('This conversation is closed: one of its accounts has been suspended.'),
  deleted: msg('This conversation is closed: the other person deleted their account.'),
  blocked: msg('This conversation is closed: you blocked this person. They are not told.'),
};

/** A message as one line: the inbox's preview. */
export function messagePreview(message: ChatMessageView, { t }: Translator): string {
  if (message.deleted) return t('Message deleted');
  const amount = message.offer ? formatListingPrice(message.offer.amount) : '';
  switch (message.kind) {
    case 'offer':
      return t('Offer: {amount}', { amount });
    case 'offer-accepted':
      return t('Offer accepted: {amount}', { amount });
    case 'offer-declined':
      return t('Offer declined: {amount}', { amount });
    default:
      return message.text.split('\n', 1)[0] ?? '';
  }
}
