import { buttonStyles } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';

/**
 * "No cars match your search", a heading (axe p-as-heading, issue 38), with a way out: Clear
 * filters when any filter is on. In the filter panels' module, so Buy Car's first load carries
 * none of it.
 */
export function NoResults({ onClearFilters }: { onClearFilters: (() => void) | undefined }) {
  const { t } = useT();
  return (
    <div className="rounded-(--radius-card) bg-white px-6 py-14 text-center ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">{t('No cars match your search')}</h2>
      <p className="mt-2 text-sm text-slate-600">
        {t('Try fewer filters, a wider price range or another keyword.')}
      </p>
      {onClearFilters && (
        <button
          type="button"
          onClick={onClearFilters}
          className={buttonStyles({ className: 'mt-5' })}
        >
          {t('Clear filters')}
        </button>
      )}
    </div>
  );
}
