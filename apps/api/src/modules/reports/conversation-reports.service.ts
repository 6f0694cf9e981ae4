import { listingPath } from '@carmarket/shared/listing-url';
import {
  CONVERSATION_REPORT_MESSAGES,
  CONVERSATION_REPORTS_PAGE_SIZE,
  type AdminConversationReportsResponse,
  type ReportedConversationMessages,
} from '@carmarket/shared/conversation-reports';
import { AppError } from '../../lib/app-error';
import type { ConversationReportsRepository } from './conversation-reports.repository';

/**
 * Staff and reported conversations (issue 35, decision 129): the queue lists who and what, never
 * the messages; the messages are read one conversation at a time, only while a report of it is
 * open, inside `app.staffAction` so each reading is in the audit log.
 */

/** GET /api/admin/conversation-reports. */
export async function listConversationReports(options: {
  conversationReports: ConversationReportsRepository;
  page: number;
}): Promise<AdminConversationReportsResponse> {
  const { rows, total } = await options.conversationReports.listOpen({
    limit: CONVERSATION_REPORTS_PAGE_SIZE,
    offset: (options.page - 1) * CONVERSATION_REPORTS_PAGE_SIZE,
  });
  return {
    total,
    conversations: rows.map((row) => ({
      id: row.id,
      // A removed ad keeps its title from when the conversation began, and links nowhere.
      vehicle: row.vehicle
        ? { id: row.vehicle.id, title: row.vehicle.title, path: listingPath(row.vehicle) }
        : { id: null, title: row.vehicleTitle, path: null },
      buyer: row.buyer,
      seller: row.seller,
      reports: row.reports.map((report) => ({
        ...report,
        side: report.reporter.id === row.buyer?.id ? 'buyer' : 'seller',
        createdAt: report.createdAt.toISOString(),
      })),
    })),
  };
}

/** GET /api/admin/conversation-reports/:id/messages: 404 unless a report of it is open. */
export async function readReportedConversation(options: {
  conversationReports: ConversationReportsRepository;
  conversationId: number;
}): Promise<ReportedConversationMessages> {
  const { conversationReports, conversationId } = options;
  const sides = await conversationReports.findReported(conversationId);
  if (!sides) throw AppError.notFound(CONVERSATION_REPORT_MESSAGES.notFound);
  const sideOf = (senderId: number | null) =>
    senderId === null
      ? null
      : senderId === sides.buyerId
        ? ('buyer' as const)
        : senderId === sides.sellerId
          ? ('seller' as const)
          : null;
  const messages = await conversationReports.messages(conversationId);
  return {
    conversationId,
    messages: messages.map((message) => ({
      id: message.id,
      sender: sideOf(message.senderId),
      kind: message.kind,
      text: message.deletedAt ? '' : message.body,
      offerAmount: message.offerAmount === null ? null : Number(message.offerAmount),
      warning: message.warning,
      createdAt: message.createdAt.toISOString(),
      deleted: message.deletedAt !== null,
    })),
  };
}

/** POST /api/admin/conversation-reports/:id/dismiss: 404 when no report of it is open. */
export async function dismissConversationReports(options: {
  conversationReports: ConversationReportsRepository;
  conversationId: number;
  staffId: number;
  now?: Date;
}): Promise<void> {
  const { conversationReports, conversationId, staffId } = options;
  const now = options.now ?? new Date();
  if ((await conversationReports.dismiss({ conversationId, staffId, now })) === 0) {
    throw AppError.notFound(CONVERSATION_REPORT_MESSAGES.notFound);
  }
}
