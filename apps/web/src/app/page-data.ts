import { ALL_CITIES } from '@carmarket/shared/all-cities';
import { parseListingParam } from '@carmarket/shared/listing-url';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { getGoogleAvailabilityQueryOptions } from '../features/auth/api/google-sign-in';
import { getCitiesQueryOptions } from '../features/cities/api/get-cities';
import { getFilterSpecsQueryOptions } from '../features/vehicles/api/get-filter-specs';
import { getHomeListingsQueryOptions } from '../features/vehicles/api/get-home-listings';
import { getTownsQueryOptions } from '../features/vehicles/api/get-towns';
import { getSimilarVehiclesQueryOptions } from '../features/vehicles/api/get-similar-vehicles';
import { getVehicleQueryOptions } from '../features/vehicles/api/get-vehicle';
import { getVehicleModelsQueryOptions } from '../features/vehicles/api/get-vehicle-models';
import { searchVehiclesQueryOptions } from '../features/vehicles/api/search-vehicles';
import { parseSearchState, toSearchParams } from '../features/vehicles/search-state';

/**
 * What the server fetches before it renders a public page (decision 116): the queries the page's
 * first screen reads, with the same options (so the same keys) the components use. The browser
 * starts with these answers, so hydration asks nothing again and changes nothing on screen. A
 * query left out here renders its loading state on both sides and is fetched after hydration.
 */
export async function prefetchPageData(queryClient: QueryClient, url: URL): Promise<void> {
  const { pathname, searchParams } = url;
  // The top bar's city list is on every page.
  const queries: Promise<void>[] = [queryClient.prefetchQuery(getCitiesQueryOptions())];

  if (pathname === paths.home) {
    queries.push(
      queryClient.prefetchQuery(getHomeListingsQueryOptions()),
      queryClient.prefetchQuery(getFilterSpecsQueryOptions()),
      // Browse by make: the makes with live ads, from the model catalogue's counts.
      queryClient.prefetchQuery(getVehicleModelsQueryOptions([])),
    );
  } else if (pathname === paths.login || pathname === paths.register) {
    // Whether Sign in with Google is shown: rendered with the page, so nothing moves after.
    queries.push(queryClient.prefetchQuery(getGoogleAvailabilityQueryOptions()));
  } else if (pathname === paths.buyCar) {
    // As car-search.tsx asks: the address's search, in every city (a chosen top-bar city is the
    // visitor's own, kept in their browser, and applies after hydration).
    const state = parseSearchState(searchParams);
    queries.push(
      queryClient.prefetchQuery(getFilterSpecsQueryOptions()),
      queryClient.prefetchQuery(searchVehiclesQueryOptions(toSearchParams(state, ALL_CITIES.id))),
      // The names of what the address chose (the page's title and its saved-search name).
      queryClient.prefetchQuery(getVehicleModelsQueryOptions([])),
    );
    if (state.brand.length > 0) {
      queries.push(queryClient.prefetchQuery(getVehicleModelsQueryOptions(state.brand)));
    }
    // A search in one city offers that city's towns (issue 38): drawn with the page, not after.
    if (state.city !== undefined && state.city !== ALL_CITIES.id) {
      queries.push(queryClient.prefetchQuery(getTownsQueryOptions()));
    }
  } else {
    const car = matchPath(paths.carDetail, pathname);
    const listing = car ? parseListingParam(car.params.id) : null;
    if (listing) {
      queries.push(
        queryClient.prefetchQuery(getVehicleQueryOptions(listing.id)),
        queryClient.prefetchQuery(getSimilarVehiclesQueryOptions(listing.id)),
      );
    }
  }
  await Promise.all(queries);
}
