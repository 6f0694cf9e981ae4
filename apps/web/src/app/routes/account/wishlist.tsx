import { AccountWishlist } from '../../../features/wishlist/components/account-wishlist';
import { AccountSection } from './account-section';
import { useT } from '../../../lib/i18n';

export function WishlistRoute() {
  const { t } = useT();
  return (
    <AccountSection
      title={t('My Wishlist')}
      intro={t('The cars you saved, and whether they are still for sale.')}
    >
      <AccountWishlist />
    </AccountSection>
  );
}
