import { Columns3 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { compareUrl } from '../compare-url';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { COMPARE_MAX, localCompareCars } from '../recently-viewed-store';

/**
 * "Add to compare" on the car page, and "Compare (2)" to the chosen cars side by side. With 3
 * chosen, adding another is not offered until one is removed.
 */
export function CompareControls({ carId }: { carId: number }) {
  const { t } = useT();
  const ids = localCompareCars.use();
  const chosen = ids.includes(carId);
  const full = !chosen && ids.length >= COMPARE_MAX;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={chosen}
        disabled={full}
        onClick={() =>
          chosen ? localCompareCars.remove(carId) : localCompareCars.set([...ids, carId])
        }
        className={buttonStyles({
          variant: 'secondary',
          size: 'lg',
          className: 'h-auto min-h-12 flex-1 py-2 text-center whitespace-normal',
        })}
      >
        <Columns3 aria-hidden className="size-5" />
        {chosen ? t('Remove from compare') : t('Add to compare')}
      </button>
      {ids.length > 0 && (
        <Link
          to={compareUrl(ids)}
          className={cn(buttonStyles({ variant: 'primary', size: 'lg' }), 'min-h-12')}
        >
          {t('Compare ({count})', { count: ids.length })}
        </Link>
      )}
      {full && (
        <p className="w-full text-sm text-slate-600">
          {t('You can compare up to 3 cars. Remove one to add this car.')}
        </p>
      )}
    </div>
  );
}
