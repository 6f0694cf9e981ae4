import { PageHeader } from '../../../components/layout/page-container';
import { AuditLog } from '../../../features/admin/components/audit-log';
import { useT } from '../../../lib/i18n';

/** The staff console's audit log: read-only, newest first. */
export function AdminAuditRoute() {
  const { t } = useT();
  return (
    <>
      <PageHeader
        title={t('Audit log')}
        intro={t(
          'Every action staff take, with who took it, when and why. Entries are never changed or removed.',
        )}
      />
      <div className="mt-8">
        <AuditLog />
      </div>
    </>
  );
}
