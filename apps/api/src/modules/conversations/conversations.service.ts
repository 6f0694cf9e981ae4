import {
  CHAT_LIMITS,
  type ChatMessageView,
  type ConversationMessagesAnswer,
  type ConversationsAnswer,
  type ConversationSummary,
} from '@carmarket/shared/chat';
import { chatWarningFor } from '@carmarket/shared/chat-safety';
import { nameShownToOthers } from '@carmarket/shared/display-name';
import { msg } from '@carmarket/shared/i18n/translate';
import { listingPath } from '@carmarket/shared/listing-url';
import { AppError } from '../../lib/app-error';
import { LIMITS } from '../limits/limit-rules';
import { refusal, type LimitSubject, type RateLimiter } from '../limits/rate-limiter';
import { isEndedListing, isLiveListing } from '../listings/listing-visibility';
import { requireVerifiedPhone } from '../phone-verification/phone-gate';
import { toMessageView } from './conversation-views';
import type { ConversationRow, ConversationsRepository } from './conversations.repository';
import type { PublicUrl } from '../listings/listing-card';

export const CONVERSATION_MESSAGES = {
  notFound: msg('We could not find that conversation.'),
  notForSale: msg('This car is no longer for sale.'),
  ownAd: msg('You cannot start a conversation about your own ad.'),
  /** To the person who was blocked: it says they cannot write, never that they were blocked. */
  cannotSend: msg('You can no longer send messages in this conversation.'),
  youBlocked: msg('You have blocked this person. Unblock them to send a message.'),
  sold: msg('This car has been sold, so this conversation is closed.'),
  ended: msg('This ad has ended, so this conversation is closed.'),
  removed: msg('The seller removed this ad, so this conversation is closed.'),
  held: msg('This ad is not available at the moment, so no messages can be sent.'),
  suspended: msg('This conversation is closed because an account in it is suspended.'),
  deleted: msg('The other account was deleted, so this conversation is closed.'),
  messageNotFound: msg('We could not find that message.'),
  notYours: msg('You can only delete messages you wrote.'),
  tooLateToDelete: msg('A message can only be deleted within 10 minutes of sending it.'),
  reported: msg('Thank you. Our team will read this conversation and act on it.'),
  deletedUser: msg('Deleted user'),
} as const;

/** How many conversations the inbox lists: the latest, far more than a person keeps open. */
const INBOX_SIZE = 200;

/**
 * Why nobody can write in a conversation any more, as the viewer may know it: the other account
 * was deleted, an account in it is suspended, the viewer blocked the other person, or the ad was
 * sold, ended or is held by staff. Computed on every read, so lifting a suspension or a hold
 * reopens it. That the other person blocked the viewer is not among them: the viewer is not told.
 */
type ClosedReason = Exclude<ConversationSummary['closed'], null> | 'held' | 'removed';

function closedReason(row: ConversationRow, viewerId: number, now: Date): ClosedReason | null {
  const otherId = row.buyerId === viewerId ? row.sellerId : row.buyerId;
  if (otherId === null) return 'deleted';
  const ad = row.ad;
  if (row.buyerSuspended || row.sellerSuspended || ad?.heldFor === 'suspension') {
    return 'suspended';
  }
  if (row.blockedByViewer) return 'blocked';
  if (!ad) return 'removed';
  if (isLiveListing(ad, now)) return null;
  if (ad.status === 'sold') return 'sold';
  if (isEndedListing(ad, now)) return 'ended';
  return 'held';
}

/** The refusal of a write to a conversation in its state, or null when the viewer may write. */
function writeRefusal(row: ConversationRow, viewerId: number, now: Date): AppError | null {
  switch (closedReason(row, viewerId, now)) {
    case 'deleted':
      return AppError.gone(CONVERSATION_MESSAGES.deleted);
    case 'suspended':
      return AppError.forbidden(CONVERSATION_MESSAGES.suspended);
    case 'blocked':
      return AppError.forbidden(CONVERSATION_MESSAGES.youBlocked);
    case 'sold':
      return AppError.gone(CONVERSATION_MESSAGES.sold);
    case 'ended':
      return AppError.gone(CONVERSATION_MESSAGES.ended);
    case 'held':
      return AppError.forbidden(CONVERSATION_MESSAGES.held);
    case 'removed':
      return AppError.gone(CONVERSATION_MESSAGES.removed);
    case null:
      return row.blockedViewer ? AppError.forbidden(CONVERSATION_MESSAGES.cannotSend) : null;
  }
}

/**
 * A conversation as the viewer's inbox shows it. The other person is a name only, never an
 * e-mail address or a phone number; a deleted account is `deletedUserName` in the viewer's
 * language.
 */
function toSummary(
  row: ConversationRow,
  viewerId: number,
  now: Date,
  deletedUserName: string,
  publicUrl: PublicUrl,
): ConversationSummary {
  const { ad } = row;
  const photo = ad?.cardImage?.['320'] ?? ad?.cardImage?.['640'];
  const role = row.buyerId === viewerId ? 'buyer' : 'seller';
  const otherId = role === 'buyer' ? row.sellerId : row.buyerId;
  const otherName = role === 'buyer' ? row.sellerName : row.buyerName;
  const reason = closedReason(row, viewerId, now);
  return {
    id: row.conversationId,
    role,
    // A removed ad is named by its title when the conversation began, and links nowhere.
    vehicle: ad
      ? {
          id: ad.id,
          title: ad.title,
          price: ad.price,
          photo: photo ? publicUrl(photo) : null,
          path: listingPath(ad),
        }
      : { id: null, title: row.vehicleTitle, price: null, photo: null, path: null },
    other:
      otherId === null || otherName === null
        ? { id: null, name: deletedUserName }
        : {
            id: otherId,
            name: nameShownToOthers(otherName, role === 'buyer' ? 'a seller' : 'a buyer'),
          },
    lastMessage: row.lastMessage ? toMessageView(row.lastMessage, viewerId) : null,
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread: row.unread,
    otherReadId: role === 'buyer' ? row.sellerReadId : row.buyerReadId,
    // A hold is staff's and may lift; to the people in the conversation the ad has ended for now,
    // as it has for good once its owner removed it.
    closed: reason === 'held' || reason === 'removed' ? 'ended' : reason,
  };
}

/** The viewer's conversation, or 404 for anyone who is not in it (nothing is told of it). */
async function conversationOf(
  repository: ConversationsRepository,
  conversationId: number,
  viewerId: number,
): Promise<ConversationRow> {
  const row = await repository.findForViewer(conversationId, viewerId);
  if (!row) throw AppError.notFound(CONVERSATION_MESSAGES.notFound);
  return row;
}

/** Counts one message against the sender's limits (and a new conversation's), or refuses. */
async function takeLimits(limiter: RateLimiter, subjects: LimitSubject[]): Promise<void> {
  const verdict = await limiter.takeAll(subjects);
  if (!verdict.allowed) throw refusal(verdict);
}

const messageLimits = (userId: number): LimitSubject[] => [
  { rule: LIMITS.messagesPerMinute, subject: `user:${userId}` },
  { rule: LIMITS.messagesPerHour, subject: `user:${userId}` },
];

/**
 * POST /api/vehicles/:id/conversations: the buyer's first message about a live ad starts their
 * conversation, or continues the one they have (one per buyer and ad). `created` says which.
 */
export async function startConversation(options: {
  repository: ConversationsRepository;
  limiter: RateLimiter;
  userId: number;
  vehicleId: number;
  text: string;
  now: Date;
}): Promise<{ conversationId: number; created: boolean }> {
  const { repository, limiter, userId, vehicleId, text, now } = options;
  const ad = await repository.findAdForBuyer({ vehicleId, buyerId: userId, now });
  if (!ad) throw AppError.notFound(CONVERSATION_MESSAGES.notForSale);
  if (ad.sellerId === userId) throw AppError.badRequest(CONVERSATION_MESSAGES.ownAd);
  if (!ad.live) {
    throw isEndedListing(ad, now)
      ? AppError.gone(CONVERSATION_MESSAGES.notForSale)
      : AppError.notFound(CONVERSATION_MESSAGES.notForSale);
  }
  if (ad.sellerBlockedByBuyer) throw AppError.forbidden(CONVERSATION_MESSAGES.youBlocked);
  if (ad.blockedBySeller) throw AppError.forbidden(CONVERSATION_MESSAGES.cannotSend);

  // Starting a conversation needs a verified number (issue 36); replies in one do not.
  if (ad.conversationId === null) requireVerifiedPhone(ad.buyerPhoneVerified);

  const subjects = messageLimits(userId);
  if (ad.conversationId === null) {
    subjects.push({ rule: LIMITS.newConversations, subject: `user:${userId}` });
    if (await repository.isUnprovenNewAccount(userId, now)) {
      subjects.push({ rule: LIMITS.newConversationsNewAccount, subject: `user:${userId}` });
    }
  }
  await takeLimits(limiter, subjects);
  return repository.startWithMessage({
    vehicleId,
    buyerId: userId,
    sellerId: ad.sellerId,
    body: text,
    warning: chatWarningFor(text),
  });
}

/** GET /api/me/conversations: the caller's conversations as buyer and as seller, latest first. */
export async function listConversations(options: {
  repository: ConversationsRepository;
  userId: number;
  deletedUserName: string;
  /** The address of a stored photo, for the car's picture. */
  publicUrl: PublicUrl;
  now: Date;
}): Promise<ConversationsAnswer> {
  const { repository, userId, deletedUserName, publicUrl, now } = options;
  const [rows, unread] = await Promise.all([
    repository.listForViewer(userId, INBOX_SIZE),
    repository.countUnread(userId),
  ]);
  return {
    conversations: rows.map((row) => toSummary(row, userId, now, deletedUserName, publicUrl)),
    unread,
  };
}

/** GET /api/me/conversations/:id/messages?before=: a page of the thread, oldest first. */
export async function listMessages(options: {
  repository: ConversationsRepository;
  userId: number;
  conversationId: number;
  before: number | null;
  deletedUserName: string;
  publicUrl: PublicUrl;
  now: Date;
}): Promise<ConversationMessagesAnswer> {
  const { repository, userId, conversationId, before, deletedUserName, publicUrl, now } = options;
  const row = await conversationOf(repository, conversationId, userId);
  const page = await repository.listMessages({
    conversationId,
    beforeId: before,
    limit: CHAT_LIMITS.page + 1,
  });
  return {
    conversation: toSummary(row, userId, now, deletedUserName, publicUrl),
    messages: page
      .slice(0, CHAT_LIMITS.page)
      .reverse()
      .map((message) => toMessageView(message, userId)),
    hasOlder: page.length > CHAT_LIMITS.page,
  };
}

/** POST /api/me/conversations/:id/messages: a typed message, while the conversation is open. */
export async function sendMessage(options: {
  repository: ConversationsRepository;
  limiter: RateLimiter;
  userId: number;
  conversationId: number;
  text: string;
  now: Date;
}): Promise<ChatMessageView> {
  const { repository, limiter, userId, conversationId, text, now } = options;
  const row = await conversationOf(repository, conversationId, userId);
  const refused = writeRefusal(row, userId, now);
  if (refused) throw refused;
  await takeLimits(limiter, messageLimits(userId));
  const message = await repository.sendText({
    conversationId,
    senderId: userId,
    body: text,
    warning: chatWarningFor(text),
  });
  return toMessageView(message, userId);
}

/** POST /api/me/conversations/:id/read: the caller has seen everything in it so far. */
export async function markConversationRead(options: {
  repository: ConversationsRepository;
  userId: number;
  conversationId: number;
}): Promise<void> {
  const { repository, userId, conversationId } = options;
  await conversationOf(repository, conversationId, userId);
  await repository.markRead({ conversationId, readerId: userId });
}

/**
 * DELETE /api/me/conversations/:id/messages/:messageId: the sender takes back their own text
 * message for both sides within CHAT_LIMITS.deleteWithinMs. Deleting it again changes nothing.
 */
export async function deleteMessage(options: {
  repository: ConversationsRepository;
  userId: number;
  conversationId: number;
  messageId: number;
  now: Date;
}): Promise<void> {
  const { repository, userId, conversationId, messageId, now } = options;
  await conversationOf(repository, conversationId, userId);
  const message = await repository.findMessage(conversationId, messageId);
  if (!message) throw AppError.notFound(CONVERSATION_MESSAGES.messageNotFound);
  if (message.senderId !== userId || message.kind !== 'text') {
    throw AppError.forbidden(CONVERSATION_MESSAGES.notYours);
  }
  if (message.deletedAt) return;
  const since = new Date(now.getTime() - CHAT_LIMITS.deleteWithinMs);
  const deleted = await repository.deleteMessage({
    conversationId,
    messageId,
    senderId: userId,
    since,
    now,
  });
  // Not deleted now: too old, or another tab deleted it a moment ago (which is what was asked).
  if (!deleted && message.createdAt <= since) {
    throw AppError.forbidden(CONVERSATION_MESSAGES.tooLateToDelete);
  }
}

/**
 * POST and DELETE /api/me/conversations/:id/block: the caller stops (or again allows) the other
 * person writing to them, here and in new conversations about the caller's ads. The blocked
 * person is not told; they only find they can no longer write.
 */
export async function setBlock(options: {
  repository: ConversationsRepository;
  userId: number;
  conversationId: number;
  blocked: boolean;
}): Promise<void> {
  const { repository, userId, conversationId, blocked } = options;
  const row = await conversationOf(repository, conversationId, userId);
  const otherId = row.buyerId === userId ? row.sellerId : row.buyerId;
  // A deleted account can write to nobody: there is no one left to block.
  if (otherId === null) return;
  if (blocked) await repository.block(userId, otherId);
  else await repository.unblock(userId, otherId);
}

/** POST /api/me/conversations/:id/report: stored once per reporter for staff (decision 127). */
export async function reportConversation(options: {
  repository: ConversationsRepository;
  userId: number;
  conversationId: number;
  details: string;
}): Promise<{ message: string }> {
  const { repository, userId, conversationId, details } = options;
  await conversationOf(repository, conversationId, userId);
  await repository.report({ conversationId, reporterId: userId, details });
  return { message: CONVERSATION_MESSAGES.reported };
}
