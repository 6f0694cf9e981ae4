import { useT } from '../../../lib/i18n';

/** A search whose results could not be loaded: with the filter panels, out of Buy Car's first load. */
export function SearchFailed() {
  const { t } = useT();
  return (
    <p className="rounded-(--radius-card) bg-white px-6 py-14 text-center text-slate-700 ring-1 ring-slate-200">
      {t('We could not load the listings just now. Please try again in a moment.')}
    </p>
  );
}
