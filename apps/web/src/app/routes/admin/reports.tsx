import { Navigate } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page-container';
import { paths } from '../../../config/paths';
import { ReportsQueue } from '../../../features/reports/components/reports-queue';
import { useCurrentUser } from '../../../lib/session';
import { NotFoundRoute } from '../not-found';

/** Staff's Reports queue: anyone else gets the sign-in page or a not-found page, never data. */
export function AdminReportsRoute() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login} replace />;
  if (!user.isStaff) return <NotFoundRoute />;

  return (
    <PageContainer>
      <PageHeader
        title="Reports"
        intro="Ads that visitors reported, the most recently reported first. Three different people's reports take an ad out of search until you decide."
      />
      <div className="mt-10 max-w-4xl">
        <ReportsQueue />
      </div>
    </PageContainer>
  );
}
