/**
 * Names that could pass for CarMarket or its team (issue 29, decision 110). A stranger named
 * "CarMarket Security Team" wrote to sellers through our offer e-mails; names like it are refused
 * at registration and profile save, and existing ones are shown to others as a stand-in.
 *
 * A name is read the way a hurried reader sees it: case, accents, full-width forms, zero-width
 * characters, look-alike letters (Cyrillic and Greek homoglyphs, 0 for o, 1 or | for l and i, rn
 * for m) and the spaces or punctuation between letters do not matter. It is refused when some run
 * of its words, written together, is made of the site's words (at least one) and a few words that
 * go with them ("team", "lk", "desk"). Whole words only, so "Padmini" and "Staffordshire" stay.
 */

/** The words only the site and its team may go by. */
const SITE_WORDS = [
  'carmarket',
  'support',
  'admin',
  'admins',
  'administrator',
  'administrators',
  'security',
  'staff',
  'moderator',
  'moderators',
  'official',
  'officials',
];

/** Words that make a site word sound more official; alone they are ordinary. */
const COMPANION_WORDS = [
  'team',
  'teams',
  'desk',
  'help',
  'service',
  'services',
  'center',
  'centre',
  'account',
  'accounts',
  'department',
  'dept',
  'notice',
  'alert',
  'alerts',
  'info',
  'lk',
  'sl',
  'the',
];

/** Letters from other scripts that look like Latin ones, lower case (after toLowerCase). */
const HOMOGLYPHS: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  // Latin look-alikes NFKD leaves alone
  ı: 'i',
  ł: 'l',
  ø: 'o',
  ß: 'ss',
};

/** Digits and signs people put for letters; read both as letters and as breaks between words. */
const LOOK_ALIKE_SIGNS: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '|': 'l',
  '!': 'i',
};

/** Letters a reader takes for one another: l and i are one, rn is m, vv is w. */
function merged(letters: string): string {
  return letters.replaceAll('rn', 'm').replaceAll('vv', 'w').replaceAll('l', 'i');
}

const siteWords = new Set(SITE_WORDS.map(merged));
const anyWords = new Set([...siteWords, ...COMPANION_WORDS.map(merged)]);
const longestWord = Math.max(...[...anyWords].map((word) => word.length));

/**
 * True when `letters` is made of known words end to end, one of them the site's (dynamic
 * programming over where a word may end).
 */
function madeOfSiteWords(letters: string): boolean {
  // reach[i]: 0 none, 1 reached by companion words only, 2 reached with a site word on the way.
  const reach = new Array<number>(letters.length + 1).fill(0);
  reach[0] = 1;
  for (let start = 0; start < letters.length; start += 1) {
    const from = reach[start]!;
    if (from === 0) continue;
    for (let end = start + 1; end <= Math.min(letters.length, start + longestWord); end += 1) {
      const word = letters.slice(start, end);
      if (!anyWords.has(word)) continue;
      const next = siteWords.has(word) ? 2 : from;
      reach[end] = Math.max(reach[end]!, next);
    }
  }
  return reach[letters.length] === 2;
}

/** The name as a list of lower-case Latin words, look-alike signs read one way or the other. */
function wordsOf(name: string, signs: 'as letters' | 'as breaks'): string[] {
  const split = name
    .normalize('NFKC')
    // Zero-width and other invisible format characters join what they sit between.
    .replace(/\p{Cf}/gu, '')
    // "CarMarketSupport" is three words.
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  let latin = '';
  for (const character of split) {
    const sign = LOOK_ALIKE_SIGNS[character];
    if (sign !== undefined) latin += signs === 'as letters' ? sign : ' ';
    else latin += HOMOGLYPHS[character] ?? character;
  }
  return latin.split(/[^a-z]+/).filter(Boolean);
}

/** True when the name could be taken for CarMarket or its team (see the top of this file). */
export function looksLikeTheSite(name: string): boolean {
  for (const signs of ['as letters', 'as breaks'] as const) {
    const words = wordsOf(name, signs);
    for (let first = 0; first < words.length; first += 1) {
      let run = '';
      for (let last = first; last < words.length; last += 1) {
        run += words[last];
        // A longer run cannot be made of our words if its letters already outrun them all.
        if (run.length > longestWord * 4) break;
        if (madeOfSiteWords(merged(run))) return true;
      }
    }
  }
  return false;
}

/**
 * The name others are shown: an account named before the rule keeps its name for itself, but
 * e-mails and pages that show it to other people show `standIn` ("A buyer") instead.
 */
export function nameShownToOthers(name: string, standIn: string): string {
  return looksLikeTheSite(name) ? standIn : name;
}
