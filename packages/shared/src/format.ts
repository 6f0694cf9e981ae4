import { formatMessage } from './i18n/message-format';
import type { Language } from './i18n/languages';
import { msg } from './i18n/translate';
import { formatDate } from './date-time';

/** Rupees with grouping and `digits` decimal places. */
const rupees = (digits: number) =>
  new Intl.NumberFormat('en-LK', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Listing prices: one currency wherever a listing appears (architecture.md, "Currency"). Whole
 * rupees read without cents; a price with cents (the form takes up to 2 decimals) shows both
 * places rather than rounding up (issue 38). `twoDecimals`: always two places, as the spec asks
 * of the sell wizard's review step.
 */
export function formatListingPrice(price: number, { twoDecimals = false } = {}): string {
  const cents = Math.round(price * 100);
  return `Rs. ${rupees(twoDecimals || cents % 100 ? 2 : 0).format(cents / 100)}`;
}

/**
 * Finance figures, package prices and pre-order deposits keep the spec's `$`. Whole amounts read
 * as the spec writes them ($500, $30,000); anything with cents shows both places ($29.99).
 */
export function formatDollars(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(amount);
}

const wholeNumbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Mileage as the cards show it (spec section 1: "in mi"). */
export function formatMileage(miles: number): string {
  return `${wholeNumbers.format(miles)} mi`;
}

/** A live ad's price drop under its price: "Price reduced by Rs. 150,000 on 12 Dec". */
export function describePriceDrop(drop: { from: number; to: number; at: string }): string {
  return formatMessage(PRICE_DROP, priceDropValues(drop, 'en'), 'en');
}

/** The price drop's sentence: `t(PRICE_DROP, priceDropValues(drop, language))`. */
export const PRICE_DROP = msg('Price reduced by {amount} on {date}');

export function priceDropValues(
  drop: { from: number; to: number; at: string },
  language: Language,
): { amount: string; date: string } {
  return {
    amount: formatListingPrice(drop.from - drop.to),
    date: formatDate(drop.at, 'day-month', language),
  };
}
