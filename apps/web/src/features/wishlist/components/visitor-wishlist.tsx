import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { LoadingBlock } from '../../../components/ui/load-state';
import { useT } from '../../../lib/i18n';
import { loginReturningTo, paths } from '../../../config/paths';
import { useSavedCars } from '../api/wishlist';
import { keepLocalSavedCars, toggleLocalSavedCar, useLocalSavedCars } from '../saved-cars-store';
import { EMPTY_WISHLIST } from './account-wishlist';
import { SavedCarList } from './saved-car-list';

/** A visitor's wishlist, kept on this device until they sign in. */
export function VisitorWishlist() {
  const { t } = useT();
  const ids = useLocalSavedCars();
  const saved = useSavedCars(ids);
  const shown = saved.data;
  // The heart's count should match the list: forget cars the server no longer shows.
  useEffect(() => {
    if (shown) keepLocalSavedCars(shown.map((car) => car.id));
  }, [shown]);
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 rounded-(--radius-card) bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-brand-900">
          {t(
            'These cars are saved on this device. Sign in to keep them in your account, on every device.',
          )}
        </p>
        <Link
          to={loginReturningTo(paths.wishlist)}
          className={buttonStyles({ className: 'shrink-0' })}
        >
          {t('Sign In')}
        </Link>
      </div>
      {ids.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
          {t(EMPTY_WISHLIST)}
        </p>
      ) : saved.data ? (
        <SavedCarList cars={saved.data} onRemove={(car) => toggleLocalSavedCar(car.id)} />
      ) : (
        <LoadingBlock label={t('Loading your saved cars')} className="h-48" />
      )}
    </div>
  );
}
