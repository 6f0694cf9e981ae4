import { useId, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { paths } from '../../config/paths';
import { FailedJobs } from '../../features/admin/components/failed-jobs';
import { PackageManager } from '../../features/admin/components/package-manager';
import { ReviewQueue } from '../../features/admin/components/review-queue';
import { PackageRequestsReview } from '../../features/package/components/package-requests-review';
import { PaymentInstructionsForm } from '../../features/package/components/payment-instructions-form';
import { useCurrentUser } from '../../lib/session';
import { NotFoundRoute } from './not-found';

/** Moderation for staff: anyone else gets the sign-in page or a not-found page, never data. */
export function AdminRoute() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login} replace />;
  if (!user.isStaff) return <NotFoundRoute />;

  return (
    <PageContainer>
      <PageHeader
        title="Moderation"
        intro="Every ad is checked before it goes live. Approve it, or reject it with a reason the seller will read."
      />
      <div className="mt-10 grid grid-cols-1 gap-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="review-queue-title">
          <h2 id="review-queue-title" className="text-xl font-bold text-slate-900">
            Ads
          </h2>
          <div className="mt-4">
            <ReviewQueue />
          </div>
        </section>
        <div className="min-w-0 space-y-10 xl:self-start">
          <StaffPanel title="Package requests" intro="Approve once the payment is confirmed.">
            <PackageRequestsReview />
          </StaffPanel>
          <StaffPanel
            title="Payment details"
            intro="Sellers see these when they choose a paid package."
          >
            <PaymentInstructionsForm />
          </StaffPanel>
          <StaffPanel
            title="Seller packages"
            intro="Set a paid package once the payment is confirmed."
          >
            <PackageManager />
          </StaffPanel>
          <StaffPanel
            title="Failed e-mails and jobs"
            intro="Work that kept failing after every retry. Fix the cause, then retry it."
          >
            <FailedJobs />
          </StaffPanel>
        </div>
      </div>
    </PageContainer>
  );
}

/** One of the side column's tools: a titled section with a line of help and a card. */
function StaffPanel({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{intro}</p>
      <div className="mt-4 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)">
        {children}
      </div>
    </section>
  );
}
