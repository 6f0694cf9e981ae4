import { describe, expect, it } from 'vitest';
import { formatDollars, formatListingPrice } from './format';

describe('formatListingPrice', () => {
  it('shows rupees with grouping and no cents', () => {
    expect(formatListingPrice(4_250_000)).toBe('Rs. 4,250,000');
    expect(formatListingPrice(999.6)).toBe('Rs. 1,000');
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
