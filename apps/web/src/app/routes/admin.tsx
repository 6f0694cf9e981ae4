import { PageHeader } from '../../components/layout/page-container';
import { FailedJobs } from '../../features/admin/components/failed-jobs';
import { AdEditReview } from '../../features/admin/components/ad-edit-review';
import { ReviewQueue } from '../../features/admin/components/review-queue';
import { StaffPanel } from '../../features/admin/components/staff-panel';
import { useT } from '../../lib/i18n';

/** Ads moderation, the staff console's first page (admin/staff-console.tsx lets only staff in). */
export function AdminRoute() {
  const { t } = useT();
  return (
    <>
      <PageHeader
        title={t('Moderation')}
        intro={t(
          'Every ad is checked before it goes live. Approve it, or reject it with a reason the seller will read.',
        )}
      />
      <div className="mt-10 grid grid-cols-1 gap-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="ad-edits-title">
            <h2 id="ad-edits-title" className="text-xl font-bold text-slate-900">
              {t('Edits of live ads')}
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              {t('Buyers see the live version until you approve the edit.')}
            </p>
            <div className="mt-4">
              <AdEditReview />
            </div>
          </section>
          <section aria-labelledby="review-queue-title">
            <h2 id="review-queue-title" className="text-xl font-bold text-slate-900">
              {t('Ads')}
            </h2>
            <div className="mt-4">
              <ReviewQueue />
            </div>
          </section>
        </div>
        <div className="min-w-0 space-y-10 xl:self-start">
          <StaffPanel
            title={t('Failed e-mails and jobs')}
            intro={t('Work that kept failing after every retry. Fix the cause, then retry it.')}
          >
            <FailedJobs />
          </StaffPanel>
        </div>
      </div>
    </>
  );
}
