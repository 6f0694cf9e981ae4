import { z } from 'zod';
import { BODY_NOT_AN_OBJECT } from './errors';
import { searchText } from './text';
import { SearchResultCarSchema } from './vehicle-search';
import { WISHLIST_LIMITS } from './wishlist-limits';
import { msg } from './i18n/translate';

/**
 * What a saved car is now. `live`: active and not past its expiry. `sold`. `expired`: status
 * expired, or active past its expiry. `unavailable`: pending again, rejected, or otherwise out of
 * public view.
 */
export const AVAILABILITIES = ['live', 'sold', 'expired', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export { WISHLIST_LIMITS };

export const WISHLIST_MESSAGES = {
  notForSale: msg('This car is no longer for sale.'),
  carNotFound: msg('We could not find that car.'),
  idsInvalid: msg('The car ids must be whole numbers from 1 up'),
  idsNotAList: msg('The car ids must be a list'),
  tooManyIds: msg('You can save at most 200 cars at once'),
  savedIdsInvalid: msg('ids must be a comma-separated list of car ids, like 3,7'),
  tooManySavedIds: msg('ids may list at most 200 cars'),
} as const;

const MAX_ID = 2_147_483_647;

/** A saved car on a visitor's local wishlist page: the card and what the car is now. */
export const SavedCarSchema = SearchResultCarSchema.extend({
  availability: z.enum(AVAILABILITIES),
});
export type SavedCar = z.infer<typeof SavedCarSchema>;

/** A car on a signed-in user's wishlist: also when it was saved. */
export const WishlistCarSchema = SavedCarSchema.extend({ savedAt: z.string() });
export type WishlistCar = z.infer<typeof WishlistCarSchema>;

/** GET /api/me/wishlist and POST /api/me/wishlist/merge: newest saved first. */
export const WishlistResponseSchema = z.object({ cars: z.array(WishlistCarSchema) });
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

/** PUT and DELETE /api/me/wishlist/:vehicleId. */
export const WishlistParamsSchema = z.object({
  vehicleId: z.coerce
    .number({ error: WISHLIST_MESSAGES.carNotFound })
    .int(WISHLIST_MESSAGES.carNotFound)
    .min(1, WISHLIST_MESSAGES.carNotFound)
    .max(MAX_ID, WISHLIST_MESSAGES.carNotFound),
});

/** POST /api/me/wishlist/merge: a visitor's local hearts, added on sign-in. */
export const WishlistMergeSchema = z.object(
  {
    vehicleIds: z
      .array(
        z
          .number({ error: WISHLIST_MESSAGES.idsInvalid })
          .int(WISHLIST_MESSAGES.idsInvalid)
          .min(1, WISHLIST_MESSAGES.idsInvalid)
          .max(MAX_ID, WISHLIST_MESSAGES.idsInvalid),
        { error: WISHLIST_MESSAGES.idsNotAList },
      )
      .max(WISHLIST_LIMITS.maxIds, WISHLIST_MESSAGES.tooManyIds)
      .transform((ids) => [...new Set(ids)]),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type WishlistMergeInput = z.input<typeof WishlistMergeSchema>;

/**
 * GET /api/vehicles/saved?ids=3,7: the cards of a visitor's local wishlist, in the order given.
 * A missing or empty `ids` means no cars.
 */
export const SavedCarsQuerySchema = z.object({
  ids: searchText({ label: msg('The list of car ids'), error: WISHLIST_MESSAGES.savedIdsInvalid })
    .optional()
    .transform((text) => text ?? '')
    .pipe(
      z
        .string()
        .regex(/^([1-9]\d{0,8}(,[1-9]\d{0,8})*)?$/, WISHLIST_MESSAGES.savedIdsInvalid)
        .transform((text) => (text === '' ? [] : [...new Set(text.split(',').map(Number))]))
        .pipe(z.array(z.number()).max(WISHLIST_LIMITS.maxIds, WISHLIST_MESSAGES.tooManySavedIds)),
    ),
});
export type SavedCarsQueryInput = z.input<typeof SavedCarsQuerySchema>;

/**
 * Unknown ids are left out, and so are ads that were never public or were taken down by staff
 * (pending, rejected): a visitor's list is not proof they ever saw the ad.
 */
export const SavedCarsResponseSchema = z.object({ cars: z.array(SavedCarSchema) });
export type SavedCarsResponse = z.infer<typeof SavedCarsResponseSchema>;
