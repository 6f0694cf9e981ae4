/**
 * Numbers in the Buy Car address as people write them: a price or mileage may carry the thousands
 * separators its box shows. Only this is on the page's first load (decision 091); grouping while
 * typing is typed-number.ts's, loaded with the filter panels.
 */

/** The number as the search reads it: separators are not part of it ("68 000" is 68000). */
export function withoutSeparators(text: string): string {
  return text.replace(/[,\s]/g, '');
}
