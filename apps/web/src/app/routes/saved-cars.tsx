import { Navigate } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { paths } from '../../config/paths';
import { VisitorWishlist } from '../../features/wishlist/components/visitor-wishlist';
import { useCurrentUser } from '../../lib/session';
import { useT } from '../../lib/i18n';

/** The wishlist of a visitor who has not signed in; signed in, it is My Wishlist. */
export function SavedCarsRoute() {
  const { t } = useT();
  const user = useCurrentUser();
  if (user) return <Navigate to={paths.wishlist} replace />;
  return (
    <PageContainer>
      <PageHeader
        title={t('Saved Cars')}
        intro={t('The cars you saved with the heart, and whether they are still for sale.')}
      />
      <div className="mt-8">
        <VisitorWishlist />
      </div>
    </PageContainer>
  );
}
