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

export function ListingGrid({ cars, renderAction, columns = 4, className }: ListingGridProps) {
  return (
    <ul
      className={cn(
        'grid gap-3 sm:grid-cols-2 sm:gap-5',
        columns === 4 ? 'lg:grid-cols-3 xl:grid-cols-4' : 'xl:grid-cols-3',
        className,
      )}
    >
      {cars.map((car) => (
        <li key={car.id} className="min-w-0">
          <ListingCard car={car} action={renderAction?.(car)} />
        </li>
      ))}
    </ul>
  );
}
