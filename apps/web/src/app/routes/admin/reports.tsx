import { PageHeader } from '../../../components/layout/page-container';
import { ReportsQueue } from '../../../features/reports/components/reports-queue';

/** The staff console's Reports queue (issue 18): reported ads grouped, newest report first. */
export function AdminReportsRoute() {
  return (
    <>
      <PageHeader
        title="Reports"
        intro="Ads that visitors reported, the most recently reported first. Three different people's reports take an ad out of search until you decide."
      />
      <div className="mt-8 max-w-4xl">
        <ReportsQueue />
      </div>
    </>
  );
}
