import { and, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conversationMessages,
  conversationReports,
  conversations,
  offers,
  userBlocks,
  users,
  vehicles,
  type ListingHold,
} from '@carmarket/db/schema';
import type { ChatEvent, ChatMessageKind, ChatWarning } from '@carmarket/shared/chat';
import type { ImageVariants } from '@carmarket/shared/media';
import type { OfferState } from '@carmarket/shared/offers-inbox';
import { cardFields } from '../listings/listing-card';
import { isLive } from '../listings/listing-visibility';
import { phoneVerifiedOf } from '../phone-verification/phone-gate';
import { toMessageView, type MessageRow } from './conversation-views';

/** A database or a transaction on it. */
type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Records events for users' live streams in the caller's transaction (modules/events): handed in
 * by repositories.ts, so this module never imports another's repository.
 */
export type RecordUserEvents = (
  tx: Writer,
  events: { userId: number; event: ChatEvent }[],
) => Promise<void>;

/** What a conversation shows of its ad, and the ad's state, which decides who may write. */
export interface ConversationAd {
  id: number;
  title: string;
  price: number;
  yom: number;
  city: string;
  cardImage: Partial<ImageVariants> | null;
  status: string;
  expiresAt: Date | null;
  heldFor: ListingHold | null;
  approvedAt: Date | null;
}

/** A conversation with its ad and both people, as one viewer reads it. */
export interface ConversationRow {
  conversationId: number;
  /** Null once the owner deleted the ad: the conversation stays, read-only (decision 127). */
  ad: ConversationAd | null;
  /** The ad's title when the conversation began. */
  vehicleTitle: string;
  buyerId: number | null;
  sellerId: number | null;
  lastMessageId: number;
  lastMessageAt: Date;
  buyerReadId: number;
  sellerReadId: number;
  buyerName: string | null;
  buyerSuspended: boolean;
  sellerName: string | null;
  sellerSuspended: boolean;
  /** The viewer blocked the other person. */
  blockedByViewer: boolean;
  /** The other person blocked the viewer (never shown to the viewer, only obeyed). */
  blockedViewer: boolean;
  /** The other side's messages after the viewer's read mark. */
  unread: number;
  lastMessage: MessageRow | null;
}

/** A message to add to a conversation. */
export interface NewMessage {
  conversationId: number;
  senderId: number;
  kind: ChatMessageKind;
  body: string;
  offerId: number | null;
  warning: ChatWarning | null;
}

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');
const lastMessages = alias(conversationMessages, 'last_messages');
const lastOffers = alias(offers, 'last_offers');

/** The columns of a message with its offer now, from `messages` joined to `messageOffers`. */
function messageColumns<
  Messages extends typeof conversationMessages | typeof lastMessages,
  MessageOffers extends typeof offers | typeof lastOffers,
>(messages: Messages, messageOffers: MessageOffers) {
  return {
    id: messages.id,
    conversationId: messages.conversationId,
    senderId: messages.senderId,
    kind: messages.kind,
    body: messages.body,
    warning: messages.warning,
    createdAt: messages.createdAt,
    deletedAt: messages.deletedAt,
    offerId: messages.offerId,
    offerAmount: messageOffers.amount,
    offerState: messageOffers.state,
  };
}

/** The viewer's read mark in the row's conversation. */
const readMarkOf = (viewerId: number): SQL<number> =>
  sql<number>`case when ${conversations.buyerId} = ${viewerId}
    then ${conversations.buyerReadId} else ${conversations.sellerReadId} end`;

/** The other person's id, or null when their account was deleted. */
const otherOf = (viewerId: number): SQL<number | null> =>
  sql<number | null>`case when ${conversations.buyerId} = ${viewerId}
    then ${conversations.sellerId} else ${conversations.buyerId} end`;

/** What one viewer reads of a conversation: its card, both people, the blocks and unread. */
function summaryColumns(viewerId: number) {
  return {
    conversationId: conversations.id,
    buyerId: conversations.buyerId,
    sellerId: conversations.sellerId,
    lastMessageId: conversations.lastMessageId,
    lastMessageAt: conversations.lastMessageAt,
    buyerReadId: conversations.buyerReadId,
    sellerReadId: conversations.sellerReadId,
    vehicleTitle: conversations.vehicleTitle,
    ad: {
      id: vehicles.id,
      title: vehicles.title,
      price: vehicles.price,
      yom: vehicles.yom,
      city: cities.name,
      cardImage: cardFields.vehicles.cardImage,
      status: sql<string>`${vehicles.status}::text`,
      expiresAt: vehicles.expiresAt,
      heldFor: vehicles.heldFor,
      approvedAt: vehicles.approvedAt,
    },
    buyerName: buyers.name,
    buyerSuspended: sql<boolean>`${buyers.suspendedAt} is not null`,
    sellerName: sellers.name,
    sellerSuspended: sql<boolean>`${sellers.suspendedAt} is not null`,
    blockedByViewer: sql<boolean>`exists (select 1 from ${userBlocks}
      where ${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${otherOf(viewerId)})`,
    blockedViewer: sql<boolean>`exists (select 1 from ${userBlocks}
      where ${userBlocks.blockerId} = ${otherOf(viewerId)} and ${userBlocks.blockedId} = ${viewerId})`,
    unread: sql<number>`(select count(*)::int from ${conversationMessages}
      where ${conversationMessages.conversationId} = ${conversations.id}
        and ${conversationMessages.id} > ${readMarkOf(viewerId)}
        and ${conversationMessages.senderId} is distinct from ${viewerId}
        and ${conversationMessages.deletedAt} is null)`,
    lastMessage: messageColumns(lastMessages, lastOffers),
  };
}

type SummaryRead = Omit<ConversationRow, 'lastMessage' | 'ad'> & {
  ad: { [K in keyof ConversationAd]: ConversationAd[K] | null } | null;
  lastMessage: { [K in keyof MessageRow]: MessageRow[K] | null } | null;
};

/**
 * Left-joined rows are all nulls when absent: a conversation with no message yet, or whose ad
 * its owner deleted.
 */
function toConversationRow(row: SummaryRead): ConversationRow {
  const { ad, lastMessage } = row;
  return {
    ...row,
    ad: ad?.id == null ? null : (ad as ConversationAd),
    lastMessage: lastMessage?.id == null ? null : (lastMessage as MessageRow),
  };
}

/** The conversation's buyer and seller ids, the side fields a viewer's read mark lives in. */
async function participantsOf(
  tx: Writer,
  conversationId: number,
): Promise<{ buyerId: number | null; sellerId: number | null }> {
  const [row] = await tx
    .select({ buyerId: conversations.buyerId, sellerId: conversations.sellerId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!row) throw new Error(`conversation ${conversationId} not found`);
  return row;
}

/** `select` of messages with their offers now; callers add the conditions. */
const selectMessages = (executor: Pick<Database, 'select'>) =>
  executor
    .select(messageColumns(conversationMessages, offers))
    .from(conversationMessages)
    .leftJoin(offers, eq(offers.id, conversationMessages.offerId));

/** A message with its offer now, read in the transaction that wrote it. */
async function readMessage(tx: Writer, messageId: number): Promise<MessageRow> {
  const [row] = await selectMessages(tx).where(eq(conversationMessages.id, messageId));
  if (!row) throw new Error(`message ${messageId} not found`);
  return row;
}

/** Both people of a conversation who still have an account. */
const presentIn = (people: { buyerId: number | null; sellerId: number | null }): number[] =>
  [people.buyerId, people.sellerId].filter((id): id is number => id !== null);

/**
 * Writes to conversations inside a caller's transaction: the one way a message is added, whether
 * typed or an offer, so each is stored, marked read for its sender, and announced to both sides
 * (each rendered for its viewer) in one transaction, or not at all (decision 127). The offers
 * module is handed this by repositories.ts for the offers in the thread.
 */
export function createConversationThreads(recordUserEvents: RecordUserEvents) {
  /** Adds the message, moves the conversation's last message and the sender's read mark. */
  async function append(tx: Writer, message: NewMessage): Promise<MessageRow> {
    const [stored] = await tx
      .insert(conversationMessages)
      .values(message)
      .returning({ id: conversationMessages.id, createdAt: conversationMessages.createdAt });
    if (!stored) throw new Error('message not stored');
    const senderIsBuyer = sql`${conversations.buyerId} = ${message.senderId}`;
    await tx
      .update(conversations)
      .set({
        lastMessageId: sql`greatest(${conversations.lastMessageId}, ${stored.id})`,
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${stored.createdAt.toISOString()}::timestamptz)`,
        buyerReadId: sql`case when ${senderIsBuyer}
          then greatest(${conversations.buyerReadId}, ${stored.id}) else ${conversations.buyerReadId} end`,
        sellerReadId: sql`case when ${senderIsBuyer}
          then ${conversations.sellerReadId} else greatest(${conversations.sellerReadId}, ${stored.id}) end`,
      })
      .where(eq(conversations.id, message.conversationId));
    const row = await readMessage(tx, stored.id);
    const people = await participantsOf(tx, message.conversationId);
    await recordUserEvents(
      tx,
      presentIn(people).map((userId) => ({
        userId,
        event: { kind: 'message', message: toMessageView(row, userId) },
      })),
    );
    return row;
  }

  /**
   * The buyer's conversation about the ad: made now, or the one they already have. The unique
   * index decides between simultaneous first messages; the update on conflict locks the row, so
   * the loser waits and then writes to the winner's conversation.
   */
  async function upsert(
    tx: Writer,
    values: { vehicleId: number; buyerId: number; sellerId: number },
  ): Promise<{ id: number; created: boolean }> {
    const [row] = await tx
      .insert(conversations)
      .values({
        ...values,
        vehicleTitle: sql`(select ${vehicles.title} from ${vehicles} where ${vehicles.id} = ${values.vehicleId})`,
      })
      .onConflictDoUpdate({
        target: [conversations.vehicleId, conversations.buyerId],
        set: { vehicleId: sql`excluded.vehicle_id` },
      })
      .returning({ id: conversations.id, created: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error('conversation not stored');
    return row;
  }

  return {
    append,
    upsert,
    recordUserEvents,

    /** An offer made on the ad: it opens (or continues) the buyer's conversation. */
    async offerMade(
      tx: Writer,
      offer: { offerId: number; vehicleId: number; buyerId: number; sellerId: number },
    ): Promise<void> {
      const conversation = await upsert(tx, offer);
      await append(tx, {
        conversationId: conversation.id,
        senderId: offer.buyerId,
        kind: 'offer',
        body: '',
        offerId: offer.offerId,
        warning: null,
      });
    },

    /**
     * The seller accepted or declined an offer: the answer is a message from the seller, and both
     * sides hear that the offer's state changed (their offer message shows it).
     */
    async offerAnswered(
      tx: Writer,
      offer: {
        offerId: number;
        vehicleId: number;
        buyerId: number;
        sellerId: number;
        state: Exclude<OfferState, 'open'>;
      },
    ): Promise<void> {
      const conversation = await upsert(tx, offer);
      await append(tx, {
        conversationId: conversation.id,
        senderId: offer.sellerId,
        kind: offer.state === 'accepted' ? 'offer-accepted' : 'offer-declined',
        body: '',
        offerId: offer.offerId,
        warning: null,
      });
      const people = await participantsOf(tx, conversation.id);
      await recordUserEvents(
        tx,
        presentIn(people).map((userId) => ({
          userId,
          event: {
            kind: 'offer',
            conversationId: conversation.id,
            offerId: offer.offerId,
            state: offer.state,
          },
        })),
      );
    },
  };
}

export type ConversationThreads = ReturnType<typeof createConversationThreads>;

export function createConversationsRepository(db: Database, threads: ConversationThreads) {
  /** `select` of conversation summaries for the viewer, with every join they need. */
  const selectSummaries = (viewerId: number) =>
    db
      .select(summaryColumns(viewerId))
      .from(conversations)
      .leftJoin(vehicles, eq(vehicles.id, conversations.vehicleId))
      .leftJoin(cities, eq(cities.id, vehicles.cityId))
      .leftJoin(buyers, eq(buyers.id, conversations.buyerId))
      .leftJoin(sellers, eq(sellers.id, conversations.sellerId))
      .leftJoin(lastMessages, eq(lastMessages.id, conversations.lastMessageId))
      .leftJoin(lastOffers, eq(lastOffers.id, lastMessages.offerId));

  const isParticipant = (viewerId: number) =>
    or(eq(conversations.buyerId, viewerId), eq(conversations.sellerId, viewerId))!;

  return {
    /**
     * What starting a conversation about an ad must know: its seller, whether it is live or has
     * ended for good, the buyer's conversation about it if any, and the blocks between the two.
     */
    async findAdForBuyer(options: { vehicleId: number; buyerId: number; now: Date }): Promise<{
      sellerId: number;
      live: boolean;
      status: string;
      expiresAt: Date | null;
      heldFor: ListingHold | null;
      approvedAt: Date | null;
      conversationId: number | null;
      blockedBySeller: boolean;
      sellerBlockedByBuyer: boolean;
      buyerPhoneVerified: boolean;
    } | null> {
      const { vehicleId, buyerId, now } = options;
      const [row] = await db
        .select({
          sellerId: vehicles.userId,
          live: sql<boolean>`${isLive(now)}`,
          status: sql<string>`${vehicles.status}::text`,
          expiresAt: vehicles.expiresAt,
          heldFor: vehicles.heldFor,
          approvedAt: vehicles.approvedAt,
          conversationId: conversations.id,
          blockedBySeller: sql<boolean>`exists (select 1 from ${userBlocks}
            where ${userBlocks.blockerId} = ${vehicles.userId} and ${userBlocks.blockedId} = ${buyerId})`,
          sellerBlockedByBuyer: sql<boolean>`exists (select 1 from ${userBlocks}
            where ${userBlocks.blockerId} = ${buyerId} and ${userBlocks.blockedId} = ${vehicles.userId})`,
          buyerPhoneVerified: phoneVerifiedOf(buyerId),
        })
        .from(vehicles)
        .leftJoin(
          conversations,
          and(eq(conversations.vehicleId, vehicles.id), eq(conversations.buyerId, buyerId)),
        )
        .where(eq(vehicles.id, vehicleId));
      return row ?? null;
    },

    /**
     * Whether the account is new and unproven (decision 127): younger than a day, with its e-mail
     * not confirmed and no live ad.
     */
    async isUnprovenNewAccount(userId: number, now: Date): Promise<boolean> {
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            gt(users.createdAt, dayAgo),
            isNull(users.emailConfirmedAt),
            sql`not exists (select 1 from ${vehicles}
              where ${vehicles.userId} = ${users.id} and ${isLive(now)})`,
          ),
        );
      return row !== undefined;
    },

    /** Starts (or continues) the buyer's conversation with a first message, in one transaction. */
    startWithMessage(options: {
      vehicleId: number;
      buyerId: number;
      sellerId: number;
      body: string;
      warning: ChatWarning | null;
    }): Promise<{ conversationId: number; created: boolean }> {
      const { vehicleId, buyerId, sellerId, body, warning } = options;
      return db.transaction(async (tx) => {
        const conversation = await threads.upsert(tx, { vehicleId, buyerId, sellerId });
        await threads.append(tx, {
          conversationId: conversation.id,
          senderId: buyerId,
          kind: 'text',
          body,
          offerId: null,
          warning,
        });
        return { conversationId: conversation.id, created: conversation.created };
      });
    },

    /** Adds a typed message to a conversation, announced to both sides, in one transaction. */
    sendText(message: Omit<NewMessage, 'kind' | 'offerId'>): Promise<MessageRow> {
      return db.transaction((tx) =>
        threads.append(tx, { ...message, kind: 'text', offerId: null }),
      );
    },

    /** The viewer's conversation, or null when there is none or the viewer is not in it. */
    async findForViewer(conversationId: number, viewerId: number): Promise<ConversationRow | null> {
      const [row] = await selectSummaries(viewerId).where(
        and(eq(conversations.id, conversationId), isParticipant(viewerId)),
      );
      return row ? toConversationRow(row) : null;
    },

    /** The viewer's conversations, the latest message first (at most `limit`). */
    async listForViewer(viewerId: number, limit: number): Promise<ConversationRow[]> {
      const rows = await selectSummaries(viewerId)
        .where(isParticipant(viewerId))
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(limit);
      return rows.map(toConversationRow);
    },

    /** Unread messages over all the viewer's conversations (the top bar's count). */
    async countUnread(viewerId: number): Promise<number> {
      const [row] = await db
        .select({ unread: sql<number>`count(*)::int` })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(
          and(
            isParticipant(viewerId),
            sql`${conversationMessages.id} > ${readMarkOf(viewerId)}`,
            sql`${conversationMessages.senderId} is distinct from ${viewerId}`,
            isNull(conversationMessages.deletedAt),
          ),
        );
      return row?.unread ?? 0;
    },

    /** A page of messages, newest first: `limit` of them before `beforeId` (or the latest). */
    listMessages(options: {
      conversationId: number;
      beforeId: number | null;
      limit: number;
    }): Promise<MessageRow[]> {
      const { conversationId, beforeId, limit } = options;
      return selectMessages(db)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            beforeId === null ? undefined : lt(conversationMessages.id, beforeId),
          ),
        )
        .orderBy(desc(conversationMessages.id))
        .limit(limit);
    },

    /**
     * Moves the reader's read mark to the conversation's last message and tells the other side,
     * in one transaction. Returns the mark, or null when it had nothing to move.
     */
    markRead(options: { conversationId: number; readerId: number }): Promise<number | null> {
      const { conversationId, readerId } = options;
      return db.transaction(async (tx) => {
        const people = await participantsOf(tx, conversationId);
        const side = people.buyerId === readerId ? 'buyer' : 'seller';
        const mark = side === 'buyer' ? conversations.buyerReadId : conversations.sellerReadId;
        const [moved] = await tx
          .update(conversations)
          .set(
            side === 'buyer'
              ? { buyerReadId: sql`${conversations.lastMessageId}` }
              : { sellerReadId: sql`${conversations.lastMessageId}` },
          )
          .where(and(eq(conversations.id, conversationId), lt(mark, conversations.lastMessageId)))
          .returning({ readId: conversations.lastMessageId });
        if (!moved) return null;
        const otherId = side === 'buyer' ? people.sellerId : people.buyerId;
        if (otherId !== null) {
          await recordRead(tx, { conversationId, readerId, readId: moved.readId, otherId });
        }
        return moved.readId;
      });
    },

    /** One message of the conversation, or null. */
    async findMessage(conversationId: number, messageId: number): Promise<MessageRow | null> {
      const [row] = await selectMessages(db).where(
        and(
          eq(conversationMessages.id, messageId),
          eq(conversationMessages.conversationId, conversationId),
        ),
      );
      return row ?? null;
    },

    /**
     * Deletes the sender's text message for both sides if it is still theirs to delete (written
     * after `since`), and tells both sides, in one transaction. False when it no longer was.
     */
    deleteMessage(options: {
      conversationId: number;
      messageId: number;
      senderId: number;
      since: Date;
      now: Date;
    }): Promise<boolean> {
      const { conversationId, messageId, senderId, since, now } = options;
      return db.transaction(async (tx) => {
        const deleted = await tx
          .update(conversationMessages)
          .set({ deletedAt: now, body: '', warning: null })
          .where(
            and(
              eq(conversationMessages.id, messageId),
              eq(conversationMessages.conversationId, conversationId),
              eq(conversationMessages.senderId, senderId),
              eq(conversationMessages.kind, 'text'),
              isNull(conversationMessages.deletedAt),
              gt(conversationMessages.createdAt, since),
            ),
          )
          .returning({ id: conversationMessages.id });
        if (deleted.length === 0) return false;
        const people = await participantsOf(tx, conversationId);
        await threads.recordUserEvents(
          tx,
          presentIn(people).map((userId) => ({
            userId,
            event: { kind: 'message-deleted', conversationId, messageId },
          })),
        );
        return true;
      });
    },

    /** The blocker no longer hears from the blocked person; blocking twice is one block. */
    async block(blockerId: number, blockedId: number): Promise<void> {
      await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async unblock(blockerId: number, blockedId: number): Promise<void> {
      await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },

    /** Stores the reporter's report of the conversation once; a repeat changes nothing. */
    async report(options: {
      conversationId: number;
      reporterId: number;
      details: string;
    }): Promise<void> {
      await db.insert(conversationReports).values(options).onConflictDoNothing();
    },
  };

  /** The other side learns how far the reader has read ("Seen"). */
  function recordRead(
    tx: Writer,
    read: { conversationId: number; readerId: number; readId: number; otherId: number },
  ): Promise<void> {
    return threads.recordUserEvents(tx, [
      {
        userId: read.otherId,
        event: {
          kind: 'read',
          conversationId: read.conversationId,
          readerId: read.readerId,
          readId: read.readId,
        },
      },
    ]);
  }
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
