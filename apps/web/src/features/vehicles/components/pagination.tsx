import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page of these results (page 1 without a `page` parameter). */
  pageHref: (page: number) => string;
  /** After a click that moves in the app, before the next page shows (the list scrolls up). */
  onNavigate?: () => void;
}

/**
 * Spec section 2: previous, next and the current page plus or minus 2. Each is a link to its
 * page's address, so a crawler or a browser without JavaScript moves through the results too; in
 * the app a click navigates without reloading.
 */
export function Pagination({ page, pageCount, pageHref, onNavigate }: PaginationProps) {
  const { t } = useT();
  if (pageCount <= 1) return null;
  const first = Math.max(1, page - 2);
  const last = Math.min(pageCount, page + 2);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const item = cn(
    'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors',
    focusRing,
  );
  const step = 'text-slate-700 hover:bg-slate-100';
  const link = (to: number, className: string, children: ReactNode, label?: string) => (
    <Link
      to={pageHref(to)}
      // The list scrolls to its top itself (onNavigate); the router must not jump first.
      preventScrollReset
      onClick={onNavigate}
      aria-label={label}
      aria-current={to === page ? 'page' : undefined}
      className={cn(item, className)}
    >
      {children}
    </Link>
  );
  // No page before the first or after the last: shown faded, as a disabled button was.
  const none = (children: ReactNode) => (
    <span aria-disabled="true" className={cn(item, step, 'pointer-events-none opacity-50')}>
      {children}
    </span>
  );
  const previous = (
    <>
      <ChevronLeft aria-hidden className="size-4" />
      {t('Previous')}
    </>
  );
  const next = (
    <>
      {t('Next')}
      <ChevronRight aria-hidden className="size-4" />
    </>
  );
  return (
    <nav aria-label={t('Pages of results')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{page > 1 ? link(page - 1, step, previous) : none(previous)}</li>
        {pages.map((number) => (
          <li key={number}>
            {link(
              number,
              number === page
                ? 'bg-brand-700 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100',
              number,
              t('Page {number}', { number }),
            )}
          </li>
        ))}
        <li>{page < pageCount ? link(page + 1, step, next) : none(next)}</li>
      </ul>
    </nav>
  );
}
