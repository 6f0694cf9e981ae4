import { keywordWords, type VocabularyName } from './search-criteria';

/**
 * Which names the text typed so far may be heading for (GET /api/vehicles/suggest): pure, in
 * memory, over the names search understands (search-vocabulary.ts: makes, models, cities, fuel
 * types and their Sinhala, Tamil and English other names). Counting is the repository's.
 */

export type SuggestedKind = 'make' | 'model' | 'city' | 'fuelType';

/** How well a name matches: the whole name, its start, or one slip of a finger away. */
export const GRADES = { exact: 0, prefix: 1, oneEdit: 2 } as const;
export type Grade = (typeof GRADES)[keyof typeof GRADES];

export interface NameMatch {
  kind: SuggestedKind;
  id: number;
  /** The make of a model. */
  makeId?: number;
  grade: Grade;
}

interface Phrase {
  kind: SuggestedKind;
  id: number;
  makeId?: number;
  /** The words a buyer may type, in order: a model's begin with its make's ("toyota aqua"). */
  words: string[];
  /** Where the name itself starts in `words` (a model's own words come after its make's). */
  nameStart: number;
}

export interface SuggestionIndex {
  phrases: Phrase[];
  /** The names labels are written with, in English (the reference tables' own). */
  labels: Map<string, string>;
  makeOfModel: Map<number, number>;
}

/** Typos are forgiven in words this long and longer: "toyta", "corola", not "hnd". */
const MIN_EDIT_LENGTH = 4;
/** Fewer letters than this and everything matches: nothing is suggested. */
const MIN_TYPED_LETTERS = 2;

/** The joiners of Sinhala conjuncts, typed or left out ("ප්‍රියස්" is "ප්රියස්"), as search drops them. */
const words = (text: string) =>
  keywordWords(text).map((word) => word.replace(/[\u200c\u200d]/g, ''));

export const labelKey = (kind: SuggestedKind, id: number) => `${kind}:${id}`;

/** The phrases of every suggestable name: a model is also typed after each name of its make. */
export function buildSuggestionIndex(names: VocabularyName[]): SuggestionIndex {
  const labels = new Map<string, string>();
  const makeOfModel = new Map<number, number>();
  const makeNames = new Map<number, string[][]>();
  const suggestable = names.filter(
    (name): name is VocabularyName & { kind: SuggestedKind } =>
      name.kind === 'make' ||
      name.kind === 'model' ||
      name.kind === 'city' ||
      name.kind === 'fuelType',
  );
  for (const name of suggestable) {
    if (!name.synonym) labels.set(labelKey(name.kind, name.id), name.name);
    if (name.kind === 'model' && name.makeId !== undefined) makeOfModel.set(name.id, name.makeId);
    if (name.kind === 'make') {
      makeNames.set(name.id, [...(makeNames.get(name.id) ?? []), words(name.name)]);
    }
  }
  const phrases: Phrase[] = [];
  for (const { kind, id, makeId, name } of suggestable) {
    const own = words(name);
    if (own.length === 0) continue;
    if (kind !== 'model' || makeId === undefined) {
      phrases.push({ kind, id, words: own, nameStart: 0 });
      continue;
    }
    for (const make of makeNames.get(makeId) ?? [[]]) {
      phrases.push({ kind, id, makeId, words: [...make, ...own], nameStart: make.length });
    }
  }
  return { phrases, labels, makeOfModel };
}

/** True when `a` becomes `b` by one insert, delete, substitution or swap of neighbours. */
export function isOneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  // A swap: "toyoat" and "toyota" differ by two neighbours in turn.
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

const editable = (kind: SuggestedKind, word: string) =>
  (kind === 'make' || kind === 'model') && [...word].length >= MIN_EDIT_LENGTH;

/** How a typed word meets a name's word; `last`: the word still being typed may be its start. */
function wordGrade(kind: SuggestedKind, typed: string, word: string, last: boolean): Grade | null {
  if (typed === word) return GRADES.exact;
  if (last && word.startsWith(typed)) return GRADES.prefix;
  if (!editable(kind, typed)) return null;
  if (isOneEdit(typed, word)) return GRADES.oneEdit;
  // Still typing, with a slip in the first letters: "toyt" on its way to "toyota".
  if (last && typed.length < word.length && isOneEdit(typed, word.slice(0, typed.length))) {
    return GRADES.oneEdit;
  }
  return null;
}

/** The best way the typed words run along the phrase's words, from any word of it. */
function phraseGrade(phrase: Phrase, typed: string[]): Grade | null {
  let best: Grade | null = null;
  for (let at = 0; at + typed.length <= phrase.words.length; at += 1) {
    let grade: Grade = GRADES.exact;
    for (let i = 0; i < typed.length; i += 1) {
      const last = i === typed.length - 1;
      const one = wordGrade(phrase.kind, typed[i]!, phrase.words[at + i]!, last);
      if (one === null) {
        grade = -1 as Grade;
        break;
      }
      grade = Math.max(grade, one) as Grade;
    }
    if (grade < 0) continue;
    // Exact only when the whole name was typed ("aqua" or "toyota aqua"), not a part of it.
    const whole =
      (at === 0 || at === phrase.nameStart) && at + typed.length === phrase.words.length;
    if (grade === GRADES.exact && !whole) grade = GRADES.prefix;
    if (best === null || grade < best) best = grade;
  }
  return best;
}

/** Every suggestable name the typed words may be heading for, each once at its best grade. */
export function matchNames(index: SuggestionIndex, typed: string[]): NameMatch[] {
  const found = new Map<string, NameMatch>();
  if (typed.length === 0) return [];
  for (const phrase of index.phrases) {
    const grade = phraseGrade(phrase, typed);
    if (grade === null) continue;
    const key = labelKey(phrase.kind, phrase.id);
    const known = found.get(key);
    if (known && known.grade <= grade) continue;
    const { kind, id, makeId } = phrase;
    found.set(key, makeId === undefined ? { kind, id, grade } : { kind, id, makeId, grade });
  }
  return [...found.values()];
}

export interface TypedText {
  /** The words, lower case, composed and without joiners. */
  words: string[];
  /** A year being typed after a model's name ("aqua 20"): the years it may still become. */
  years?: { min: number; max: number; nameWords: string[] };
}

/**
 * The typed text as words, or null when it is too little to suggest anything from (empty, one
 * letter, only spaces or punctuation). A number after some words may be a year being typed:
 * "20" may become 2000 to 2099, "201" 2010 to 2019.
 */
export function readTyped(
  text: string | undefined,
  minYear: number,
  latestYear: number,
): TypedText | null {
  const typed = words(text ?? '');
  if (typed.join('').length < MIN_TYPED_LETTERS) return null;
  const last = typed[typed.length - 1]!;
  if (typed.length < 2 || !/^\d{1,4}$/.test(last)) return { words: typed };
  const scale = 10 ** (4 - last.length);
  const min = Math.max(Number(last) * scale, minYear);
  const max = Math.min((Number(last) + 1) * scale - 1, latestYear);
  if (min > max) return { words: typed };
  return { words: typed, years: { min, max, nameWords: typed.slice(0, -1) } };
}
