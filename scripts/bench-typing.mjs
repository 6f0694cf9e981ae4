// The benchmark's "as you type" slice (issue 33): what the search box sends while a buyer types a
// word letter by letter (200 ms after the last key), and what the suggestions are asked for the
// same letters. The words are the mix's own (the API's makes and models with live ads, the mix's
// trims and description words), so the slice fits whatever database is seeded.
import { DESCRIPTION_WORDS, TRIMS, seeded } from './bench-mix.mjs';

/** A prefix's shape is the source of the word it was typed from. */
export const TYPING_SHAPES = ['make prefix', 'model prefix', 'trim prefix', 'description prefix'];

/** Prefixes of 2 to 8 letters: one letter searches nothing, and by 8 the word is usually known. */
export const PREFIX_LETTERS = { min: 2, max: 8 };

/**
 * A share of the searches carry a filter the mix uses (a gearbox or a fuel type), as a buyer who
 * chose one before typing (issue 33's `query=da&transmissions=1&sort=2`).
 */
export const FILTERED_SHARE = 0.15;

/** Relevance, price low to high, price high to low, newest, lowest mileage (api.md). */
const SORT_COUNT = 5;

/** The words of names, split at anything not a letter ("Mercedes-Benz" → mercedes, benz; "CX-5" → cx). */
const wordsOf = (names) =>
  names
    .flatMap((name) => name.toLowerCase().split(/[^\p{L}]+/u))
    .filter((word) => word.length >= PREFIX_LETTERS.min);

/** The words each shape is typed from. `reference` is what the API serves (as for buildMix). */
export function typingWords(reference) {
  return {
    'make prefix': wordsOf(reference.brands.map((brand) => brand.name)),
    'model prefix': wordsOf(
      reference.models.filter((model) => model.count > 0).map((model) => model.name),
    ),
    'trim prefix': wordsOf(TRIMS),
    'description prefix': wordsOf(DESCRIPTION_WORDS),
  };
}

/**
 * Every distinct prefix of 2 to 8 letters of the words, in typing order (a word's prefixes from
 * the shortest, word after word), tagged with the first shape that gives it ("co" is a model's,
 * Corolla's, before it is a description's, "company").
 */
export function typingPrefixes(reference) {
  const seen = new Set();
  const prefixes = [];
  for (const [shape, words] of Object.entries(typingWords(reference))) {
    for (const word of words) {
      const longest = Math.min(PREFIX_LETTERS.max, word.length);
      for (let length = PREFIX_LETTERS.min; length <= longest; length += 1) {
        const prefix = word.slice(0, length);
        if (seen.has(prefix)) continue;
        seen.add(prefix);
        prefixes.push({ shape, prefix });
      }
    }
  }
  return prefixes;
}

/**
 * The prefixes as searches, each with a sort drawn from `seed` and a few with a gearbox or fuel
 * type: distinct, since the prefixes are. `sortShift` turns every sort to the next one, so a
 * second measurement of the same prefixes asks none of the first one's searches.
 */
export function typingSearches(prefixes, reference, { seed, sortShift = 0 }) {
  const random = seeded(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  return prefixes.map(({ shape, prefix }) => {
    const sort = (Math.floor(random() * SORT_COUNT) + sortShift) % SORT_COUNT;
    let filter = '';
    if (random() < FILTERED_SHARE) {
      filter =
        random() < 0.5
          ? `&transmissions=${pick(reference.transmissions).id}`
          : `&fuelTypes=${pick(reference.fuelTypes).id}`;
    }
    return {
      shape,
      path: `/api/vehicles/search?query=${encodeURIComponent(prefix)}${filter}&sort=${sort}`,
    };
  });
}

/** The same prefixes asked of the suggestions, each with its shape. */
export const suggestions = (prefixes) =>
  prefixes.map(({ shape, prefix }) => ({
    shape,
    path: `/api/vehicles/suggest?q=${encodeURIComponent(prefix)}`,
  }));

/** A text no prefix can be (prefixes are letters only), so probing asks no measured path. */
const PROBE = 'zz9';

/**
 * Whether the server has the suggestions: an answer of `{ suggestions: [...] }`. A build without
 * them says so in its own way (the detail route `/api/vehicles/:id` refuses "suggest" as an id).
 * Answers the status seen, for the line that says why suggestions were not measured.
 */
export async function probeSuggestions(base) {
  const response = await fetch(`${base}/api/vehicles/suggest?q=${PROBE}`);
  const body = await response.json().catch(() => undefined);
  return { serves: response.ok && Array.isArray(body?.suggestions), status: response.status };
}
