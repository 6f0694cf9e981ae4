import { PageHeader } from '../../../components/layout/page-container';
import { ReportedConversations } from '../../../features/reports/components/reported-conversations';
import { ReportsQueue } from '../../../features/reports/components/reports-queue';
import { useT } from '../../../lib/i18n';

/**
 * The staff console's Reports queue (issue 18): reported ads grouped, newest report first; then
 * the reported conversations (issue 35).
 */
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
      <section aria-labelledby="reported-conversations" className="mt-12 max-w-4xl">
        <h2 id="reported-conversations" className="text-xl font-bold text-slate-900">
          {t('Reported conversations')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t(
            'Conversations a buyer or a seller reported. You can read one only while its report is open, and each reading is written to the audit log.',
          )}
        </p>
        <div className="mt-4">
          <ReportedConversations />
        </div>
      </section>
    </>
  );
}
