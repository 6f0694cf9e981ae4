import { formatListingPrice, formatMileage } from '@carmarket/shared/format';
import { msg } from '@carmarket/shared/i18n/translate';
import type { Availability, SavedCar } from '@carmarket/shared/wishlist';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { CarImage } from '../../../components/ui/car-image';
import { carDetail } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const AVAILABILITY: Record<Availability, { label: string; className: string }> = {
  live: { label: msg('For sale'), className: 'bg-emerald-50 text-emerald-800' },
  sold: { label: msg('Sold'), className: 'bg-slate-100 text-slate-800' },
  expired: { label: msg('Ad expired'), className: 'bg-amber-50 text-amber-900' },
  unavailable: { label: msg('No longer listed'), className: 'bg-slate-100 text-slate-800' },
};

/** Saved cars with what each is now (sold and expired cars say so) and a way to remove them. */
export function SavedCarList({
  cars,
  onRemove,
}: {
  cars: SavedCar[];
  onRemove: (car: SavedCar) => void;
}) {
  const { t } = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {cars.map((car) => {
        const state = AVAILABILITY[car.availability];
        const image = car.VehicleImages[0];
        const live = car.availability === 'live';
        return (
          <li key={car.id}>
            <article
              aria-labelledby={`saved-car-${car.id}`}
              className="flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
            >
              <div className={cn('relative', !live && 'opacity-70 grayscale')}>
                <CarImage
                  src={image?.path}
                  srcSet={image?.srcSet}
                  sizes="(min-width: 640px) 320px, 100vw"
                  alt={car.title}
                />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <p
                  className={cn(
                    'self-start rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    state.className,
                  )}
                >
                  {t(state.label)}
                </p>
                <h3
                  id={`saved-car-${car.id}`}
                  className="font-semibold wrap-anywhere text-slate-900"
                >
                  {car.title}
                </h3>
                <p className="text-lg font-bold text-brand-700">{formatListingPrice(car.price)}</p>
                <p className="text-sm text-slate-600">
                  {car.yom} · {formatMileage(car.mileage)} · {t(car.city)}
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  {live && (
                    <Link
                      to={carDetail(car)}
                      className={buttonStyles({ variant: 'secondary', className: 'flex-1' })}
                    >
                      {t('View Details')}
                      <span className="sr-only"> {t('of {title}', { title: car.title })}</span>
                    </Link>
                  )}
                  <button
                    type="button"
                    onClick={() => onRemove(car)}
                    className={buttonStyles({
                      variant: 'ghost',
                      className: 'text-rose-700 hover:bg-rose-50',
                    })}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    {t('Remove')}
                    <span className="sr-only"> {car.title}</span>
                  </button>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
