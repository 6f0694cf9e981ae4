import { useCurrentUser } from '../../lib/session';
import { useWishlist } from './api/wishlist';
import { useLocalSavedCars } from './saved-cars-store';

/** How many cars the top-bar heart shows: the account's, or this device's for a visitor. */
export function useWishlistCount(): number {
  const user = useCurrentUser();
  const local = useLocalSavedCars();
  const wishlist = useWishlist(user !== null);
  return user ? (wishlist.data?.length ?? 0) : local.length;
}
