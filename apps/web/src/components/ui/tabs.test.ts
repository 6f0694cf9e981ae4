import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tabs';

describe('tabIndexAfterKey', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 0, 4)).toBe(3);
  });

  it('jumps to the first tab on Home and the last on End', () => {
    expect(tabIndexAfterKey('Home', 2, 4)).toBe(0);
    expect(tabIndexAfterKey('End', 1, 4)).toBe(3);
  });

  it('leaves every other key alone', () => {
    expect(tabIndexAfterKey('Enter', 1, 4)).toBeUndefined();
    expect(tabIndexAfterKey('ArrowDown', 1, 4)).toBeUndefined();
    expect(tabIndexAfterKey('Tab', 1, 4)).toBeUndefined();
  });
});
