import { lazy, Suspense } from 'react';
import { containerClasses } from '../../components/layout/page-container';
import { FeatureCards } from '../../features/home/components/feature-cards';
import { HeroCarousel } from '../../features/home/components/hero-carousel';
import { HomeListings } from '../../features/vehicles/components/home-listings';
import { WishlistHeartButton } from '../../features/wishlist/components/wishlist-heart-button';
import { PreOrderCard } from '../../features/pre-orders/components/pre-order-card';
import { cn } from '../../lib/cn';

// Below every first screen: loaded after it (decision 091).
const RecentlyViewed = lazy(() => import('../../features/vehicles/components/recently-viewed'));
const HomeStories = lazy(() => import('../../features/home/components/home-stories'));
const BrowseByMake = lazy(() =>
  import('../../features/vehicles/components/browse-by-make').then((module) => ({
    default: module.BrowseByMake,
  })),
);

export function HomeRoute() {
  return (
    <>
      <div className="relative isolate overflow-hidden bg-brand-950">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-800),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-900),transparent_55%)]"
        />
        <div
          className={cn(
            containerClasses,
            'grid gap-6 py-6 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-stretch lg:py-12',
          )}
        >
          <HeroCarousel />
          <PreOrderCard />
        </div>
      </div>

      <FeatureCards />

      <Suspense fallback={null}>
        <RecentlyViewed renderCardAction={(car) => <WishlistHeartButton car={car} />} />
      </Suspense>

      <HomeListings renderCardAction={(car) => <WishlistHeartButton car={car} />} />

      <Suspense fallback={null}>
        <BrowseByMake />
        <HomeStories />
      </Suspense>
    </>
  );
}
