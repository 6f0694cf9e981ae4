import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { listingPageTitle, parseListingParam } from '@carmarket/shared/listing-url';
import {
  CAR_PAGE_TITLE,
  ENDED_LISTING_TITLE,
  NOT_FOUND_TITLE,
} from '@carmarket/shared/page-titles';
import { PageContainer } from '../../components/layout/page-container';
import { buttonStyles } from '../../components/ui/button-styles';
import { carDetail, paths } from '../../config/paths';
import { SellerContactActions } from '../../features/offers/components/seller-contact-actions';
import { useVehicle } from '../../features/vehicles/api/get-vehicle';
import { EndedListing } from '../../features/vehicles/components/ended-listing';
import { ListingBreadcrumbs } from '../../features/vehicles/components/listing-breadcrumbs';
import { ReportAdButton } from '../../features/reports/report-ad-button-lazy';
import { ShareListing } from '../../features/vehicles/components/share-listing';
import { SimilarVehicles } from '../../features/vehicles/components/similar-vehicles';
import { VehicleDetails } from '../../features/vehicles/components/vehicle-details';
import { VehicleDetailsSkeleton } from '../../features/vehicles/components/vehicle-details-skeleton';
import {
  WishlistHeartButton,
  WishlistSaveButton,
} from '../../features/wishlist/components/wishlist-heart-button';
import { ApiError } from '../../lib/api-client';
import { CarChatButton } from './car-chat-button-lazy';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

// The phone verification panel (issue 36): its own chunk, loaded when first shown.
const PhoneVerificationPanel = lazy(
  () => import('../../features/phone-verification/components/phone-verification-panel'),
);

function CarNotFound() {
  const { t } = useT();
  return (
    <PageContainer className="flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {t('Error 404')}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('Car not found')}
      </h1>
      <p className="mt-4 max-w-md text-base text-slate-600">
        {t(
          'This car may have been sold, or its ad is no longer live. Plenty of others are waiting for you.',
        )}
      </p>
      <Link to={paths.buyCar} className={buttonStyles({ className: 'mt-8' })}>
        {t('Browse all cars')}
      </Link>
    </PageContainer>
  );
}

// Recording the view and "Add to compare" (issue 37): loaded after the page.
const CarPageCompare = lazy(() => import('../../features/vehicles/components/car-page-compare'));

// Only an address that names no car shows it: not part of the car page's first load.
const NotFoundRoute = lazy(() =>
  import('./not-found').then((module) => ({ default: module.NotFoundRoute })),
);

export function CarDetailRoute() {
  const listing = parseListingParam(useParams().id);
  // `/cars/abc` or a broken link (`/cars/%E0%A4%A`) names no car at all: that is no page, where
  // an id without a live ad is a car that has gone.
  if (!listing) {
    return (
      <Suspense fallback={null}>
        <NotFoundRoute />
      </Suspense>
    );
  }
  return <CarDetail key={listing.id} id={listing.id} />;
}

function CarDetail({ id }: { id: number }) {
  const { t } = useT();
  const { data: car, error } = useVehicle(id);
  const location = useLocation();
  const navigate = useNavigate();
  // The server answers `/cars/123` and stale slugs with a 301; a link followed inside the app
  // lands here instead, so the address bar is put right once the car is known.
  const canonical = car ? carDetail(car) : null;
  useEffect(() => {
    if (canonical && canonical !== location.pathname) {
      void navigate(
        { pathname: canonical, search: location.search, hash: location.hash },
        { replace: true },
      );
    }
  }, [canonical, location.pathname, location.search, location.hash, navigate]);
  const notFound = error instanceof ApiError && error.status === 404;
  const ended = error instanceof ApiError && error.status === 410;
  useDocumentTitle(
    car
      ? listingPageTitle(car)
      : notFound
        ? NOT_FOUND_TITLE
        : ended
          ? ENDED_LISTING_TITLE
          : CAR_PAGE_TITLE,
  );
  if (notFound) return <CarNotFound />;
  if (ended) {
    return (
      <EndedListing
        vehicleId={id}
        renderCardAction={(similar) => <WishlistHeartButton car={similar} />}
      />
    );
  }
  if (error) {
    return (
      <PageContainer>
        <h1 className="text-2xl font-bold text-slate-900">{t('We could not load this car')}</h1>
        <p className="mt-3 text-slate-600">{error.message}</p>
      </PageContainer>
    );
  }
  if (!car) {
    return (
      <PageContainer className="py-8 sm:py-10">
        <VehicleDetailsSkeleton />
      </PageContainer>
    );
  }
  return (
    <PageContainer className="py-8 sm:py-10">
      <ListingBreadcrumbs car={car} />
      <VehicleDetails
        car={car}
        sellerActions={
          <>
            <SellerContactActions
              vehicleId={car.id}
              carTitle={car.title}
              price={car.price}
              phoneAvailable={car.seller.phoneAvailable}
              renderPhoneVerification={(panel) => <PhoneVerificationPanel {...panel} />}
            />
            <Suspense fallback={null}>
              <CarChatButton car={car} />
            </Suspense>
            <WishlistSaveButton car={car} />
            <Suspense fallback={null}>
              {/* Only a live ad joins the recently viewed cars (its owner may open others). */}
              <CarPageCompare carId={car.id} live={car.status === 'active'} />
            </Suspense>
            <ShareListing car={car} />
            <Suspense fallback={null}>
              <ReportAdButton vehicleId={car.id} carTitle={car.title} />
            </Suspense>
          </>
        }
      />
      <SimilarVehicles
        vehicleId={car.id}
        renderCardAction={(similar) => <WishlistHeartButton car={similar} />}
      />
    </PageContainer>
  );
}
