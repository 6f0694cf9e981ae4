/** Browser local storage keys. `sid` is fixed by spec section 3; the privacy page lists them. */
export const STORAGE_KEYS = {
  sessionId: 'sid',
  cityId: 'carmarket.cityId',
  /** A visitor's saved cars (ids), merged into the account at sign-in. */
  savedCars: 'carmarket.savedCars',
} as const;
