import type { ChatMessageKind, ChatMessageView, ChatWarning } from '@carmarket/shared/chat';
import type { OfferState } from '@carmarket/shared/offers-inbox';

/**
 * A message as stored, with its offer's amount and state now (null for text): what every
 * rendering of it reads, in an answer and in the live events alike.
 */
export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: number | null;
  kind: ChatMessageKind;
  body: string;
  warning: ChatWarning | null;
  createdAt: Date;
  deletedAt: Date | null;
  offerId: number | null;
  offerAmount: number | null;
  offerState: OfferState | null;
}

/**
 * One message as `viewerId` sees it: the safety warning is the recipient's alone (the sender
 * wrote the words and needs no warning about them), and a deleted message keeps its place in the
 * thread with nothing of what it said.
 */
export function toMessageView(row: MessageRow, viewerId: number): ChatMessageView {
  const mine = row.senderId === viewerId;
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    kind: row.kind,
    text: deleted ? '' : row.body,
    offer:
      row.offerId !== null && row.offerAmount !== null && row.offerState !== null
        ? { id: row.offerId, amount: row.offerAmount, state: row.offerState }
        : null,
    mine,
    warning: mine || deleted ? null : row.warning,
    createdAt: row.createdAt.toISOString(),
    deleted,
  };
}
