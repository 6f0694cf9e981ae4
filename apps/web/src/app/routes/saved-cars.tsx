import { Navigate } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { paths } from '../../config/paths';
import { VisitorWishlist } from '../../features/wishlist/components/visitor-wishlist';
import { useCurrentUser } from '../../lib/session';

/** The wishlist of a visitor who has not signed in; signed in, it is My Wishlist. */
export function SavedCarsRoute() {
  const user = useCurrentUser();
  if (user) return <Navigate to={paths.wishlist} replace />;
  return (
    <PageContainer>
      <PageHeader
        title="Saved Cars"
        intro="The cars you saved with the heart, and whether they are still for sale."
      />
      <div className="mt-8">
        <VisitorWishlist />
      </div>
    </PageContainer>
  );
}
