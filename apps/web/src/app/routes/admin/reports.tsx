import { PageHeader } from '../../../components/layout/page-container';
import { ReportsQueue } from '../../../features/reports/components/reports-queue';
import { useT } from '../../../lib/i18n';

/** The staff console's Reports queue (issue 18): reported ads grouped, newest report first. */
export function AdminReportsRoute() {
  const { t } = useT();
  return (
    <>
      <PageHeader
        title={t('Reports')}
        intro={t(
          "Ads that visitors reported, the most recently reported first. Reports from three independent, established accounts take an ad out of search until you decide; visitors' and new accounts' reports wait for you.",
        )}
      />
      <div className="mt-8 max-w-4xl">
        <ReportsQueue />
      </div>
    </>
  );
}
