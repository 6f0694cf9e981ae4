import { paths, type staffPaths } from './site-paths';

/**
 * The words of every page's title, in one home: the server writes them into the head of the
 * address it answers (apps/api modules/pages), and the web app sets the same words as
 * `document.title` after an in-app navigation, so history, tabs and screen readers name each page
 * as a fresh load would (WCAG 2.4.2).
 */

export const SITE_NAME = 'CarMarket';

/** "Sign in | CarMarket". */
export const withSiteName = (title: string) => `${title} | ${SITE_NAME}`;

/** A key of the site's pages, e.g. `home`, `buyCar`, `carDetail`, `adminReports`. */
export type PageKey = keyof typeof paths | keyof typeof staffPaths;

/**
 * Each page's title. The car page and the search page name their ad and their filters
 * (`listingPageTitle` in listing-url.ts, `searchPageTitle` below); `carDetail` is the car page's
 * title before its ad is known. The staff console's are apart, as its paths are, so a public
 * page's bundle does not carry them.
 */
/** The car page's title before its ad has arrived (the server always knows the ad). */
export const CAR_PAGE_TITLE = withSiteName('Car for sale');

export const PAGE_TITLES: Record<keyof typeof paths, string> = {
  home: `${SITE_NAME} — Buy and sell used cars in Sri Lanka`,
  buyCar: withSiteName('Used cars for sale in Sri Lanka'),
  sellCar: withSiteName('Sell your car'),
  carDetail: CAR_PAGE_TITLE,
  finance: withSiteName('Car loan calculator'),
  about: withSiteName('About us'),
  contact: withSiteName('Contact us'),
  privacy: withSiteName('Privacy policy'),
  safetyTips: withSiteName('Safety tips for buying a used car'),
  login: withSiteName('Sign in'),
  register: withSiteName('Create an account'),
  forgotPassword: withSiteName('Forgot password'),
  resetPassword: withSiteName('Choose a new password'),
  confirmEmail: withSiteName('Confirm your e-mail'),
  undoEmailChange: withSiteName('Undo an e-mail change'),
  profile: withSiteName('My profile'),
  package: withSiteName('My package'),
  listings: withSiteName('My listings'),
  wishlist: withSiteName('My wishlist'),
  settings: withSiteName('Settings'),
  mailPreferences: withSiteName('E-mail preferences'),
  admin: withSiteName('Staff console'),
  savedCars: withSiteName('Saved cars'),
  offers: withSiteName('Offers'),
  unsubscribe: withSiteName('E-mail preferences'),
  savedSearches: withSiteName('Saved searches'),
  listingAction: withSiteName('Your ad'),
};

export const STAFF_PAGE_TITLES: Record<keyof typeof staffPaths, string> = {
  adminAudit: withSiteName('Audit log'),
  adminReports: withSiteName('Reports'),
  adminMessages: withSiteName('Messages'),
  adminUsers: withSiteName('Users'),
};

/** An address that is no page of the site, or a car that never was. */
export const NOT_FOUND_TITLE = withSiteName('Page not found');

/**
 * An ended ad's page reached inside the web app, whose 410 answer names no car: the server's head
 * names it (`endedListingTitle`).
 */
export const ENDED_LISTING_TITLE = withSiteName('Car no longer for sale');

/** An ad that has ended (410): "2016 Toyota Aqua – no longer for sale | CarMarket". */
export function endedListingTitle(ad: { yom: number; make: string; model: string }): string {
  return withSiteName(`${ad.yom} ${ad.make} ${ad.model} – no longer for sale`);
}

/**
 * The Buy Car address names that make a page of its own: one make, one model and one city
 * ("Toyota Aqua for sale in Kandy"), and its page number. Every other part of the address — free
 * text, sort, price and year ranges — is a view of that page.
 */
export const SEARCH_PAGE_PARAMS = { make: 'brand', model: 'model', city: 'city', page: 'page' };

export interface SearchPageIds {
  make: number | undefined;
  model: number | undefined;
  city: number | undefined;
  page: number | undefined;
}

/** One id, written once: `brand=3`; a list (`brand=3,7`) or a repeat names no single make. */
function oneId(params: URLSearchParams, name: string): number | undefined {
  const values = params.getAll(name);
  const value = values.length === 1 ? values[0] : undefined;
  return value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/** The make, model, city and page a Buy Car address names, as its title and canonical read them. */
export function searchPageIds(params: URLSearchParams): SearchPageIds {
  return {
    make: oneId(params, SEARCH_PAGE_PARAMS.make),
    model: oneId(params, SEARCH_PAGE_PARAMS.model),
    city: oneId(params, SEARCH_PAGE_PARAMS.city),
    page: oneId(params, SEARCH_PAGE_PARAMS.page),
  };
}

/**
 * The canonical address of a make's, model's or city's Buy Car page: `/buy-car?brand=3&model=12`,
 * with its page number past the first. The server writes it as the canonical link; the home
 * page's make index and the car page's breadcrumbs link it.
 */
export function searchPagePath(ids: Partial<SearchPageIds>): string {
  const query = new URLSearchParams();
  if (ids.make !== undefined) query.set(SEARCH_PAGE_PARAMS.make, String(ids.make));
  if (ids.model !== undefined) query.set(SEARCH_PAGE_PARAMS.model, String(ids.model));
  if (ids.city !== undefined) query.set(SEARCH_PAGE_PARAMS.city, String(ids.city));
  if (ids.page !== undefined && ids.page > 1) query.set(SEARCH_PAGE_PARAMS.page, String(ids.page));
  const text = query.toString();
  return text ? `${paths.buyCar}?${text}` : paths.buyCar;
}

/** What a search page is about, from the names of the ids its address names (none if unknown). */
export interface SearchPageSubject {
  make: string | undefined;
  model: { make: string; model: string } | undefined;
  city: string | undefined;
  /** "Toyota Aqua", "Toyota cars" or "Used cars". */
  what: string;
  /** The city, or "Sri Lanka". */
  where: string;
}

export function searchPageSubject(found: {
  make: string | undefined;
  model: { make: string; model: string } | undefined;
  city: string | undefined;
}): SearchPageSubject {
  // A model names its make; one of another make than the address's is not this page's.
  const model =
    found.model && (!found.make || found.model.make === found.make) ? found.model : undefined;
  const what = model
    ? `${model.make} ${model.model}`
    : found.make
      ? `${found.make} cars`
      : 'Used cars';
  return { make: found.make, model, city: found.city, what, where: found.city ?? 'Sri Lanka' };
}

/** "Toyota Aqua for sale in Kandy – page 2 | CarMarket"; with no filter, the Buy Car title. */
export function searchPageTitle(subject: SearchPageSubject, page: number | undefined): string {
  const pageNote = page && page > 1 ? ` – page ${page}` : '';
  return withSiteName(`${subject.what} for sale in ${subject.where}${pageNote}`);
}
