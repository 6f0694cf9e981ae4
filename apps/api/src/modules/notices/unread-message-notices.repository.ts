import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { CHAT_LIMITS } from '@carmarket/shared/chat';

/** Which side of a conversation a notice goes to. */
export type ConversationSide = 'buyer' | 'seller';

/** A person with a message waiting too long, and what the notice about it names. */
export interface UnreadNotice {
  conversationId: number;
  side: ConversationSide;
  recipient: { id: number; name: string; email: string };
  car: { make: string; model: string };
}

/** Who claims a notice and writes its mail: a transaction of the caller's. */
type Executor = Pick<Database, 'execute'>;

/**
 * How far back a conversation's last message is looked at: a message is due after 15 minutes and
 * held back at most an hour by the notice before it, so a day is ample even after downtime, and
 * keeps the scan to recent conversations.
 */
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;

/** The two sides of each conversation as rows: the person, their read mark, their last notice. */
function sides() {
  return sql`(values
    ('buyer', c.buyer_id, c.buyer_read_id, c.buyer_notice_at),
    ('seller', c.seller_id, c.seller_read_id, c.seller_notice_at)
  ) as s(side, user_id, read_id, notice_at)`;
}

/** One side's columns of conversation `c`. */
interface SideColumns {
  userId: SQL;
  readId: SQL;
  noticeAt: SQL;
}

const SIDE_COLUMNS: Record<ConversationSide, SideColumns> = {
  buyer: {
    userId: sql`c.buyer_id`,
    readId: sql`c.buyer_read_id`,
    noticeAt: sql`c.buyer_notice_at`,
  },
  seller: {
    userId: sql`c.seller_id`,
    readId: sql`c.seller_read_id`,
    noticeAt: sql`c.seller_notice_at`,
  },
};

/**
 * Whether a side of conversation `c` has a notice due at `now`: a text message from the other
 * side, not deleted, unread, older than 15 minutes and not yet told, and the side's last notice
 * at least an hour ago. A notice at N told every message due at N (written by N − 15 min), so a
 * message is untold when it was written after that: never told twice, never skipped.
 */
function noticeDue(now: Date, { userId, readId, noticeAt }: SideColumns) {
  const dueBefore = new Date(now.getTime() - CHAT_LIMITS.unreadNoticeAfterMs).toISOString();
  const waitInterval = `${CHAT_LIMITS.unreadNoticeAfterMs} milliseconds`;
  const lastNoticeBefore = new Date(now.getTime() - CHAT_LIMITS.noticeEveryMs).toISOString();
  return sql`(${noticeAt} is null or ${noticeAt} <= ${lastNoticeBefore}::timestamptz)
    and exists (
      select 1 from conversation_messages m
      where m.conversation_id = c.id and m.id > ${readId}
        and m.sender_id is distinct from ${userId}
        and m.kind = 'text' and m.deleted_at is null
        and m.created_at <= ${dueBefore}::timestamptz
        and m.created_at > coalesce(${noticeAt} - ${waitInterval}::interval, '-infinity'::timestamptz)
    )`;
}

/** The conversations' e-mail notices about unread messages (issue 35, decision 129). */
export function createUnreadNoticesRepository(db: Database) {
  return {
    /** Every notice due at `now`, to a person who is neither deleted nor suspended. */
    async due(now: Date, limit = 500): Promise<UnreadNotice[]> {
      const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString();
      const result = await db.execute(sql`
        select c.id as "conversationId", s.side as "side",
          u.id as "recipientId", u.name as "recipientName", u.email as "recipientEmail",
          v.make_name as "make", v.model as "model"
        from conversations c
        cross join lateral ${sides()}
        join users u on u.id = s.user_id and u.suspended_at is null
        join vehicles v on v.id = c.vehicle_id
        where c.last_message_at > ${since}::timestamptz
          and ${noticeDue(now, { userId: sql`s.user_id`, readId: sql`s.read_id`, noticeAt: sql`s.notice_at` })}
        order by c.id, s.side
        limit ${limit}`);
      const { rows } = result as unknown as {
        rows: Array<{
          conversationId: number;
          side: ConversationSide;
          recipientId: number;
          recipientName: string;
          recipientEmail: string;
          make: string;
          model: string;
        }>;
      };
      return rows.map((row) => ({
        conversationId: Number(row.conversationId),
        side: row.side,
        recipient: {
          id: Number(row.recipientId),
          name: row.recipientName,
          email: row.recipientEmail,
        },
        car: { make: row.make, model: row.model },
      }));
    },

    /**
     * Marks side `side` of the conversation noticed at `now`, only if its notice is still due:
     * one conditional update, so of two processes claiming at once exactly one gets true (the
     * other waits for the row, then finds the notice no longer due). Call it in the transaction
     * that writes the notice's mail, so the mark and the mail commit together or not at all.
     */
    async claim(
      notice: { conversationId: number; side: ConversationSide },
      now: Date,
      executor: Executor,
    ): Promise<boolean> {
      const column = notice.side === 'buyer' ? sql`buyer_notice_at` : sql`seller_notice_at`;
      const result = await executor.execute(sql`
        update conversations c set ${column} = ${now.toISOString()}::timestamptz
        where c.id = ${notice.conversationId} and ${noticeDue(now, SIDE_COLUMNS[notice.side])}
        returning c.id`);
      return (result as unknown as { rows: unknown[] }).rows.length === 1;
    },
  };
}

export type UnreadNoticesRepository = ReturnType<typeof createUnreadNoticesRepository>;
