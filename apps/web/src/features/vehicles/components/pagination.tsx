import { ChevronLeft, ChevronRight } from 'lucide-react';
import { focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';

/** Spec section 2: previous, next and the current page plus or minus 2. */
export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, page - 2);
  const last = Math.min(pageCount, page + 2);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const item = cn(
    'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50',
    focusRing,
  );
  return (
    <nav aria-label="Pages of results" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            className={cn(item, 'text-slate-700 hover:bg-slate-100')}
          >
            <ChevronLeft aria-hidden className="size-4" />
            Previous
          </button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
              className={cn(
                item,
                number === page
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100',
              )}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
            className={cn(item, 'text-slate-700 hover:bg-slate-100')}
          >
            Next
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
