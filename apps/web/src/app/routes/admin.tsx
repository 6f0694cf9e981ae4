import { Navigate } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { paths } from '../../config/paths';
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
          <section aria-labelledby="package-requests-title">
            <h2 id="package-requests-title" className="text-xl font-bold text-slate-900">
              Package requests
            </h2>
            <p className="mt-2 text-sm text-slate-600">Approve once the payment is confirmed.</p>
            <div className="mt-4 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)">
              <PackageRequestsReview />
            </div>
          </section>
          <section aria-labelledby="payment-details-title">
            <h2 id="payment-details-title" className="text-xl font-bold text-slate-900">
              Payment details
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              Sellers see these when they choose a paid package.
            </p>
            <div className="mt-4 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)">
              <PaymentInstructionsForm />
            </div>
          </section>
          <section aria-labelledby="packages-title">
            <h2 id="packages-title" className="text-xl font-bold text-slate-900">
              Seller packages
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              Set a paid package once the payment is confirmed.
            </p>
            <div className="mt-4 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)">
              <PackageManager />
            </div>
          </section>
        </div>
      </div>
    </PageContainer>
  );
}
