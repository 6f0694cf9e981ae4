import { useT } from '../../lib/i18n';

/**
 * A whole screen that says "Loading...": while the session is checked and while the opened page's
 * code arrives, so the footer never flashes at the top of the screen.
 */
export function PageLoading() {
  const { t } = useT();
  return (
    <div
      role="status"
      className="grid min-h-dvh place-items-center bg-white text-lg font-semibold text-slate-700"
    >
      {t('Loading...')}
    </div>
  );
}
