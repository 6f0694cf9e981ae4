import { withoutSeparators } from './number-text';

/**
 * Whole numbers as people type them into a box: grouped in thousands while they type
 * ("8000000" shows as "8,000,000"), with the caret kept after the same digit.
 */

const grouping = new Intl.NumberFormat('en-US');

/** Digits with thousands separators ("," or spaces) and nothing else. */
const DIGITS_AND_SEPARATORS = /^[\d,\s]*$/;

/** A number for the box, grouped; empty for no number. */
export function showWholeNumber(value: number | undefined): string {
  return value === undefined ? '' : grouping.format(value);
}

/**
 * The text regrouped in thousands. Anything but digits and separators is left as typed, so the
 * search's own message can say what is wrong with it. Leading zeros go ("007" is 7).
 */
export function groupThousands(text: string): string {
  if (!DIGITS_AND_SEPARATORS.test(text)) return text;
  const digits = withoutSeparators(text).replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Where the caret goes in `text` to sit after its `digits`th digit (0: at the start). */
export function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}

/** How many digits come before `caret` in `text`. */
export function digitsBefore(text: string, caret: number): number {
  return (text.slice(0, caret).match(/\d/g) ?? []).length;
}
