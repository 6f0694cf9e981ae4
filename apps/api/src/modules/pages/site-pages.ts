import { paths, staffPaths } from '@carmarket/shared/site-paths';
import { pageHead, SITE_NAME, sitePicture, type PageHead } from './page-head';

/** Every page the server answers: the web app's paths and the staff console's (shared/site-paths). */
export const PAGE_PATHS = { ...paths, ...staffPaths };

/** A key of the site's pages, e.g. `home`, `buyCar`, `carDetail`, `adminReports`. */
export type PageKey = keyof typeof PAGE_PATHS;

interface PageText {
  title: string;
  description: string;
  /** Found by search engines and listed in the sitemap; the rest are `noindex`. */
  indexed: boolean;
}

const DEFAULT_DESCRIPTION =
  "CarMarket is Sri Lanka's marketplace for used cars: search thousands of reviewed listings, compare prices and sell your car in three simple steps.";

const withSite = (title: string) => `${title} | ${SITE_NAME}`;
const privatePage = (title: string): PageText => ({
  title: withSite(title),
  description: DEFAULT_DESCRIPTION,
  indexed: false,
});

/**
 * Every page of the web app with the words its head carries. The car page and the search page
 * add their ad's and their filters' words (listing-page.ts, search-page.ts).
 */
export const SITE_PAGES: Record<PageKey, PageText> = {
  home: {
    title: `${SITE_NAME} — Buy and sell used cars in Sri Lanka`,
    description: DEFAULT_DESCRIPTION,
    indexed: true,
  },
  buyCar: {
    title: withSite('Used cars for sale in Sri Lanka'),
    description:
      'Browse reviewed used cars for sale across Sri Lanka. Filter by make, model, price, year, mileage and city, and contact sellers directly.',
    indexed: true,
  },
  sellCar: {
    title: withSite('Sell your car'),
    description:
      'Sell your car on CarMarket in three steps: describe it, add photos, and choose a package. Every ad is reviewed before it goes live.',
    indexed: true,
  },
  carDetail: privatePage('Car for sale'),
  finance: {
    title: withSite('Car loan calculator'),
    description:
      'Work out the monthly payment of a car loan: the price, the deposit, the interest rate and the term, with the total you pay.',
    indexed: true,
  },
  about: {
    title: withSite('About us'),
    description:
      'Who we are and how CarMarket keeps buying and selling used cars in Sri Lanka safe.',
    indexed: true,
  },
  contact: {
    title: withSite('Contact us'),
    description: 'Questions about an ad, your package or a payment? Write to the CarMarket team.',
    indexed: true,
  },
  privacy: {
    title: withSite('Privacy policy'),
    description: 'What CarMarket keeps about you, why, and how to have it changed or removed.',
    indexed: true,
  },
  safetyTips: {
    title: withSite('Safety tips for buying a used car'),
    description:
      'How to buy a used car safely in Sri Lanka: inspect before you pay, never pay an advance to a stranger, and check the registration book.',
    indexed: true,
  },
  login: privatePage('Sign in'),
  register: privatePage('Create an account'),
  forgotPassword: privatePage('Forgot password'),
  resetPassword: privatePage('Choose a new password'),
  confirmEmail: privatePage('Confirm your e-mail'),
  undoEmailChange: privatePage('Undo an e-mail change'),
  profile: privatePage('My profile'),
  package: privatePage('My package'),
  listings: privatePage('My listings'),
  wishlist: privatePage('My wishlist'),
  settings: privatePage('Settings'),
  mailPreferences: privatePage('E-mail preferences'),
  admin: privatePage('Staff console'),
  adminAudit: privatePage('Audit log'),
  adminReports: privatePage('Reports'),
  adminMessages: privatePage('Messages'),
  adminUsers: privatePage('Users'),
  savedCars: privatePage('Saved cars'),
  offers: privatePage('Offers'),
  unsubscribe: privatePage('E-mail preferences'),
  savedSearches: privatePage('Saved searches'),
  listingAction: privatePage('Your ad'),
};

/**
 * The head of one of the site's pages: an indexed one at its canonical address, with the site's
 * picture for link previews.
 */
export function sitePageHead(key: PageKey, siteUrl: (path: string) => string): PageHead {
  const page = SITE_PAGES[key];
  return pageHead({
    title: page.title,
    description: page.description,
    canonical: page.indexed ? siteUrl(PAGE_PATHS[key]) : null,
    noindex: !page.indexed,
    images: page.indexed ? [sitePicture(siteUrl)] : [],
  });
}

/** An address that is no page of the site: the web app shows its not-found page. */
export function notFoundHead(): PageHead {
  return pageHead({
    title: withSite('Page not found'),
    description: DEFAULT_DESCRIPTION,
    noindex: true,
  });
}

/** The answer to a page that failed to render: the web app's error page, not for indexing. */
export function errorPageHead(): PageHead {
  return pageHead({
    title: withSite('Something went wrong'),
    description: DEFAULT_DESCRIPTION,
    noindex: true,
  });
}

/**
 * The pages whose body the server renders (decision 116): what a visitor reads. The pages that
 * belong to a signed-in user are drawn by the browser, which holds the session.
 */
export const SERVER_RENDERED: ReadonlySet<PageKey | 'notFound'> = new Set([
  'home',
  'buyCar',
  'carDetail',
  'sellCar',
  'finance',
  'about',
  'contact',
  'privacy',
  'safetyTips',
  'notFound',
] satisfies (PageKey | 'notFound')[]);

/** The pages the sitemap lists beside the ads, in the order it lists them. */
export const INDEXED_PAGES = (Object.keys(SITE_PAGES) as PageKey[]).filter(
  (key) => SITE_PAGES[key].indexed,
);

/** Paths crawlers are asked to leave alone (robots.txt): the account area, staff, the API. */
export const PRIVATE_PATHS = [
  '/api/',
  ...(Object.keys(SITE_PAGES) as PageKey[])
    .filter((key) => !SITE_PAGES[key].indexed && key !== 'carDetail')
    .map((key) => PAGE_PATHS[key]),
];
