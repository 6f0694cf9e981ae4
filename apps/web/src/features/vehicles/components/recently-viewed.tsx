import type { SearchResultCar } from '@carmarket/shared/vehicle-search';
import type { ReactNode } from 'react';
import { containerClasses } from '../../../components/layout/page-container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useAccountRecentlyViewed, useVisitorRecentlyViewed } from '../api/recently-viewed';
import { localRecentlyViewed } from '../recently-viewed-store';
import { useMergeRecentlyViewed } from '../use-recently-viewed';
import { ListingGrid } from './listing-grid';

function useRecentlyViewedCars(): SearchResultCar[] {
  const signedIn = useCurrentUser() !== null;
  const localIds = localRecentlyViewed.use();
  useMergeRecentlyViewed();
  const account = useAccountRecentlyViewed(signedIn);
  const visitor = useVisitorRecentlyViewed(signedIn ? [] : localIds);
  return (signedIn ? account.data : visitor.data) ?? [];
}

/**
 * The home page's "Recently viewed": the cars this person opened last, newest first, while
 * they are for sale; nothing at all when there are none. Its own chunk (the home page's first
 * load stays within its budget).
 */
export default function RecentlyViewed({
  renderCardAction,
}: {
  renderCardAction?: (car: SearchResultCar) => ReactNode;
}) {
  const { t } = useT();
  const cars = useRecentlyViewedCars();
  if (cars.length === 0) return null;
  return (
    <section
      aria-labelledby="home-recently-viewed-title"
      className={cn(containerClasses, 'py-14 sm:py-16')}
      data-testid="recently-viewed"
    >
      <SectionHeading
        id="home-recently-viewed-title"
        eyebrow={t('Recently viewed')}
        title={t('Cars you looked at')}
      />
      <ListingGrid cars={cars} renderAction={renderCardAction} className="mt-8" />
    </section>
  );
}
