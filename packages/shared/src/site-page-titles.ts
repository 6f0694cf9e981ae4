import { CAR_PAGE_TITLE } from './page-titles';
import { msg } from './i18n/translate';
import type { paths, staffPaths } from './site-paths';

/*
 * Every fixed page's title, written out with the site's name (SITE_NAME) so the catalogs hold
 * each whole title (shared/page-titles.ts has the pages that name their data). Apart from
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
  home: msg('CarMarket — Buy and sell used cars in Sri Lanka'),
  buyCar: msg('Used cars for sale in Sri Lanka | CarMarket'),
  sellCar: msg('Sell your car | CarMarket'),
  carDetail: CAR_PAGE_TITLE,
  finance: msg('Car loan calculator | CarMarket'),
  about: msg('About us | CarMarket'),
  contact: msg('Contact us | CarMarket'),
  privacy: msg('Privacy policy | CarMarket'),
  safetyTips: msg('Safety tips for buying a used car | CarMarket'),
  login: msg('Sign in | CarMarket'),
  register: msg('Create an account | CarMarket'),
  forgotPassword: msg('Forgot password | CarMarket'),
  resetPassword: msg('Choose a new password | CarMarket'),
  confirmEmail: msg('Confirm your e-mail | CarMarket'),
  undoEmailChange: msg('Undo an e-mail change | CarMarket'),
  profile: msg('My profile | CarMarket'),
  package: msg('My package | CarMarket'),
  listings: msg('My listings | CarMarket'),
  wishlist: msg('My wishlist | CarMarket'),
  settings: msg('Settings | CarMarket'),
  mailPreferences: msg('E-mail preferences | CarMarket'),
  admin: msg('Staff console | CarMarket'),
  savedCars: msg('Saved cars | CarMarket'),
  compare: msg('Compare cars | CarMarket'),
  offers: msg('Offers | CarMarket'),
  unsubscribe: msg('E-mail preferences | CarMarket'),
  savedSearches: msg('Saved searches | CarMarket'),
  listingAction: msg('Your ad | CarMarket'),
  messages: msg('Messages | CarMarket'),
  conversation: msg('Conversation | CarMarket'),
};

export const STAFF_PAGE_TITLES: Record<keyof typeof staffPaths, string> = {
  adminAudit: msg('Audit log | CarMarket'),
  adminReports: msg('Reports | CarMarket'),
  adminMessages: msg('Messages | CarMarket'),
  adminUsers: msg('Users | CarMarket'),
  adminPackages: msg('Packages | CarMarket'),
};
