import { msg } from '@carmarket/shared/i18n/translate';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useWishlist } from '../api/wishlist';
import { useSavedCarIds } from '../use-saved-cars';
import { SavedCarList } from './saved-car-list';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';

export const EMPTY_WISHLIST = msg('No saved cars yet. Tap the heart on any car to keep it here.');

/** My Wishlist: the account's saved cars, with their state now. */
export function AccountWishlist() {
  const { t } = useT();
  const user = useCurrentUser();
  const wishlist = useWishlist(user !== null);
  const { toggle } = useSavedCarIds();
  if (wishlist.isPending) {
    return <LoadingBlock label={t('Loading your wishlist')} className="h-48" />;
  }
  if (wishlist.isError) {
    return <LoadError>{wishlist.error.message}</LoadError>;
  }
  if (wishlist.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
        {t(EMPTY_WISHLIST)}
      </p>
    );
  }
  return <SavedCarList cars={wishlist.data} onRemove={(car) => toggle(car)} />;
}
