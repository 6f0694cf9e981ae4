import { and, asc, eq, inArray, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conversationMessages,
  conversationReports,
  conversations,
  offers,
  users,
  vehicles,
} from '@carmarket/db/schema';
import type { ChatMessageKind, ChatWarning } from '@carmarket/shared/chat';

/** How staff close a conversation's reports. */
export type ConversationReportDecision = 'dismissed' | 'user-suspended';

/** A person as the staff queue shows them. */
export interface StaffPersonRow {
  id: number;
  name: string;
  email: string;
  suspended: boolean;
}

export interface ReportedConversationRow {
  id: number;
  /** Null once its owner removed the ad: the conversation and its reports stay for staff. */
  vehicle: { id: number; title: string; yom: number; city: string } | null;
  /** The ad's title when the conversation began. */
  vehicleTitle: string;
  buyer: StaffPersonRow | null;
  seller: StaffPersonRow | null;
  reports: Array<{
    id: number;
    reporter: StaffPersonRow;
    details: string;
    createdAt: Date;
  }>;
}

export interface ReportedMessageRow {
  id: number;
  senderId: number | null;
  kind: ChatMessageKind;
  body: string;
  offerAmount: number | null;
  warning: ChatWarning | null;
  createdAt: Date;
  deletedAt: Date | null;
}

const openReport = isNull(conversationReports.decision);

/** A person's columns from `users` or an alias of it (buyer, seller, reporter). */
function person(table: Record<'id' | 'name' | 'email' | 'suspendedAt', AnyColumn>) {
  return {
    id: sql<number>`${table.id}`.mapWith(Number),
    name: sql<string>`${table.name}`,
    email: sql<string>`${table.email}`,
    suspended: sql<boolean>`${table.suspendedAt} is not null`.mapWith(Boolean),
  };
}

/**
 * Participants' reports of conversations (issue 35, decision 129), as staff read and decide them.
 * Part A's POST /api/me/conversations/:id/report writes the rows; this reads and closes them.
 */
export function createConversationReportsRepository(db: Database) {
  return {
    /** Conversations with an open report, oldest report first, with every open report. */
    async listOpen(options: {
      limit: number;
      offset: number;
    }): Promise<{ rows: ReportedConversationRow[]; total: number }> {
      const firstReported = sql`min(${conversationReports.createdAt})`;
      const page = await db
        .select({ id: conversationReports.conversationId })
        .from(conversationReports)
        .where(openReport)
        .groupBy(conversationReports.conversationId)
        .orderBy(asc(firstReported), asc(conversationReports.conversationId))
        .limit(options.limit)
        .offset(options.offset);
      const [totalRow] = await db
        .select({ total: sql<number>`count(distinct ${conversationReports.conversationId})` })
        .from(conversationReports)
        .where(openReport);
      const total = Number(totalRow?.total ?? 0);
      const ids = page.map((row) => row.id);
      if (ids.length === 0) return { rows: [], total };

      const buyer = alias(users, 'buyer');
      const seller = alias(users, 'seller');
      const heads = await db
        .select({
          id: conversations.id,
          vehicle: { id: vehicles.id, title: vehicles.title, yom: vehicles.yom, city: cities.name },
          vehicleTitle: conversations.vehicleTitle,
          buyer: person(buyer),
          seller: person(seller),
        })
        .from(conversations)
        .leftJoin(vehicles, eq(vehicles.id, conversations.vehicleId))
        .leftJoin(cities, eq(cities.id, vehicles.cityId))
        .leftJoin(buyer, eq(buyer.id, conversations.buyerId))
        .leftJoin(seller, eq(seller.id, conversations.sellerId))
        .where(inArray(conversations.id, ids));
      const reporter = alias(users, 'reporter');
      const reports = await db
        .select({
          id: conversationReports.id,
          conversationId: conversationReports.conversationId,
          reporter: person(reporter),
          details: conversationReports.details,
          createdAt: conversationReports.createdAt,
        })
        .from(conversationReports)
        .innerJoin(reporter, eq(reporter.id, conversationReports.reporterId))
        .where(and(openReport, inArray(conversationReports.conversationId, ids)))
        .orderBy(asc(conversationReports.createdAt), asc(conversationReports.id));

      const byId = new Map(heads.map((head) => [head.id, head]));
      const rows = ids.flatMap((id) => {
        const head = byId.get(id);
        if (!head) return [];
        return [
          {
            ...head,
            // A left join's missing side comes back as a row of nulls.
            vehicle: head.vehicle?.id ? head.vehicle : null,
            buyer: head.buyer?.id ? head.buyer : null,
            seller: head.seller?.id ? head.seller : null,
            reports: reports
              .filter((report) => report.conversationId === id)
              .map(({ conversationId: _, ...report }) => report),
          },
        ];
      });
      return { rows, total };
    },

    /** The conversation's two sides, when it has an open report; undefined otherwise. */
    async findReported(
      conversationId: number,
    ): Promise<{ buyerId: number | null; sellerId: number | null } | undefined> {
      const [row] = await db
        .select({ buyerId: conversations.buyerId, sellerId: conversations.sellerId })
        .from(conversations)
        .where(
          and(
            eq(conversations.id, conversationId),
            sql`exists (select 1 from ${conversationReports}
              where ${conversationReports.conversationId} = ${conversations.id} and ${openReport})`,
          ),
        );
      return row;
    },

    /** Every message of the conversation, oldest first, with an offer message's amount. */
    async messages(conversationId: number): Promise<ReportedMessageRow[]> {
      return db
        .select({
          id: conversationMessages.id,
          senderId: conversationMessages.senderId,
          kind: conversationMessages.kind,
          body: conversationMessages.body,
          offerAmount: offers.amount,
          warning: conversationMessages.warning,
          createdAt: conversationMessages.createdAt,
          deletedAt: conversationMessages.deletedAt,
        })
        .from(conversationMessages)
        .leftJoin(offers, eq(offers.id, conversationMessages.offerId))
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(asc(conversationMessages.id));
    },

    /** Dismisses every open report of the conversation; how many there were. */
    async dismiss(options: {
      conversationId: number;
      staffId: number;
      now: Date;
    }): Promise<number> {
      const decision: ConversationReportDecision = 'dismissed';
      const closed = await db
        .update(conversationReports)
        .set({ decision, decidedAt: options.now, decidedBy: options.staffId })
        .where(and(eq(conversationReports.conversationId, options.conversationId), openReport))
        .returning({ id: conversationReports.id });
      return closed.length;
    },

    /**
     * Closes the open reports of every conversation `userId` is in, when staff suspend them
     * (decision 096's flow): the reason to read those conversations has been acted on.
     */
    async closeOpenReportsOfParticipant(options: {
      userId: number;
      staffId: number;
      now: Date;
    }): Promise<number> {
      const closed = await db
        .update(conversationReports)
        .set({ decision: 'user-suspended', decidedAt: options.now, decidedBy: options.staffId })
        .where(
          and(
            openReport,
            inArray(
              conversationReports.conversationId,
              db
                .select({ id: conversations.id })
                .from(conversations)
                .where(
                  or(
                    eq(conversations.buyerId, options.userId),
                    eq(conversations.sellerId, options.userId),
                  ),
                ),
            ),
          ),
        )
        .returning({ id: conversationReports.id });
      return closed.length;
    },
  };
}

export type ConversationReportsRepository = ReturnType<typeof createConversationReportsRepository>;
