import { z } from 'zod';
import { PAGE_INVALID, staffListPage } from './staff-list-page';
import { BODY_NOT_AN_OBJECT } from './errors';
import { multiLineText } from './text';
import { msg } from './i18n/translate';

/**
 * The staff inbox (issue 18, decision 097): contact messages and pre-order requests in one list,
 * new or handled, each answered by e-mail from the console.
 */
export const INBOX_KINDS = ['contact', 'pre-order'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_STATUSES = ['new', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Messages on a page of GET /api/admin/messages. */
export const INBOX_PAGE_SIZE = 20;
export const INBOX_REPLY_MAX = 5_000;

export const INBOX_MESSAGES = {
  notFound: msg('We could not find that message.'),
  statusInvalid: msg('Status must be new or handled'),
  pageInvalid: PAGE_INVALID,
  replyRequired: msg('Please write your reply'),
  replyTooLong: msg('Your reply is too long (5,000 characters at most)'),
} as const;

export const InboxQuerySchema = z.object({
  status: z.enum(INBOX_STATUSES, { error: INBOX_MESSAGES.statusInvalid }).default('new'),
  page: staffListPage,
});
export type InboxQuery = z.input<typeof InboxQuerySchema>;

/**
 * `:kind/:id` of the staff actions. The routes take both as text and read them with this, so an
 * unknown kind or a malformed id is the same 404 as a message that does not exist.
 */
export const InboxItemPathSchema = z.object({ kind: z.string(), id: z.string() });
export const InboxItemParamsSchema = z.object({
  kind: z.enum(INBOX_KINDS, { error: INBOX_MESSAGES.notFound }),
  id: z.coerce
    .number({ error: INBOX_MESSAGES.notFound })
    .int(INBOX_MESSAGES.notFound)
    .min(1, INBOX_MESSAGES.notFound)
    .max(2_147_483_647, INBOX_MESSAGES.notFound),
});
export type InboxItemParams = z.output<typeof InboxItemParamsSchema>;

/** POST /api/admin/messages/:kind/:id/reply. */
export const InboxReplySchema = z.object(
  {
    body: multiLineText({ label: msg('Your reply'), error: INBOX_MESSAGES.replyRequired })
      .min(1, INBOX_MESSAGES.replyRequired)
      .max(INBOX_REPLY_MAX, INBOX_MESSAGES.replyTooLong),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type InboxReplyInput = z.input<typeof InboxReplySchema>;

const StaffNameSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const InboxReplyItemSchema = z.object({
  body: z.string(),
  sentAt: z.string(),
  /** Who wrote it; null once that account is gone. */
  staff: StaffNameSchema,
});

export const InboxMessageSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number().int(),
  createdAt: z.string(),
  status: z.enum(INBOX_STATUSES),
  from: z.object({ name: z.string().nullable(), email: z.string(), phone: z.string().nullable() }),
  /** The contact form's subject label, or "Pre-order: <car name>". */
  subject: z.string(),
  /** The message, or a pre-order's description and expected price. */
  body: z.string(),
  handledAt: z.string().nullable(),
  handledBy: StaffNameSchema,
  replies: z.array(InboxReplyItemSchema),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const InboxResponseSchema = z.object({
  messages: z.array(InboxMessageSchema),
  /** Messages of the status on every page. */
  total: z.number().int(),
});
export type InboxResponse = z.infer<typeof InboxResponseSchema>;

export const InboxNewCountResponseSchema = z.object({ count: z.number().int() });
export type InboxNewCountResponse = z.infer<typeof InboxNewCountResponseSchema>;

export const INBOX_REPLY_SENT = msg('Your reply is on its way to the sender.');
