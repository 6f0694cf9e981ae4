import { PageHeader } from '../../../components/layout/page-container';
import { UserAccounts } from '../../../features/admin/components/user-accounts';

/** The staff console's Users page: find accounts, suspend them or lift a suspension (decision 096). */
export function AdminUsersRoute() {
  return (
    <>
      <PageHeader
        title="Users"
        intro="Find an account by e-mail. A suspended account is signed out everywhere, cannot sign in, and its ads leave search until you lift the suspension."
      />
      <div className="mt-8 max-w-4xl">
        <UserAccounts />
      </div>
    </>
  );
}
