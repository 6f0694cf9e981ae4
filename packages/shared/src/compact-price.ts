import { formatListingPrice } from './format';

// Issue 37's short prices, in a module of their own: only the band's lazy chunks carry them.

let millions: Intl.NumberFormat | undefined;
const inMillions = (price: number) =>
  (millions ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })).format(
    price / 1_000_000,
  );

/**
 * A price in few characters, for the price band (issue 37): "Rs. 6.2M" from a million up, the
 * whole price below. The same in all three languages, as the full price is (decision 133).
 */
export function formatCompactPrice(price: number): string {
  return price >= 1_000_000 ? `Rs. ${inMillions(price)}M` : formatListingPrice(price);
}

/**
 * A band in few characters: "Rs. 6.2M – 6.9M", one "Rs." for both ends; a band starting below a
 * million is written whole at both ends, so its two ends read alike (decision 133).
 */
export function formatCompactPriceRange(low: number, high: number): string {
  return low >= 1_000_000
    ? `${formatCompactPrice(low)} – ${inMillions(high)}M`
    : `${formatListingPrice(low)} – ${formatListingPrice(high)}`;
}
