import { AccountSection } from './account-section';

export function WishlistRoute() {
  return (
    <AccountSection
      title="My Wishlist"
      intro="Cars you have saved, ready to compare when you are."
    />
  );
}
