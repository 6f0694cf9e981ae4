import { Heart } from 'lucide-react';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useSavedCarIds } from '../use-saved-cars';

/** The heart on a card or a car page: saves the car for a visitor or an account alike. */
export function WishlistHeartButton({
  car,
  className,
}: {
  car: { id: number; title: string };
  className?: string;
}) {
  const { t } = useT();
  const { ids, toggle } = useSavedCarIds();
  const saved = ids.has(car.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('Save {title} to your wishlist', { title: car.title })}
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
  const { t } = useT();
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
        // A longer Sinhala or Tamil label wraps inside the button, in the seller's panel.
        className: cn(
          'h-auto min-h-12 py-2 text-center whitespace-normal',
          saved && 'border-rose-200 text-rose-700',
        ),
      })}
    >
      <Heart aria-hidden className={cn('size-5', saved && 'fill-current')} />
      {saved ? t('Saved to Wishlist') : t('Save to Wishlist')}
    </button>
  );
}
