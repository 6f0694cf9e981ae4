import { lazy, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { NotFoundRoute } from '../not-found';

/** An account page module's named component, lazily: each page is its own chunk. */
function accountPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * The account area's pages by path (spec section 2's My Account, and what later issues added).
 * The app's router lists these paths (ACCOUNT_PAGE_PATHS, router.tsx) and hands each to
 * `AccountPage`; the pages are named here, in a lazy module of their own, so the account area
 * adds nothing but its paths to a public page's first load (decision 091).
 */
export const ACCOUNT_PAGES: Record<string, ComponentType> = {
  [paths.profile]: accountPage(() => import('./profile'), 'ProfileRoute'),
  [paths.package]: accountPage(() => import('./package'), 'PackageRoute'),
  [paths.listings]: accountPage(() => import('./listings'), 'ListingsRoute'),
  [paths.wishlist]: accountPage(() => import('./wishlist'), 'WishlistRoute'),
  [paths.savedSearches]: accountPage(() => import('./saved-searches'), 'SavedSearchesRoute'),
  [paths.offers]: accountPage(() => import('./offers'), 'OffersRoute'),
  [paths.settings]: accountPage(() => import('./settings'), 'SettingsRoute'),
  [paths.mailPreferences]: accountPage(() => import('./mail-preferences'), 'MailPreferencesRoute'),
};

/** The page of the address the account area was opened at (inside AccountLayout's outlet). */
export function AccountPage() {
  const Page = ACCOUNT_PAGES[useLocation().pathname] ?? NotFoundRoute;
  return <Page />;
}
