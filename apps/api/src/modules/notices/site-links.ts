import { listingPath, type ListingUrlParts } from '@carmarket/shared/listing-url';
import { paths } from '@carmarket/shared/site-paths';

/**
 * The web app's pages that e-mails link to, as paths on PUBLIC_URL, built from the site's own
 * list of paths (shared/site-paths), so a changed page URL is changed once for every message.
 */
export const siteLinks = {
  /** An ad's readable address, the same the site's cards link to. */
  car: (ad: ListingUrlParts) => listingPath(ad),
  myListings: (status: 'active' | 'pending' | 'expired' | 'sold' | 'rejected') =>
    `${paths.listings}?status=${status}`,
  offersInbox: paths.offers,
  /** One conversation of the chat (issue 35): the web app's `/messages/:id`. */
  conversation: (id: number) => `/messages/${id}`,
  myPackage: paths.package,
  savedSearches: paths.savedSearches,
  settings: paths.settings,
} as const;
