import { describe, expect, it } from 'vitest';
import { priceDropsOf } from './vehicle-detail-text';

describe('priceDropsOf', () => {
  it('finds each drop in a history, newest first, and no rise', () => {
    expect(
      priceDropsOf([
        { price: 4_700_000, changedAt: '2026-12-20T00:00:00.000Z' },
        { price: 4_900_000, changedAt: '2026-12-15T00:00:00.000Z' },
        { price: 4_800_000, changedAt: '2026-12-10T00:00:00.000Z' },
        { price: 5_000_000, changedAt: '2026-12-01T00:00:00.000Z' },
      ]),
    ).toEqual([
      { from: 4_900_000, to: 4_700_000, at: '2026-12-20T00:00:00.000Z' },
      { from: 5_000_000, to: 4_800_000, at: '2026-12-10T00:00:00.000Z' },
    ]);
    expect(priceDropsOf([{ price: 1, changedAt: 'x' }])).toEqual([]);
  });
});
