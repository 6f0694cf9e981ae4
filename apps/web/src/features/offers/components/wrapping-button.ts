/**
 * The car page's seller buttons keep one line in English; a longer Sinhala or Tamil label wraps
 * inside the button instead of overflowing the seller's panel (issue 32).
 */
export const WRAPPING_BUTTON = 'h-auto min-h-12 py-2 text-center whitespace-normal';
