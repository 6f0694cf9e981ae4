import { Heart } from 'lucide-react';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useSavedCarIds } from '../use-saved-cars';

/** The heart on a card or a car page: saves the car for a visitor or an account alike. */
export function WishlistHeartButton({
  car,
  className,
}: {
  car: { id: number; title: string };
  className?: string;
}) {
  const { ids, toggle } = useSavedCarIds();
  const saved = ids.has(car.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${car.title} to your wishlist`}
      onClick={() => toggle(car)}
      className={cn(
        'grid size-11 place-items-center rounded-full bg-white/95 shadow-sm transition-colors',
        saved ? 'text-rose-600' : 'text-slate-700 hover:text-rose-600',
        focusRing,
        className,
      )}
    >
      <Heart aria-hidden className={cn('size-5', saved && 'fill-current')} />
    </button>
  );
}

/** The car page's save button: the same heart, with words. */
export function WishlistSaveButton({ car }: { car: { id: number; title: string } }) {
  const { ids, toggle } = useSavedCarIds();
  const saved = ids.has(car.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => toggle(car)}
      className={buttonStyles({
        variant: 'secondary',
        size: 'lg',
        className: saved ? 'border-rose-200 text-rose-700' : undefined,
      })}
    >
      <Heart aria-hidden className={cn('size-5', saved && 'fill-current')} />
      {saved ? 'Saved to Wishlist' : 'Save to Wishlist'}
    </button>
  );
}
