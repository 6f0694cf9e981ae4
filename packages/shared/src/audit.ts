import { z } from 'zod';
import { staffListPage } from './staff-list-page';
import { msg } from './i18n/translate';

/**
 * What staff can do, by name (issue 18, decision 099). Every staff action is written to the audit
 * log with one of these, in the transaction that makes the change; the log is never edited.
 */
export const STAFF_ACTIONS = [
  'approve-ad',
  'reject-ad',
  'approve-ad-edit',
  'reject-ad-edit',
  'set-package',
  'approve-package-request',
  'reject-package-request',
  'retry-job',
  'update-payment-instructions',
  'dismiss-reports',
  'hold-reported-ad',
  'ask-seller-to-fix',
  'remove-ad',
  'suspend-user',
  'unsuspend-user',
  'mark-message-handled',
  'reopen-message',
  'reply-to-message',
  'read-reported-conversation',
  'dismiss-conversation-reports',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** What an action was done to; `id` is that thing's own number. */
export const AUDIT_TARGET_TYPES = [
  'ad',
  'user',
  'package-request',
  'job',
  'contact-message',
  'pre-order',
  'payment-instructions',
  'conversation',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * How the log reads each action, before what it was done to: "Approved ad #12 “Toyota Aqua”",
 * "Lifted the suspension of user #7 “nimal@example.lk”".
 */
export const STAFF_ACTION_LABELS: Record<StaffAction, string> = {
  'approve-ad': msg('Approved'),
  'reject-ad': msg('Rejected'),
  'approve-ad-edit': msg('Approved an edit of'),
  'reject-ad-edit': msg('Rejected an edit of'),
  'set-package': msg('Set the package of'),
  'approve-package-request': msg('Approved'),
  'reject-package-request': msg('Rejected'),
  'retry-job': msg('Retried'),
  'update-payment-instructions': msg('Changed the payment details'),
  'dismiss-reports': msg('Dismissed the reports of'),
  'hold-reported-ad': msg('Held'),
  'ask-seller-to-fix': msg('Asked the seller to fix'),
  'remove-ad': msg('Removed'),
  'suspend-user': msg('Suspended'),
  'unsuspend-user': msg('Lifted the suspension of'),
  'mark-message-handled': msg('Marked as handled'),
  'reopen-message': msg('Reopened'),
  'reply-to-message': msg('Replied to'),
  'read-reported-conversation': msg('Read the reported'),
  'dismiss-conversation-reports': msg('Dismissed the reports of'),
};

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

export const AuditQuerySchema = z.object({
  page: staffListPage,
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  action: z.enum(STAFF_ACTIONS),
  target: z.object({
    type: z.enum(AUDIT_TARGET_TYPES),
    id: z.number().int(),
    /** What the target is called now (an ad's title, a user's e-mail); null when it is gone. */
    label: z.string().nullable(),
  }),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
});
export type AuditResponse = z.infer<typeof AuditResponseSchema>;
