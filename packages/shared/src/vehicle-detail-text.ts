import { msg } from './i18n/translate';

// The ad page's constants, without zod schemas: the car page reads them on the first screen
// (decision 091). `./vehicle-detail` re-exports them all.

/**
 * The `sizes` of the ad page's main photo: the gallery's <img> and the server's preload of that
 * photo must name the same, or the browser fetches a second copy.
 */
export const GALLERY_IMAGE_SIZES =
  // The column's width: beside the 22rem seller panel from lg, else the page less its padding.
  '(min-width: 1024px) min(816px, calc(100vw - 30rem)), (min-width: 768px) calc(100vw - 6rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** The ad's yes/no equipment flags (spec section 3) as the detail page names them. */
export const VEHICLE_FEATURE_LABELS = {
  airCondition: msg('Air Conditioning'),
  powerSteering: msg('Power Steering'),
  powerWindow: msg('Power Windows'),
  powerMirror: msg('Power Mirrors'),
} as const;

/** The heading of the page of an ad that was public and has ended (sold, or past its validity). */
export const NO_LONGER_FOR_SALE_HEADING = msg('This car is no longer for sale');
/** Why, under that heading. */
export const NO_LONGER_FOR_SALE_REASON = msg('It was sold, or its ad has ended.');
/** GET /api/vehicles/:id answers 410 with this sentence for such an ad (decision 092). */
export const CAR_NO_LONGER_FOR_SALE = `${NO_LONGER_FOR_SALE_HEADING}. ${NO_LONGER_FOR_SALE_REASON}`;

/**
 * The drops in an ad's price history (issue 37: `priceHistory`, newest first, each a price the ad
 * had from `changedAt`): one per entry whose price is below the one before it, newest first.
 */
export function priceDropsOf(
  history: ReadonlyArray<{ price: number; changedAt: string }>,
): Array<{ from: number; to: number; at: string }> {
  return history.flatMap((entry, i) => {
    const before = history[i + 1];
    return before && entry.price < before.price
      ? [{ from: before.price, to: entry.price, at: entry.changedAt }]
      : [];
  });
}
