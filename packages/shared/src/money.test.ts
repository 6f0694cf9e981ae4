import { describe, expect, it } from 'vitest';
import { MONEY_PATTERN, PriceSchema } from './money';

describe('PriceSchema', () => {
  const schema = PriceSchema('Invalid price format');

  it('reads digits with up to 2 decimals as a number', () => {
    expect(schema.parse(' 4250000 ')).toBe(4_250_000);
    expect(schema.parse('4250000.5')).toBe(4_250_000.5);
    expect(schema.parse('9999999999.99')).toBe(9_999_999_999.99);
  });

  it("refuses anything else with the form's own sentence", () => {
    for (const text of ['4,250,000', '1e6', '12.345', '-5', '12345678901', 'Rs. 100']) {
      const result = schema.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid price format');
      expect(MONEY_PATTERN.test(text), text).toBe(false);
    }
  });
});
