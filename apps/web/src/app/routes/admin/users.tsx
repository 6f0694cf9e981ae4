import { PageHeader } from '../../../components/layout/page-container';
import { UserAccounts } from '../../../features/admin/components/user-accounts';
import { useT } from '../../../lib/i18n';

/** The staff console's Users page: find accounts, suspend them or lift a suspension (decision 096). */
export function AdminUsersRoute() {
  const { t } = useT();
  return (
    <>
      <PageHeader
        title={t('Users')}
        intro={t(
          'Find an account by e-mail. A suspended account is signed out everywhere, cannot sign in, and its ads leave search until you lift the suspension.',
        )}
      />
      <div className="mt-8 max-w-4xl">
        <UserAccounts />
      </div>
    </>
  );
}
