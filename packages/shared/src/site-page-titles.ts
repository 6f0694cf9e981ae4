import { CAR_PAGE_TITLE } from './page-titles';
import { SITE_NAME } from './site-name';
import type { paths, staffPaths } from './site-paths';

/*
 * Every fixed page's title (shared/page-titles.ts has the pages that name their data). Apart from
 * those, so a public page's first load does not carry every page's words: the web app loads
 * these after the first paint (app/routes/fixed-page-title.tsx).
 */

/** A key of the site's pages, e.g. `home`, `buyCar`, `carDetail`, `adminReports`. */
export type PageKey = keyof typeof paths | keyof typeof staffPaths;

/**
 * Each page's title. The car page and the search page name their ad and their filters
 * (`listingPageTitle` in listing-url.ts, `searchPageTitle` below); `carDetail` is the car page's
 * title before its ad is known. The staff console's are apart, as its paths are, so a public
 * page's bundle does not carry them.
 */

export const PAGE_TITLES: Record<keyof typeof paths, string> = {
  home: `${SITE_NAME} — Buy and sell used cars in Sri Lanka`,
  buyCar: `Used cars for sale in Sri Lanka | ${SITE_NAME}`,
  sellCar: `Sell your car | ${SITE_NAME}`,
  carDetail: CAR_PAGE_TITLE,
  finance: `Car loan calculator | ${SITE_NAME}`,
  about: `About us | ${SITE_NAME}`,
  contact: `Contact us | ${SITE_NAME}`,
  privacy: `Privacy policy | ${SITE_NAME}`,
  safetyTips: `Safety tips for buying a used car | ${SITE_NAME}`,
  login: `Sign in | ${SITE_NAME}`,
  register: `Create an account | ${SITE_NAME}`,
  forgotPassword: `Forgot password | ${SITE_NAME}`,
  resetPassword: `Choose a new password | ${SITE_NAME}`,
  confirmEmail: `Confirm your e-mail | ${SITE_NAME}`,
  undoEmailChange: `Undo an e-mail change | ${SITE_NAME}`,
  profile: `My profile | ${SITE_NAME}`,
  package: `My package | ${SITE_NAME}`,
  listings: `My listings | ${SITE_NAME}`,
  wishlist: `My wishlist | ${SITE_NAME}`,
  settings: `Settings | ${SITE_NAME}`,
  mailPreferences: `E-mail preferences | ${SITE_NAME}`,
  admin: `Staff console | ${SITE_NAME}`,
  savedCars: `Saved cars | ${SITE_NAME}`,
  offers: `Offers | ${SITE_NAME}`,
  unsubscribe: `E-mail preferences | ${SITE_NAME}`,
  savedSearches: `Saved searches | ${SITE_NAME}`,
  listingAction: `Your ad | ${SITE_NAME}`,
};

export const STAFF_PAGE_TITLES: Record<keyof typeof staffPaths, string> = {
  adminAudit: `Audit log | ${SITE_NAME}`,
  adminReports: `Reports | ${SITE_NAME}`,
  adminMessages: `Messages | ${SITE_NAME}`,
  adminUsers: `Users | ${SITE_NAME}`,
};
