import type { SearchResultCar } from '@carmarket/shared/vehicle-search';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { ListingCard } from './listing-card';

interface ListingGridProps {
  cars: SearchResultCar[];
  renderAction?: (car: SearchResultCar) => ReactNode;
  /** Columns at the widest: 3 beside the filter panel, 4 on full-width pages. */
  columns?: 3 | 4;
  className?: string;
}

function gridClasses(columns: 3 | 4, className: string | undefined) {
  return cn(
    'grid gap-3 sm:grid-cols-2 sm:gap-5',
    columns === 4 ? 'lg:grid-cols-3 xl:grid-cols-4' : 'xl:grid-cols-3',
    className,
  );
}

/**
 * The first row's photos load at once (the very first with high priority: it is the page's
 * likely largest paint); the rest only as they near the screen.
 */
export function ListingGrid({ cars, renderAction, columns = 4, className }: ListingGridProps) {
  return (
    <ul className={gridClasses(columns, className)}>
      {cars.map((car, index) => (
        <li key={car.id} className="min-w-0">
          <ListingCard
            car={car}
            action={renderAction?.(car)}
            imagePriority={index === 0 ? 'high' : index < columns ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}

const skeletonLine = 'rounded bg-slate-100';

/**
 * Holds the place of `count` cards while they load, in the same grid and at about a card's
 * height, so the footer and everything below stay put when the cars arrive (issue 17: the
 * search page's layout shift was 0.459).
 */
export function ListingGridSkeleton({
  count,
  columns = 4,
  label,
  className,
}: {
  count: number;
  columns?: 3 | 4;
  /** Announced while loading, e.g. "Loading cars". */
  label: string;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      <ul aria-hidden className={cn(gridClasses(columns, undefined), 'animate-pulse')}>
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="flex min-w-0 overflow-hidden rounded-(--radius-card) bg-white ring-1 ring-slate-200/70 sm:flex-col"
          >
            <div className="w-32 shrink-0 bg-slate-100 sm:aspect-[4/3] sm:w-auto" />
            <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
              <div className={cn(skeletonLine, 'h-5 w-4/5 sm:h-[2.75rem]')} />
              <div className={cn(skeletonLine, 'mt-2 h-6 w-1/2 sm:h-7')} />
              <div className={cn(skeletonLine, 'mt-2 h-10 sm:mt-3 sm:h-12')} />
              <div className={cn(skeletonLine, 'mt-2 h-5 w-2/5 sm:mt-3')} />
              <div className={cn(skeletonLine, 'mt-2 h-10 sm:mt-4 sm:h-11')} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
