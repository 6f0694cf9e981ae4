import { CONTACT_SUBJECTS } from '@carmarket/shared/contact';
import { formatDollars } from '@carmarket/shared/format';
import {
  INBOX_MESSAGES,
  INBOX_PAGE_SIZE,
  type InboxKind,
  type InboxMessage,
  type InboxResponse,
  type InboxStatus,
} from '@carmarket/shared/staff-inbox';
import { ADMIN_MESSAGES } from '@carmarket/shared/staff-moderation';
import { AppError } from '../../lib/app-error';
import type { MailContent } from '../mail/mail-layout';
import type { MailTemplate, MailWriter } from '../mail/mail-writer';
import type {
  InboxContactRow,
  InboxPreOrderRow,
  InboxReplyRow,
  StaffInboxRepository,
} from './staff-inbox.repository';

const subjectLabel = (id: string) =>
  CONTACT_SUBJECTS.find((subject) => subject.id === id)?.label ?? id;

/** What a pre-order says, as one text: the buyer's description and the price they expect. */
function preOrderBody(row: InboxPreOrderRow): string {
  return [
    row.description ?? 'No description given.',
    row.expectedPrice === null
      ? 'No expected price given.'
      : `Expected price: ${formatDollars(row.expectedPrice)}`,
  ].join('\n\n');
}

/** A message as staff read it and as the reply quotes it. */
function toInboxMessage(
  kind: InboxKind,
  row: InboxContactRow | InboxPreOrderRow,
  replies: InboxReplyRow[],
): InboxMessage {
  const common = {
    kind,
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    replies: replies.map((reply) => ({
      body: reply.body,
      sentAt: reply.sentAt.toISOString(),
      staff: reply.staff,
    })),
  };
  if ('carName' in row) {
    return {
      ...common,
      from: { name: null, email: row.contactEmail, phone: null },
      subject: `Pre-order: ${row.carName}`,
      body: preOrderBody(row),
    };
  }
  return {
    ...common,
    from: { name: row.name, email: row.email, phone: row.phone },
    subject: subjectLabel(row.subject),
    body: row.message,
  };
}

/** GET /api/admin/messages: both kinds of one status in one list, newest first. */
export async function listInbox(options: {
  repository: StaffInboxRepository;
  status: InboxStatus;
  page: number;
}): Promise<InboxResponse> {
  const { repository, status, page } = options;
  const { items, total } = await repository.page(
    status,
    INBOX_PAGE_SIZE,
    (page - 1) * INBOX_PAGE_SIZE,
  );
  const contactIds = items.filter((item) => item.kind === 'contact').map((item) => item.id);
  const preOrderIds = items.filter((item) => item.kind === 'pre-order').map((item) => item.id);
  const [contacts, preOrders, replies] = await Promise.all([
    repository.contactMessages(contactIds),
    repository.preOrders(preOrderIds),
    repository.replies(contactIds, preOrderIds),
  ]);
  const rows = new Map<string, InboxContactRow | InboxPreOrderRow>([
    ...contacts.map((row) => [`contact:${row.id}`, row] as const),
    ...preOrders.map((row) => [`pre-order:${row.id}`, row] as const),
  ]);
  const messages = items.flatMap((item) => {
    const row = rows.get(`${item.kind}:${item.id}`);
    if (!row) return [];
    const own = replies.filter((reply) => reply.kind === item.kind && reply.messageId === item.id);
    return [toInboxMessage(item.kind, row, own)];
  });
  return { messages, total };
}

/** Marks a message handled or new again; 404 when there is no such message. */
export async function setInboxStatus(options: {
  repository: StaffInboxRepository;
  kind: InboxKind;
  id: number;
  status: InboxStatus;
  staffId: number;
}): Promise<void> {
  const { repository, kind, id, status, staffId } = options;
  const changed = await repository.setStatus(kind, id, status, staffId, new Date());
  if (!changed) throw AppError.notFound(INBOX_MESSAGES.notFound);
}

/** The reply e-mail: the staff member's words, then what the sender wrote, quoted. */
export function replyMailContent(options: {
  message: InboxMessage;
  body: string;
  staffName: string;
  writer: MailWriter;
}): MailContent {
  const { message, body, staffName, writer } = options;
  const { t } = writer;
  const greeting = message.from.name
    ? t('Hello {name},', { name: message.from.name })
    : t('Hello,');
  const sent = writer.time(new Date(message.createdAt));
  return {
    subject: `Re: ${message.subject}`,
    heading: `Re: ${message.subject}`,
    paragraphs: [
      greeting,
      ...body.split(/\n{2,}/),
      `${staffName}, CarMarket`,
      t('On {time} you wrote:', { time: sent }),
      ...message.body.split(/\n{2,}/).map((paragraph) => `> ${paragraph}`),
    ],
    footnote: t(
      'You are receiving this because you wrote to CarMarket. Reply to this e-mail to answer us.',
    ),
    // Answers go to the team's shared mailbox, not to whichever staff member wrote this.
    invitesReply: true,
  };
}

/**
 * POST /api/admin/messages/:kind/:id/reply, inside the staff action's transaction: the e-mail is
 * kept and queued, the reply recorded and the message marked handled together (decision 097).
 */
export async function replyToMessage(options: {
  repository: StaffInboxRepository;
  kind: InboxKind;
  id: number;
  body: string;
  staffId: number;
  queueMail: (mail: { to: string; content: MailTemplate }) => Promise<number>;
}): Promise<void> {
  const { repository, kind, id, body, staffId } = options;
  const row = await repository.find(kind, id);
  if (!row) throw AppError.notFound(INBOX_MESSAGES.notFound);
  const staff = await repository.staffMember(staffId);
  if (!staff) throw AppError.forbidden(ADMIN_MESSAGES.staffOnly);
  const message = toInboxMessage(kind, row, []);
  const outboxId = await options.queueMail({
    to: message.from.email,
    content: (writer) => replyMailContent({ message, body, staffName: staff.name, writer }),
  });
  const now = new Date();
  await repository.addReply({ kind, messageId: id, body, staffId, outboxId, at: now });
  await repository.setStatus(kind, id, 'handled', staffId, now);
}
