import type { ContactSubject } from '@carmarket/shared/contact';
import { listingPath, type ListingUrlParts } from '@carmarket/shared/listing-url';
import { isSitePath } from '@carmarket/shared/site-path';
import { paths } from '@carmarket/shared/site-paths';

/** Every route path of the web app (shared with the server, which renders each page's head). */
export { paths } from '@carmarket/shared/site-paths';

/** An ad's page at its readable address: `/cars/123-toyota-aqua-s-2016-kandy`. */
export function carDetail(car: ListingUrlParts): string {
  return listingPath(car);
}

/** An ad's page by its number alone (`/cars/123`), for staff lists that know no more of it. */
export function carDetailById(id: number): string {
  return paths.carDetail.replace(':id', String(id));
}

/** The sell wizard's query parameter naming the ad being edited: `/sell-car?edit=12`. */
export const SELL_EDIT_PARAM = 'edit';

/** The sell wizard opened on one of the seller's ads. */
export function editListing(adId: number): string {
  return `${paths.sellCar}?${new URLSearchParams({ [SELL_EDIT_PARAM]: String(adId) }).toString()}`;
}

/** The one-tap link page's query parameter. */
export const LISTING_ACTION_TOKEN_PARAM = 'token';

/** The query parameter of a reset link that carries its token. */
export const RESET_TOKEN_PARAM = 'token';

/** My Listings' query parameters: the tab shown, and the ad just sent for review. */
export const LISTINGS_TAB_PARAM = 'status';
export const LISTINGS_SUBMITTED_PARAM = 'submitted';

/** Where a seller lands after Submit Ad: the Pending tab with the new ad marked. */
export function listingsAfterSubmit(adId: number): string {
  return `${paths.listings}?${new URLSearchParams({
    [LISTINGS_TAB_PARAM]: 'pending',
    [LISTINGS_SUBMITTED_PARAM]: String(adId),
  }).toString()}`;
}

/** The query parameter the contact form reads its preset subject from. */
export const CONTACT_SUBJECT_PARAM = 'subject';

/** The contact page with its subject chosen, e.g. `/contact?subject=billing` from Apply Now. */
export function contactWithSubject(subject: ContactSubject): string {
  return `${paths.contact}?${new URLSearchParams({ [CONTACT_SUBJECT_PARAM]: subject }).toString()}`;
}

/** The query parameter that names where sign-in continues (spec section 2: `/{state}?step=1`). */
export const SIGN_IN_STATE_PARAM = 'state';
/** A state is one path segment such as `sell-car`: never a URL that could lead off the site. */
const SIGN_IN_STATE_PATTERN = /^[a-z0-9-]{1,40}$/;

/** `/login?state=sell-car`: sign in, then continue at `/sell-car?step=1`. */
export function loginThen(state: string): string {
  return `${paths.login}?${new URLSearchParams({ [SIGN_IN_STATE_PARAM]: state }).toString()}`;
}

/** The query parameter that brings a visitor back to the page that asked them to sign in. */
export const SIGN_IN_RETURN_PARAM = 'next';

/** `/login?next=/cars/12`: sign in, then come back to the car. */
export function loginReturningTo(path: string): string {
  return `${paths.login}?${new URLSearchParams({ [SIGN_IN_RETURN_PARAM]: path }).toString()}`;
}

export function registerReturningTo(path: string): string {
  return `${paths.register}?${new URLSearchParams({ [SIGN_IN_RETURN_PARAM]: path }).toString()}`;
}

/**
 * Where a successful sign-in goes: `/{state}?step=1` for a valid state (spec section 2), else
 * back to the page that asked (`next`), else home.
 */
export function afterSignIn(searchParams: URLSearchParams): string {
  const state = searchParams.get(SIGN_IN_STATE_PARAM);
  if (state && SIGN_IN_STATE_PATTERN.test(state)) return `/${state}?step=1`;
  const next = searchParams.get(SIGN_IN_RETURN_PARAM);
  return isSitePath(next) ? next : paths.home;
}

/** The query parameter of a confirmation or undo link that carries its token (decision 103). */
export const EMAIL_TOKEN_PARAM = 'token';
