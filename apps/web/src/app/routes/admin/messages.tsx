import { Navigate } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page-container';
import { paths } from '../../../config/paths';
import { StaffInbox } from '../../../features/staff-inbox/components/staff-inbox';
import { useCurrentUser } from '../../../lib/session';
import { NotFoundRoute } from '../not-found';

/** The staff inbox: anyone else gets the sign-in page or a not-found page, never data. */
export function AdminMessagesRoute() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login} replace />;
  if (!user.isStaff) return <NotFoundRoute />;

  return (
    <PageContainer>
      <PageHeader
        title="Messages"
        intro="Contact messages and pre-order requests from the site. Reply by e-mail, or mark a message handled once it needs nothing more."
      />
      <div className="mt-8 max-w-4xl">
        <StaffInbox />
      </div>
    </PageContainer>
  );
}
