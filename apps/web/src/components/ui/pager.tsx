import { buttonStyles } from '../../../components/ui/button-styles';

/** Previous / Next over a staff list's pages; nothing when there is one page. */
export function StaffPager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={buttonStyles({ variant: 'secondary' })}
      >
        Previous
      </button>
      <span className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        className={buttonStyles({ variant: 'secondary' })}
      >
        Next
      </button>
    </nav>
  );
}
