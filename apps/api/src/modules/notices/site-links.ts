import { listingPath, type ListingUrlParts } from '@carmarket/shared/listing-url';

/**
 * The web app's pages that e-mails link to, as paths on PUBLIC_URL (the web app's own list is
 * apps/web/src/config/paths.ts; the API cannot import it). One place, so a changed page URL is
 * changed once for every message.
 */
export const siteLinks = {
  /** An ad's readable address, the same the site's cards link to. */
  car: (ad: ListingUrlParts) => listingPath(ad),
  myListings: (status: 'active' | 'pending' | 'expired' | 'sold' | 'rejected') =>
    `/listings?status=${status}`,
  offersInbox: '/offers',
  myPackage: '/package',
  savedSearches: '/saved-searches',
  settings: '/settings',
} as const;

const colomboDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Colombo',
});

/** "12 Dec 2026", on Sri Lanka's calendar whatever the server's time zone. */
export function formatMailDate(date: Date): string {
  return colomboDate.format(date);
}
