/**
 * How many cars a wishlist holds. Its own module, without zod schemas, because the saved-cars
 * store in the first load needs it (decision 091); `./wishlist` re-exports it.
 */
export const WISHLIST_LIMITS = {
  /** More hearts than a person keeps; a longer list is a mistake or an attack. */
  maxIds: 200,
} as const;
