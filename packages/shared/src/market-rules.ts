// The ids of a compare link (issue 37), without zod: the API and the compare page read them
// alike.

/**
 * The ids a compare link asks for, in its order: each id once, at most `max`
 * (`MARKET_RULES.compareMax`); `problem`
 * says why some were left out (more than 3, repeated, or not an id), the first that applies.
 * The API reads these; the page builds its links with them, so both agree.
 */
export function compareIdsOf(
  text: string,
  max: number,
): {
  ids: number[];
  problem: 'tooMany' | 'repeated' | 'notIds' | null;
} {
  const tokens = text
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  const numeric = tokens.filter((token) => /^[1-9]\d{0,8}$/.test(token)).map(Number);
  const distinct = [...new Set(numeric)];
  const problem =
    distinct.length > max
      ? 'tooMany'
      : distinct.length < numeric.length
        ? 'repeated'
        : numeric.length < tokens.length
          ? 'notIds'
          : null;
  return { ids: distinct.slice(0, max), problem };
}
