import { z } from 'zod';
import { CHAT_MESSAGE_KINDS, CHAT_WARNINGS } from './chat';
import { msg } from './i18n/translate';
import { staffListPage } from './staff-list-page';

/**
 * Reported conversations in the staff Reports queue (issue 35, decision 129). Staff read a
 * conversation only while a participant's report of it is open, and every reading is in the
 * audit log; they dismiss the report, or suspend a participant through the users' suspension
 * (POST /api/admin/users/:id/suspend), which closes that person's conversation reports.
 */

export const CONVERSATION_REPORT_MESSAGES = {
  /** Any conversation without an open report reads as missing: staff cannot browse chats. */
  notFound: msg('This conversation has no open report.'),
} as const;

/** Reported conversations a page of the queue shows, oldest report first. */
export const CONVERSATION_REPORTS_PAGE_SIZE = 50;

/** GET /api/admin/conversation-reports?page=. */
export const AdminConversationReportsQuerySchema = z.object({ page: staffListPage });

/** `:id` of /api/admin/conversation-reports/:id/…: the conversation's id. */
export const ReportedConversationParamsSchema = z.object({
  id: z.coerce
    .number({ error: CONVERSATION_REPORT_MESSAGES.notFound })
    .int(CONVERSATION_REPORT_MESSAGES.notFound)
    .min(1, CONVERSATION_REPORT_MESSAGES.notFound)
    .max(2_147_483_647, CONVERSATION_REPORT_MESSAGES.notFound),
});

/** A person as staff see them: with their e-mail, and whether they are suspended. */
const StaffPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  suspended: z.boolean(),
});
export type StaffPerson = z.infer<typeof StaffPersonSchema>;

const ReportedConversationSchema = z.object({
  id: z.number().int(),
  /** `id` and `path` are null once the owner removed the ad; `title` is the title it had. */
  vehicle: z.object({
    id: z.number().int().nullable(),
    title: z.string(),
    path: z.string().nullable(),
  }),
  /** null when that account was deleted. */
  buyer: StaffPersonSchema.nullable(),
  seller: StaffPersonSchema.nullable(),
  reports: z.array(
    z.object({
      id: z.number().int(),
      reporter: StaffPersonSchema,
      /** Which side reported. */
      side: z.enum(['buyer', 'seller']),
      details: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ReportedConversation = z.infer<typeof ReportedConversationSchema>;

/** GET /api/admin/conversation-reports: the conversations with open reports. */
export const AdminConversationReportsResponseSchema = z.object({
  conversations: z.array(ReportedConversationSchema),
  total: z.number().int(),
});
export type AdminConversationReportsResponse = z.infer<
  typeof AdminConversationReportsResponseSchema
>;

/** GET /api/admin/conversation-reports/:id/messages: the whole conversation, oldest first. */
export const ReportedConversationMessagesSchema = z.object({
  conversationId: z.number().int(),
  messages: z.array(
    z.object({
      id: z.number().int(),
      /** Who wrote it; null when that account was deleted. */
      sender: z.enum(['buyer', 'seller']).nullable(),
      kind: z.enum(CHAT_MESSAGE_KINDS),
      /** '' for offer messages and deleted ones. */
      text: z.string(),
      /** The amount of an offer message. */
      offerAmount: z.number().nullable(),
      warning: z.enum(CHAT_WARNINGS).nullable(),
      createdAt: z.string(),
      deleted: z.boolean(),
    }),
  ),
});
export type ReportedConversationMessages = z.infer<typeof ReportedConversationMessagesSchema>;
