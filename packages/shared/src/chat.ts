import { z } from 'zod';
import { BODY_NOT_AN_OBJECT } from './errors';
import { msg } from './i18n/translate';
import { multiLineText } from './text';

/**
 * Buyers and sellers talking about an ad (issue 35, decision 127): the message form and the API
 * share these rules and sentences, and the web app reads the answers' shapes from here.
 */

export const CHAT_LIMITS = {
  /** Characters in one message. */
  text: 2_000,
  /** Characters in a report's optional details. */
  reportDetails: 1_000,
  /** Messages a page of a conversation holds (`?before=` pages back). */
  page: 50,
  /** How long a sender may delete their own message for both sides. */
  deleteWithinMs: 10 * 60 * 1000,
  /** A message unread this long sends the recipient one e-mail notice. */
  unreadNoticeAfterMs: 15 * 60 * 1000,
  /** At most one notice per conversation and recipient in this long. */
  noticeEveryMs: 60 * 60 * 1000,
} as const;

/** What a message is: typed text, or an offer made, accepted or declined in the thread. */
export const CHAT_MESSAGE_KINDS = ['text', 'offer', 'offer-accepted', 'offer-declined'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/**
 * The safety rules a message can match (chat-safety.ts detects them), shown to the recipient as
 * a gentle warning: asking for money before a viewing, sharing a bank account, taking the talk
 * off the site (WhatsApp, Telegram, a link).
 */
export const CHAT_WARNINGS = ['advance-payment', 'bank-account', 'off-platform'] as const;
export type ChatWarning = (typeof CHAT_WARNINGS)[number];

/**
 * What the recipient of a matched message reads beside it (chat-safety.ts decides the rule): the general line, and the rule's own
 * short line.
 */
export const CHAT_WARNING_TEXT: Record<'general' | ChatWarning, string> = {
  general: msg('Never pay before you have seen the car and its papers'),
  'advance-payment': msg(
    'This message asks for money up front. Scammers ask for an advance, a deposit or a booking fee.',
  ),
  'bank-account': msg(
    'This message has bank account details. Pay only after you have seen the car and its papers.',
  ),
  'off-platform': msg(
    'This message takes you to another app or a link. Keep talking here, where we can help.',
  ),
};

/** POST /api/vehicles/:id/conversations and POST /api/me/conversations/:id/messages. */
export const ChatMessageSchema = z.object(
  {
    text: multiLineText({ label: msg('Your message'), error: msg('Please write a message') })
      .min(1, msg('Please write a message'))
      .max(CHAT_LIMITS.text, msg('Your message is too long (2,000 characters at most)')),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type ChatMessageInput = z.input<typeof ChatMessageSchema>;

/** POST /api/me/conversations/:id/report: the details are optional. */
export const ConversationReportSchema = z.object(
  {
    details: multiLineText({ label: msg('Details'), error: msg('The details must be text') })
      .max(CHAT_LIMITS.reportDetails, msg('The details are too long (1,000 characters at most)'))
      .nullish()
      .transform((details) => details ?? ''),
  },
  { error: BODY_NOT_AN_OBJECT },
);

/** The other person as the chat shows them: never an e-mail address or a phone number. */
export interface ChatPerson {
  /** null when the account was deleted ("Deleted user"). */
  id: number | null;
  name: string;
}

/** One message as either side sees it. */
export interface ChatMessageView {
  id: number;
  conversationId: number;
  kind: ChatMessageKind;
  /** '' for offer messages and deleted ones. */
  text: string;
  /** For offer messages: the offer's amount and state now. */
  offer: { id: number; amount: number; state: 'open' | 'accepted' | 'declined' } | null;
  /** Whether the caller wrote it. */
  mine: boolean;
  /** The rule it matched, shown only to the recipient (null for the sender). */
  warning: ChatWarning | null;
  createdAt: string;
  deleted: boolean;
}

/** A row of the /messages inbox: GET /api/me/conversations. */
export interface ConversationSummary {
  id: number;
  /** The caller's side. */
  role: 'buyer' | 'seller';
  /**
   * The ad; once its owner removed it, only its title when the conversation began (the other
   * fields null) and the conversation is closed as ended.
   */
  vehicle: {
    id: number | null;
    title: string;
    price: number | null;
    /** Address of the cover photo, or null. */
    photo: string | null;
    /** Path of the ad page; null once the ad was removed. */
    path: string | null;
  };
  other: ChatPerson;
  lastMessage: ChatMessageView | null;
  lastMessageAt: string;
  unread: number;
  /** The other side's read mark: the caller's messages with id ≤ this are "Seen". */
  otherReadId: number;
  /**
   * Why no one can write any more, or null when the conversation is open: the ad was sold or
   * ended, or one side was suspended or deleted, or the caller blocked the other person.
   */
  closed: 'sold' | 'ended' | 'suspended' | 'deleted' | 'blocked' | null;
}

/** GET /api/me/conversations. */
export interface ConversationsAnswer {
  conversations: ConversationSummary[];
  /** Unread messages over all conversations (the top bar's count). */
  unread: number;
}

/** GET /api/me/conversations/:id/messages?before= — oldest first; `before` pages back. */
export interface ConversationMessagesAnswer {
  conversation: ConversationSummary;
  messages: ChatMessageView[];
  /** Whether older messages exist (ask again with `before` = the first id here). */
  hasOlder: boolean;
}

/**
 * What GET /api/me/events sends, one Server-Sent Event each: `id:` is the event's id (resume
 * with `Last-Event-ID` or `?lastEventId=`), `event:` the kind, `data:` the JSON below.
 */
export type ChatEvent =
  | { kind: 'message'; message: ChatMessageView }
  | { kind: 'message-deleted'; conversationId: number; messageId: number }
  | { kind: 'read'; conversationId: number; readerId: number; readId: number }
  | {
      kind: 'offer';
      conversationId: number;
      offerId: number;
      state: 'open' | 'accepted' | 'declined';
    }
  /**
   * The stream cannot resume from the id it was given (events that old were pruned): the client
   * reads its conversations afresh; the stream goes on from the user's newest event.
   */
  | { kind: 'resync' };

/** The kinds GET /api/me/events sends as `event:`. */
export type ChatEventKind = ChatEvent['kind'];

/**
 * GET /api/me/events?lastEventId=: resume after this event id (the `Last-Event-ID` header says
 * the same and wins when both are sent); without one the stream starts after the newest event.
 */
export const EventStreamQuerySchema = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, msg('The last event id must be a whole number'))
    .transform(Number)
    .optional(),
});
