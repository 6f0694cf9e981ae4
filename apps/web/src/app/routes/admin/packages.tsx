import { PageHeader } from '../../../components/layout/page-container';
import { PackageManager } from '../../../features/admin/components/package-manager';
import { StaffPanel } from '../../../features/admin/components/staff-panel';
import { PackageRequestsReview } from '../../../features/package/components/package-requests-review';
import { PaymentInstructionsForm } from '../../../features/package/components/payment-instructions-form';
import { useT } from '../../../lib/i18n';

/**
 * Paid packages, a console page of its own (issue 38): requests waiting for a confirmed payment
 * first, then the bank details sellers see and any seller's package. On /admin, below the ads,
 * a phone reached the requests only after ~27,000 px of scrolling.
 */
export function AdminPackagesRoute() {
  const { t } = useT();
  return (
    <>
      <PageHeader
        title={t('Packages')}
        intro={t(
          "Approve a package once its payment is confirmed, keep the bank details up to date, and set any seller's package.",
        )}
      />
      <div className="mt-10 grid grid-cols-1 gap-10 xl:grid-cols-2">
        <div className="min-w-0">
          <StaffPanel
            title={t('Package requests')}
            intro={t('Approve once the payment is confirmed.')}
          >
            <PackageRequestsReview />
          </StaffPanel>
        </div>
        <div className="min-w-0 space-y-10">
          <StaffPanel
            title={t('Payment details')}
            intro={t('Sellers see these when they choose a paid package.')}
          >
            <PaymentInstructionsForm />
          </StaffPanel>
          <StaffPanel
            title={t('Seller packages')}
            intro={t('Set a paid package once the payment is confirmed.')}
          >
            <PackageManager />
          </StaffPanel>
        </div>
      </div>
    </>
  );
}
