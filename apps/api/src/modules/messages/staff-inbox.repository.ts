import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import { contactMessages, messageReplies, preOrders, users } from '@carmarket/db/schema';
import type { InboxKind, InboxStatus } from '@carmarket/shared/staff-inbox';

const handler = alias(users, 'handler');

export interface InboxContactRow {
  id: number;
  createdAt: Date;
  status: InboxStatus;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  handledAt: Date | null;
  handledBy: { id: number; name: string } | null;
}

export interface InboxPreOrderRow {
  id: number;
  createdAt: Date;
  status: InboxStatus;
  carName: string;
  description: string | null;
  expectedPrice: number | null;
  contactEmail: string;
  handledAt: Date | null;
  handledBy: { id: number; name: string } | null;
}

export interface InboxReplyRow {
  kind: InboxKind;
  messageId: number;
  body: string;
  sentAt: Date;
  staff: { id: number; name: string } | null;
}

const tableOf = { contact: contactMessages, 'pre-order': preOrders } as const;

function staffOf(row: { handlerId: number | null; handlerName: string | null }) {
  return row.handlerId === null ? null : { id: row.handlerId, name: row.handlerName ?? '' };
}

/**
 * The staff inbox (decision 097): contact messages and pre-orders read as one list, their
 * new/handled state, and the replies staff sent.
 */
export function createStaffInboxRepository(db: Database) {
  const repository = {
    /** One page of both kinds of the status, newest first: `[kind, id]` pairs and the total. */
    async page(
      status: InboxStatus,
      limit: number,
      offset: number,
    ): Promise<{ items: Array<{ kind: InboxKind; id: number }>; total: number }> {
      // Each branch reads its (status, created_at) index; the union orders the two together.
      const result = await db.execute(sql`
        select kind, id from (
          select 'contact' as kind, id, created_at from ${contactMessages} where status = ${status}
          union all
          select 'pre-order' as kind, id, created_at from ${preOrders} where status = ${status}
        ) as inbox
        order by created_at desc, kind, id desc
        limit ${limit} offset ${offset}`);
      const [counted] = await db
        .select({
          total: sql<number>`(select count(*) from ${contactMessages} where status = ${status})
            + (select count(*) from ${preOrders} where status = ${status})`.mapWith(Number),
        })
        .from(sql`(select 1) as one`);
      const rows = (result as unknown as { rows: Array<{ kind: InboxKind; id: number }> }).rows;
      return {
        items: rows.map((row) => ({ kind: row.kind, id: Number(row.id) })),
        total: counted?.total ?? 0,
      };
    },

    async contactMessages(ids: number[]): Promise<InboxContactRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: contactMessages.id,
          createdAt: contactMessages.createdAt,
          status: contactMessages.status,
          name: contactMessages.name,
          email: contactMessages.email,
          phone: contactMessages.phone,
          subject: contactMessages.subject,
          message: contactMessages.message,
          handledAt: contactMessages.handledAt,
          handlerId: handler.id,
          handlerName: handler.name,
        })
        .from(contactMessages)
        .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
        .where(inArray(contactMessages.id, ids));
      return rows.map(({ handlerId, handlerName, ...row }) => ({
        ...row,
        handledBy: staffOf({ handlerId, handlerName }),
      }));
    },

    async preOrders(ids: number[]): Promise<InboxPreOrderRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: preOrders.id,
          createdAt: preOrders.createdAt,
          status: preOrders.status,
          carName: preOrders.carName,
          description: preOrders.description,
          expectedPrice: preOrders.expectedPrice,
          contactEmail: preOrders.contactEmail,
          handledAt: preOrders.handledAt,
          handlerId: handler.id,
          handlerName: handler.name,
        })
        .from(preOrders)
        .leftJoin(handler, eq(handler.id, preOrders.handledBy))
        .where(inArray(preOrders.id, ids));
      return rows.map(({ handlerId, handlerName, ...row }) => ({
        ...row,
        handledBy: staffOf({ handlerId, handlerName }),
      }));
    },

    /** The replies to these messages, oldest first. */
    async replies(contactIds: number[], preOrderIds: number[]): Promise<InboxReplyRow[]> {
      if (contactIds.length === 0 && preOrderIds.length === 0) return [];
      const rows = await db
        .select({
          contactMessageId: messageReplies.contactMessageId,
          preOrderId: messageReplies.preOrderId,
          body: messageReplies.body,
          sentAt: messageReplies.sentAt,
          handlerId: handler.id,
          handlerName: handler.name,
        })
        .from(messageReplies)
        .leftJoin(handler, eq(handler.id, messageReplies.staffId))
        .where(
          sql`${inArray(messageReplies.contactMessageId, contactIds.length ? contactIds : [0])}
            or ${inArray(messageReplies.preOrderId, preOrderIds.length ? preOrderIds : [0])}`,
        )
        .orderBy(asc(messageReplies.sentAt), asc(messageReplies.id));
      return rows.map((row) => ({
        kind: row.contactMessageId === null ? 'pre-order' : 'contact',
        messageId: row.contactMessageId ?? row.preOrderId ?? 0,
        body: row.body,
        sentAt: row.sentAt,
        staff: staffOf(row),
      }));
    },

    /** New contact messages and pre-orders together (the console menu's badge). */
    async countNew(): Promise<number> {
      const [row] = await db
        .select({
          count: sql<number>`(select count(*) from ${contactMessages} where status = 'new')
            + (select count(*) from ${preOrders} where status = 'new')`.mapWith(Number),
        })
        .from(sql`(select 1) as one`);
      return row?.count ?? 0;
    },

    /** One message as it is answered: who to write to and what they wrote; undefined if none. */
    async find(
      kind: InboxKind,
      id: number,
    ): Promise<InboxContactRow | InboxPreOrderRow | undefined> {
      const [row] =
        kind === 'contact'
          ? await repository.contactMessages([id])
          : await repository.preOrders([id]);
      return row;
    },

    /** Sets the status; false when there is no such message. */
    async setStatus(
      kind: InboxKind,
      id: number,
      status: InboxStatus,
      staffId: number,
      at: Date,
    ): Promise<boolean> {
      const table = tableOf[kind];
      const handled = status === 'handled';
      const changed = await db
        .update(table)
        .set({ status, handledAt: handled ? at : null, handledBy: handled ? staffId : null })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return changed.length > 0;
    },

    async addReply(reply: {
      kind: InboxKind;
      messageId: number;
      body: string;
      staffId: number;
      outboxId: number;
      at: Date;
    }): Promise<void> {
      await db.insert(messageReplies).values({
        contactMessageId: reply.kind === 'contact' ? reply.messageId : null,
        preOrderId: reply.kind === 'pre-order' ? reply.messageId : null,
        body: reply.body,
        staffId: reply.staffId,
        outboxId: reply.outboxId,
        sentAt: reply.at,
      });
    },

    /** The name and address of a member of staff, for a reply's signature and Reply-To. */
    async staffMember(id: number): Promise<{ name: string; email: string } | undefined> {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },
  };
  return repository;
}

export type StaffInboxRepository = ReturnType<typeof createStaffInboxRepository>;
