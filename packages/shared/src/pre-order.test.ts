import { describe, expect, it } from 'vitest';
import { PRE_ORDER_DEPOSITS, PreOrderSchema } from './pre-order';

const valid = { carName: 'Toyota Aqua 2018', contactEmail: 'buyer@example.lk' };

function firstIssue(input: unknown) {
  const result = PreOrderSchema.safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return issue && { field: issue.path.join('.'), message: issue.message };
}

describe('PRE_ORDER_DEPOSITS', () => {
  it('holds the deposits of spec section 9', () => {
    expect(PRE_ORDER_DEPOSITS).toEqual([500, 750, 1_000]);
  });
});

describe('PreOrderSchema', () => {
  it('accepts the required fields alone', () => {
    expect(PreOrderSchema.parse(valid)).toEqual(valid);
  });

  it('trims, turns empty optional fields into undefined and drops unknown keys', () => {
    const result = PreOrderSchema.parse({
      carName: '  Toyota Aqua 2018 ',
      description: '   ',
      expectedPrice: '',
      contactEmail: ' buyer@example.lk ',
      userId: 7,
    });
    expect(result).toEqual(valid);
    expect(PreOrderSchema.parse({ ...valid, description: null, expectedPrice: null })).toEqual(
      valid,
    );
  });

  it('takes the expected price as a number or as the input text', () => {
    expect(PreOrderSchema.parse({ ...valid, expectedPrice: 4_250_000.5 }).expectedPrice).toBe(
      4_250_000.5,
    );
    expect(PreOrderSchema.parse({ ...valid, expectedPrice: ' 12500.75 ' }).expectedPrice).toBe(
      12_500.75,
    );
    expect(PreOrderSchema.parse({ ...valid, expectedPrice: 0 }).expectedPrice).toBe(0);
  });

  it('refuses a price that is negative, has 3 decimals, is not a number or is too large', () => {
    for (const expectedPrice of [-1, '-1', '12.345', 12.345, '12,500', 'abc', true, 1e21]) {
      expect(firstIssue({ ...valid, expectedPrice }), String(expectedPrice)).toEqual({
        field: 'expectedPrice',
        message: 'Invalid price format',
      });
    }
    expect(firstIssue({ ...valid, expectedPrice: '9999999999.99' })).toBeUndefined();
    expect(firstIssue({ ...valid, expectedPrice: '10000000000' })?.message).toBe(
      'Invalid price format',
    );
  });

  it('checks the rules in order: car name, description, expected price, email', () => {
    const steps: [Record<string, unknown>, string, string][] = [
      [{}, 'carName', 'Car name is required'],
      [{ carName: '  ' }, 'carName', 'Car name is required'],
      [
        { carName: 'x'.repeat(121) },
        'carName',
        'The car name is too long (120 characters at most)',
      ],
      [
        { carName: 'Honda Vezel', description: 'x'.repeat(2_001) },
        'description',
        'The description is too long (2,000 characters at most)',
      ],
      [
        { description: 'Any colour', expectedPrice: '1.234' },
        'expectedPrice',
        'Invalid price format',
      ],
      [{ expectedPrice: '7500000' }, 'contactEmail', 'Email is required'],
      [{ contactEmail: ' ' }, 'contactEmail', 'Email is required'],
      [{ contactEmail: 'buyer@example' }, 'contactEmail', 'Invalid email address'],
    ];
    let input: Record<string, unknown> = {};
    for (const [change, field, message] of steps) {
      input = { ...input, ...change };
      expect(firstIssue(input), JSON.stringify(change)).toEqual({ field, message });
    }
    expect(firstIssue({ ...input, contactEmail: 'buyer@example.lk' })).toBeUndefined();
  });
});
