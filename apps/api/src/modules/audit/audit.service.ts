import {
  AUDIT_PAGE_SIZE,
  AUDIT_TARGET_TYPES,
  STAFF_ACTIONS,
  type AuditResponse,
  type AuditTargetType,
  type StaffAction,
} from '@carmarket/shared/audit';
import type { AuditRepository, AuditRow } from './audit.repository';

function isAction(value: string): value is StaffAction {
  return (STAFF_ACTIONS as readonly string[]).includes(value);
}

function isTargetType(value: string): value is AuditTargetType {
  return (AUDIT_TARGET_TYPES as readonly string[]).includes(value);
}

function toEntry(row: AuditRow): AuditResponse['entries'][number] {
  // Only the app writes the log, with names from the shared lists; a name a later version
  // dropped would be a bug to see, not a page to break.
  if (!isAction(row.action) || !isTargetType(row.targetType)) {
    throw new Error(`audit entry ${row.id} has an unknown action or target`);
  }
  return {
    id: row.id,
    at: row.at.toISOString(),
    staff: row.staff,
    action: row.action,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    reason: row.reason,
  };
}

/** GET /api/admin/audit: one page of the log, newest first. */
export async function listAudit(options: {
  audit: AuditRepository;
  page: number;
}): Promise<AuditResponse> {
  const { rows, total } = await options.audit.list({
    limit: AUDIT_PAGE_SIZE,
    offset: (options.page - 1) * AUDIT_PAGE_SIZE,
  });
  return { entries: rows.map(toEntry), total };
}
