import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

/**
 * The heart on a listing card. Until saving to the wishlist exists (issue 7) it leads to the
 * wishlist page, and says so.
 */
export function WishlistHeartLink({ carTitle }: { carTitle: string }) {
  return (
    <Link
      to={paths.wishlist}
      aria-label={`Save ${carTitle} to your wishlist`}
      className={cn(
        'grid size-11 place-items-center rounded-full bg-white/95 text-slate-700 shadow-sm transition-colors hover:text-red-600',
        focusRing,
      )}
    >
      <Heart aria-hidden className="size-5" />
    </Link>
  );
}
