import { describe, expect, it } from 'vitest';
import { addMonths } from './months';

describe('addMonths', () => {
  it('adds calendar months and keeps the time of day', () => {
    expect(addMonths(new Date('2025-03-15T10:30:00Z'), 2).toISOString()).toBe(
      '2025-05-15T10:30:00.000Z',
    );
  });

  it('stays inside a shorter month and crosses years', () => {
    expect(addMonths(new Date('2025-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
    expect(addMonths(new Date('2024-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2024-02-29T00:00:00.000Z',
    );
    expect(addMonths(new Date('2025-12-10T00:00:00Z'), 2).toISOString()).toBe(
      '2026-02-10T00:00:00.000Z',
    );
  });
});
