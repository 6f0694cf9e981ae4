import { Navigate } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page-container';
import { paths } from '../../../config/paths';
import { UserAccounts } from '../../../features/admin/components/user-accounts';
import { useCurrentUser } from '../../../lib/session';
import { NotFoundRoute } from '../not-found';

/** Staff find accounts and suspend them or lift a suspension; anyone else never sees it. */
export function AdminUsersRoute() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login} replace />;
  if (!user.isStaff) return <NotFoundRoute />;

  return (
    <PageContainer>
      <PageHeader
        title="Users"
        intro="Find an account by e-mail. A suspended account is signed out everywhere, cannot sign in, and its ads leave search until you lift the suspension."
      />
      <div className="mt-8 max-w-4xl">
        <UserAccounts />
      </div>
    </PageContainer>
  );
}
