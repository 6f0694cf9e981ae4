import { describe, expect, it } from 'vitest';
import { formatCompactPrice, formatCompactPriceRange } from './compact-price';

describe('formatCompactPrice', () => {
  it('writes millions with one decimal place, dropping a zero one, and smaller prices whole', () => {
    expect(formatCompactPrice(6_240_000)).toBe('Rs. 6.2M');
    expect(formatCompactPrice(6_960_000)).toBe('Rs. 7M');
    expect(formatCompactPrice(12_350_000)).toBe('Rs. 12.4M');
    expect(formatCompactPrice(850_000)).toBe('Rs. 850,000');
  });
});

describe('formatCompactPriceRange', () => {
  it('writes "Rs." once for a band in millions, and each end whole below a million', () => {
    expect(formatCompactPriceRange(6_200_000, 6_900_000)).toBe('Rs. 6.2M – 6.9M');
    expect(formatCompactPriceRange(850_000, 1_200_000)).toBe('Rs. 850,000 – Rs. 1,200,000');
  });
});
