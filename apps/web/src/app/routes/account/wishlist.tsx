import { AccountWishlist } from '../../../features/wishlist/components/account-wishlist';
import { AccountSection } from './account-section';

export function WishlistRoute() {
  return (
    <AccountSection
      title="My Wishlist"
      intro="The cars you saved, and whether they are still for sale."
    >
      <AccountWishlist />
    </AccountSection>
  );
}
