import { describe, expect, it } from 'vitest';
import { formatDollars, formatListingPrice } from './format';

describe('formatListingPrice', () => {
  it('shows rupees with grouping and no cents', () => {
    expect(formatListingPrice(4_250_000)).toBe('Rs. 4,250,000');
    expect(formatListingPrice(999.6)).toBe('Rs. 1,000');
  });
});

describe('formatDollars', () => {
  it('keeps the spec dollar sign and cents for package prices', () => {
    expect(formatDollars(29.99)).toBe('$29.99');
    expect(formatDollars(0)).toBe('$0.00');
  });
});
