import { describe, expect, it } from 'vitest';
import { MAX_BOUND_VALUES, rowsPerInsert } from './bulk-load';

describe('rowsPerInsert', () => {
  it('keeps a multi-row insert under the bound-value limit', () => {
    // The 1M-ad seed's 20,000 sellers went in 5,000 at a time with 14 values each: 70,000
    // values, which PostgreSQL refused ("bind message has 4464 parameter formats").
    const rows = rowsPerInsert(5000, 14);
    expect(rows * 14).toBeLessThanOrEqual(MAX_BOUND_VALUES);
    expect(rows).toBe(4681);
  });

  it('gives the wanted batch when it fits, and at least one row', () => {
    expect(rowsPerInsert(500, 14)).toBe(500);
    expect(rowsPerInsert(5000, 100_000)).toBe(1);
  });
});
