import { PageHeader } from '../../../components/layout/page-container';
import { StaffInbox } from '../../../features/staff-inbox/components/staff-inbox';
import { useT } from '../../../lib/i18n';

/** The staff console's inbox: contact messages and pre-order requests (decision 097). */
export function AdminMessagesRoute() {
  const { t } = useT();
  return (
    <>
      <PageHeader
        title={t('Messages')}
        intro={t(
          'Contact messages and pre-order requests from the site. Reply by e-mail, or mark a message handled once it needs nothing more.',
        )}
      />
      <div className="mt-8 max-w-4xl">
        <StaffInbox />
      </div>
    </>
  );
}
