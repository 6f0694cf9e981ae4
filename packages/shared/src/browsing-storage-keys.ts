/**
 * The keys of issue 37's lists, in a module apart from STORAGE_KEYS (./storage-keys) so that every
 * page's first load (which reads the sign-in hint) does not carry them: only the car page's, the home page's and
 * /compare's later chunks do.
 */
export const BROWSING_STORAGE_KEYS = {
  /** A visitor's recently viewed cars (ids, newest first, 12), merged into the account at sign-in. */
  recentlyViewed: 'carmarket.recentlyViewed',
  /** The cars chosen for /compare (ids, at most 3). */
  compareCars: 'carmarket.compareCars',
} as const;
