import { describe, expect, it } from 'vitest';
import { describePriceDrop, formatDollars, formatListingPrice } from './format';

describe('formatListingPrice', () => {
  it('shows whole rupees with grouping and no cents', () => {
    expect(formatListingPrice(4_250_000)).toBe('Rs. 4,250,000');
  });

  // Issue 38: 4999999.50 (the field allows 2 decimals) read "Rs. 5,000,000", more than asked.
  it('keeps the cents of a price that has them, both places, never rounding up', () => {
    expect(formatListingPrice(4_999_999.5)).toBe('Rs. 4,999,999.50');
    expect(formatListingPrice(999.6)).toBe('Rs. 999.60');
    expect(formatListingPrice(0.05)).toBe('Rs. 0.05');
  });

  it("shows two decimals always where the spec asks (the wizard's review)", () => {
    expect(formatListingPrice(4_250_000, { twoDecimals: true })).toBe('Rs. 4,250,000.00');
    expect(formatListingPrice(4_999_999.5, { twoDecimals: true })).toBe('Rs. 4,999,999.50');
  });
});

describe('formatDollars', () => {
  it('writes whole amounts as the spec does', () => {
    expect(formatDollars(500)).toBe('$500');
    expect(formatDollars(30_000)).toBe('$30,000');
    expect(formatDollars(0)).toBe('$0');
  });

  it('shows both decimal places when there are cents', () => {
    expect(formatDollars(29.99)).toBe('$29.99');
    expect(formatDollars(447.4324617964)).toBe('$447.43');
    expect(formatDollars(2845.9)).toBe('$2,845.90');
  });

  it('rounds to the cent before deciding', () => {
    expect(formatDollars(499.999)).toBe('$500');
  });
});

describe('describePriceDrop', () => {
  it('names the drop in rupees and the day it happened', () => {
    expect(
      describePriceDrop({ from: 5_000_000, to: 4_850_000, at: '2026-12-12T10:00:00.000Z' }),
    ).toBe('Price reduced by Rs. 150,000 on 12 Dec');
  });
});
