import { NOT_FOUND_TITLE } from '@carmarket/shared/page-titles';
import { withSiteName } from '@carmarket/shared/site-name';
import { PAGE_TITLES, STAFF_PAGE_TITLES, type PageKey } from '@carmarket/shared/site-page-titles';
import { paths, staffPaths } from '@carmarket/shared/site-paths';
import { msg } from '@carmarket/shared/i18n/translate';
import { pageHead, sitePicture, type PageHead } from './page-head';

/** Every page the server answers: the web app's paths and the staff console's (shared/site-paths). */
export const PAGE_PATHS = { ...paths, ...staffPaths };

export type { PageKey };

const TITLES: Record<PageKey, string> = { ...PAGE_TITLES, ...STAFF_PAGE_TITLES };

interface PageText {
  /** The title is the web app's too (shared/site-page-titles). */
  description: string;
  /** Found by search engines and listed in the sitemap; the rest are `noindex`. */
  indexed: boolean;
}

const DEFAULT_DESCRIPTION = msg(
  "CarMarket is Sri Lanka's marketplace for used cars: search thousands of reviewed listings, compare prices and sell your car in three simple steps.",
);

const privatePage: PageText = { description: DEFAULT_DESCRIPTION, indexed: false };

/**
 * Every page of the web app with the words its head carries beside its title. The car page and the search page
 * add their ad's and their filters' words (listing-page.ts, search-page.ts).
 */
export const SITE_PAGES: Record<PageKey, PageText> = {
  home: {
    description: DEFAULT_DESCRIPTION,
    indexed: true,
  },
  buyCar: {
    description: msg(
      'Browse reviewed used cars for sale across Sri Lanka. Filter by make, model, price, year, mileage and city, and contact sellers directly.',
    ),
    indexed: true,
  },
  sellCar: {
    description: msg(
      'Sell your car on CarMarket in three steps: describe it, add photos, and choose a package. Every ad is reviewed before it goes live.',
    ),
    indexed: true,
  },
  carDetail: privatePage,
  finance: {
    description: msg(
      'Work out the monthly payment of a car loan: the price, the deposit, the interest rate and the term, with the total you pay.',
    ),
    indexed: true,
  },
  about: {
    description: msg(
      'Who we are and how CarMarket keeps buying and selling used cars in Sri Lanka safe.',
    ),
    indexed: true,
  },
  contact: {
    description: msg(
      'Questions about an ad, your package or a payment? Write to the CarMarket team.',
    ),
    indexed: true,
  },
  privacy: {
    description: msg('What CarMarket keeps about you, why, and how to have it changed or removed.'),
    indexed: true,
  },
  safetyTips: {
    description: msg(
      'How to buy a used car safely in Sri Lanka: inspect before you pay, never pay an advance to a stranger, and check the registration book.',
    ),
    indexed: true,
  },
  login: privatePage,
  register: privatePage,
  forgotPassword: privatePage,
  resetPassword: privatePage,
  confirmEmail: privatePage,
  undoEmailChange: privatePage,
  profile: privatePage,
  package: privatePage,
  listings: privatePage,
  wishlist: privatePage,
  settings: privatePage,
  mailPreferences: privatePage,
  admin: privatePage,
  adminAudit: privatePage,
  adminReports: privatePage,
  adminMessages: privatePage,
  adminUsers: privatePage,
  adminPackages: privatePage,
  savedCars: privatePage,
  compare: privatePage,
  offers: privatePage,
  unsubscribe: privatePage,
  savedSearches: privatePage,
  listingAction: privatePage,
  messages: privatePage,
  conversation: privatePage,
};

/**
 * The head of one of the site's pages: an indexed one at its canonical address, with the site's
 * picture for link previews.
 */
export function sitePageHead(key: PageKey, siteUrl: (path: string) => string): PageHead {
  const page = SITE_PAGES[key];
  return pageHead({
    title: TITLES[key],
    description: page.description,
    canonical: page.indexed ? siteUrl(PAGE_PATHS[key]) : null,
    noindex: !page.indexed,
    images: page.indexed ? [sitePicture(siteUrl)] : [],
  });
}

/** An address that is no page of the site: the web app shows its not-found page. */
export function notFoundHead(): PageHead {
  return pageHead({
    title: NOT_FOUND_TITLE,
    description: DEFAULT_DESCRIPTION,
    noindex: true,
  });
}

/** The answer to a page that failed to render: the web app's error page, not for indexing. */
export function errorPageHead(): PageHead {
  return pageHead({
    title: withSiteName(msg('Something went wrong')),
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
