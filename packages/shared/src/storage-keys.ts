/**
 * Browser local storage keys; the privacy page lists them. The spec's `sid` is gone: the session
 * lives in an HttpOnly cookie no script can read (decision 101).
 */
export const STORAGE_KEYS = {
  /** A hint, no secret: this browser may hold a session cookie, so the app checks it at start. */
  signedIn: 'carmarket.signedIn',
  cityId: 'carmarket.cityId',
  /** A visitor's saved cars (ids), merged into the account at sign-in. */
  savedCars: 'carmarket.savedCars',
} as const;

/* Issue 37's recently viewed and compare lists have their own keys: ./browsing-storage-keys. */
