const rupees = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});

/** Listing prices: one currency wherever a listing appears (architecture.md, "Currency"). */
export function formatListingPrice(price: number): string {
  return `Rs. ${rupees.format(price)}`;
}

/** Finance calculator, package prices and pre-order deposits keep the spec's `$`. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
