import { useT } from '../../lib/i18n';
import { buttonStyles } from './button-styles';

/** Previous / Next over a list's pages, for lists paged on the server; nothing for one page. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('Pages')} className="mt-6 flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={buttonStyles({ variant: 'secondary' })}
      >
        {t('Previous')}
      </button>
      <span className="text-sm text-slate-700">
        {t('Page {page} of {pageCount}', { page, pageCount })}
      </span>
      <button
        type="button"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        className={buttonStyles({ variant: 'secondary' })}
      >
        {t('Next')}
      </button>
    </nav>
  );
}
