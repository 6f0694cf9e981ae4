import { PageHeader } from '../../../components/layout/page-container';
import { AuditLog } from '../../../features/admin/components/audit-log';

/** The staff console's audit log: read-only, newest first. */
export function AdminAuditRoute() {
  return (
    <>
      <PageHeader
        title="Audit log"
        intro="Every action staff take, with who took it, when and why. Entries are never changed or removed."
      />
      <div className="mt-8">
        <AuditLog />
      </div>
    </>
  );
}
