import { useT } from '../../../lib/i18n';

/**
 * What a search with no results says, or one whose results could not be loaded (`failed`): shown
 * with the filter panels, which can widen it, and out of Buy Car's first load.
 */
export function NoCarsMatch({ failed = false }: { failed?: boolean }) {
  const { t } = useT();
  const box = 'rounded-(--radius-card) bg-white px-6 py-14 text-center ring-1 ring-slate-200';
  return failed ? (
    <p className={`${box} text-slate-700`}>
      {t('We could not load the listings just now. Please try again in a moment.')}
    </p>
  ) : (
    <div className={box}>
      <p className="text-lg font-semibold text-slate-900">{t('No cars match your search')}</p>
      <p className="mt-2 text-sm text-slate-600">
        {t('Try fewer filters, a wider price range or another keyword.')}
      </p>
    </div>
  );
}
