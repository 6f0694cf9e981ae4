import { describe, expect, it } from 'vitest';
import { withoutSeparators } from './number-text';
import { caretAfterDigits, digitsBefore, groupThousands, showWholeNumber } from './typed-number';

describe('groupThousands', () => {
  it('groups digits in thousands as they are typed', () => {
    expect(['8', '80', '800', '8000', '80000', '800000', '8000000'].map(groupThousands)).toEqual([
      '8',
      '80',
      '800',
      '8,000',
      '80,000',
      '800,000',
      '8,000,000',
    ]);
  });

  it('regroups text that already has separators, typed or pasted', () => {
    expect(groupThousands('8,0000')).toBe('80,000');
    expect(groupThousands('1 250 000')).toBe('1,250,000');
    expect(groupThousands('12,34,567')).toBe('1,234,567');
  });

  it('drops leading zeros but keeps a lone zero, and leaves an empty box empty', () => {
    expect(groupThousands('007')).toBe('7');
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('')).toBe('');
  });

  it('leaves anything but digits as typed, so the search can say what is wrong', () => {
    expect(groupThousands('lots')).toBe('lots');
    expect(groupThousands('1500000.50')).toBe('1500000.50');
  });
});

describe('the caret', () => {
  it('stays after the digit it followed when separators come or go', () => {
    // A key in the middle ("8000|00" before grouping) leaves the caret after the fourth digit.
    const typed = '8000|00';
    const caret = typed.indexOf('|');
    const raw = typed.replace('|', '');
    const grouped = groupThousands(raw);
    expect(grouped).toBe('800,000');
    expect(caretAfterDigits(grouped, digitsBefore(raw, caret))).toBe(5);
  });

  it('goes to the start or the end at the edges', () => {
    expect(caretAfterDigits('1,000', 0)).toBe(0);
    expect(caretAfterDigits('1,000', 1)).toBe(1);
    expect(caretAfterDigits('1,000', 4)).toBe(5);
    expect(caretAfterDigits('1,000', 9)).toBe(5);
  });
});

describe('reading and showing', () => {
  it('reads a number without its separators and shows one with them', () => {
    expect(withoutSeparators('8,000,000')).toBe('8000000');
    expect(withoutSeparators('68 000')).toBe('68000');
    expect(showWholeNumber(8_000_000)).toBe('8,000,000');
    expect(showWholeNumber(undefined)).toBe('');
  });
});
