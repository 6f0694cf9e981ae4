/** Browser local storage keys. `sid` is fixed by spec section 3; the privacy page lists both. */
export const STORAGE_KEYS = {
  sessionId: 'sid',
  cityId: 'carmarket.cityId',
} as const;
