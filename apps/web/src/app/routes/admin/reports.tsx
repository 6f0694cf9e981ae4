import { PageHeader } from '../../../components/layout/page-container';
import { ReportsQueue } from '../../../features/reports/components/reports-queue';

/** The staff console's Reports queue (issue 18): reported ads grouped, newest report first. */
export function AdminReportsRoute() {
  return (
    <>
      <PageHeader
        title="Reports"
        intro="Ads that visitors reported, the most recently reported first. Reports from three independent, established accounts take an ad out of search until you decide; visitors' and new accounts' reports wait for you."
      />
      <div className="mt-8 max-w-4xl">
        <ReportsQueue />
      </div>
    </>
  );
}
