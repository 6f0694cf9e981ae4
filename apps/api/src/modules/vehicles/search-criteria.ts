import type { Registration } from '@carmarket/shared/vehicle-facts';
import { SEARCH_LIMITS, latestModelYear, type SearchQuery } from '@carmarket/shared/vehicle-search';

/**
 * What a search asks for, read from the query string and from the words of its keyword: a
 * keyword that names a make, a model, a year, a city, a fuel type, a gearbox, a condition or a
 * vehicle type becomes that filter, and only the other words are searched as text
 * (docs/decisions/050-search-v2.md). Pure: the vocabulary comes from the reference tables.
 */

/** One make whole, or one model of a make. A search of no lane is a search of every make. */
export type Lane = { makeId: number } | { modelId: number };

export interface Range {
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * Narrows a search to some ads without changing what it asks for: a saved search's new matches
 * and alerts run the very same search over these (docs/decisions/082-saved-searches-and-alerts.md).
 */
export interface Restriction {
  /** Only these ads. */
  vehicleIds?: number[];
  /**
   * Only ads that went live (were approved) at or after this moment: an ad approved in the very
   * instant a search was saved or seen counts as new, rather than never being told of.
   */
  approvedAfter?: Date;
  /** Not this user's own ads. */
  notOwnedBy?: number;
}

export interface SearchCriteria {
  lanes: Lane[];
  conditionIds: number[];
  fuelTypeIds: number[];
  vehicleTypeIds: number[];
  transmissionIds: number[];
  cityIds: number[];
  price: Range;
  yom: Range;
  mileage: Range;
  /** Words searched as text (each the start of a word of the title, make, model or description). */
  textWords: string[];
  /**
   * Each of `textWords` as the words of the ads it starts, where `listing_words` knows them
   * (`WordPlaces.lexemes`, decision 121): the same ads, found faster. Undefined: the words as typed.
   */
  textLexemes?: Array<string[] | undefined> | undefined;
  /**
   * Only ads whose seller has verified their mobile number ("Verified sellers", issue 36). The
   * count tables have no such column: such a search is counted like a price range (decision 132).
   */
  verifiedOnly?: boolean | undefined;
  /**
   * Only ads listed within this many days, or confirmed available by their seller within this
   * many days (issue 37). The count tables have no such columns: counted like a price range.
   */
  listedWithinDays?: number | undefined;
  confirmedWithinDays?: number | undefined;
  /**
   * Local vehicle facts (issue 38): registered or unregistered ads only, ads of one town only.
   * The count tables have no such columns: counted like a price range.
   */
  registration?: Registration | undefined;
  townId?: number | undefined;
  within?: Restriction | undefined;
}

export type VocabularyKind =
  'make' | 'model' | 'city' | 'fuelType' | 'transmission' | 'condition' | 'vehicleType';

export interface VocabularyTerm {
  kind: VocabularyKind;
  id: number;
  /** The make of a model. */
  makeId?: number;
}

/** Names a keyword may use, by their words ("land cruiser prado" is three). */
export interface Vocabulary {
  /** Phrases by their first word, longest first. */
  phrases: Map<
    string,
    Array<{
      words: string[];
      terms: VocabularyTerm[];
      /** Whether a word's first letters may name it (English synonyms may not). */
      startable: boolean;
    }>
  >;
  makeOfModel: Map<number, number>;
  /** The one-word names of makes and models whose first letters may name them. */
  startableNames: Array<{ word: string; terms: VocabularyTerm[] }>;
}

/** Words of a keyword that take part in the search; the rest are ignored. */
const MAX_KEYWORD_WORDS = 12;

/**
 * A word: letters, digits and the marks that belong to them (Sinhala and Tamil vowel signs and
 * the virama, "ඩීසල්", "டீசல்"), with the joiners of Sinhala conjuncts ("ශ්‍රී").
 */
const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;
const HAS_LETTER = /[\p{L}\p{N}]/u;

/** A text's words, lower case and composed (NFC), as search reads them. */
function wordsOf(text: string): string[] {
  return (text.normalize('NFC').toLowerCase().match(WORD) ?? []).filter((word) =>
    HAS_LETTER.test(word),
  );
}

/**
 * A word as the vocabulary knows it: without the joiners, which people type or leave out
 * ("ප්‍රියස්" and "ප්රියස්" are both Prius).
 */
function vocabularyKey(word: string): string {
  return word.replace(/[\u200c\u200d]/g, '');
}

/**
 * Letters (with their marks) and digits only, lower case: nothing of the text reaches SQL or
 * tsquery syntax.
 */
export function keywordWords(text: string): string[] {
  const words = wordsOf(text);
  return [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, MAX_KEYWORD_WORDS);
}

export interface VocabularyName {
  kind: VocabularyKind;
  id: number;
  name: string;
  makeId?: number;
  /** Another name of the row (search_synonyms): "ටොයොටා" of Toyota. */
  synonym?: boolean;
}

export function buildVocabulary(names: VocabularyName[]): Vocabulary {
  const phrases: Vocabulary['phrases'] = new Map();
  const makeOfModel = new Map<number, number>();
  for (const { kind, id, name, makeId, synonym } of names) {
    const words = wordsOf(name).map(vocabularyKey);
    if (words.length === 0) continue;
    if (kind === 'model' && makeId !== undefined) makeOfModel.set(id, makeId);
    const list = phrases.get(words[0]!) ?? [];
    const same = list.find((phrase) => phrase.words.join(' ') === words.join(' '));
    const term: VocabularyTerm = makeId === undefined ? { kind, id } : { kind, id, makeId };
    // An English spelling of a name ("benz") is read whole only: the first letters typed keep
    // meaning what they meant before ("lan" is still Lancer alone).
    const startable = !synonym || !/^[a-z0-9]+$/.test(words[0]!);
    if (same) {
      if (!same.terms.some((known) => known.kind === kind && known.id === id))
        same.terms.push(term);
      same.startable ||= startable;
    } else list.push({ words, terms: [term], startable });
    list.sort((a, b) => b.words.length - a.words.length);
    phrases.set(words[0]!, list);
  }
  const startableNames = [...phrases.values()]
    .flat()
    .filter(
      (phrase) =>
        phrase.startable &&
        phrase.words.length === 1 &&
        phrase.terms.every((term) => term.kind === 'make' || term.kind === 'model'),
    )
    .map((phrase) => ({ word: phrase.words[0]!, terms: phrase.terms }));
  return { phrases, makeOfModel, startableNames };
}

export interface KeywordReading {
  terms: VocabularyTerm[];
  years: number[];
  textWords: string[];
}

/** Splits keyword words into named things (longest phrase first), years and other words. */
export function readKeyword(
  words: string[],
  vocabulary: Vocabulary,
  now: Date = new Date(),
): KeywordReading {
  const terms: VocabularyTerm[] = [];
  const years: number[] = [];
  const textWords: string[] = [];
  const latest = latestModelYear(now);
  for (let at = 0; at < words.length;) {
    const word = words[at]!;
    const phrase = vocabulary.phrases
      .get(vocabularyKey(word))
      ?.find((candidate) =>
        candidate.words.every((part, offset) => vocabularyKey(words[at + offset] ?? '') === part),
      );
    if (phrase) {
      terms.push(...phrase.terms);
      at += phrase.words.length;
      continue;
    }
    const started = startedName(vocabularyKey(word), vocabulary);
    if (started) {
      terms.push(...started);
      at += 1;
      continue;
    }
    const year = /^\d{4}$/.test(word) ? Number(word) : NaN;
    if (year >= SEARCH_LIMITS.minYear && year <= latest) years.push(year);
    else textWords.push(word);
    at += 1;
  }
  return { terms, years, textWords };
}

/**
 * A make or one-word model the word is the start of, when there is exactly one ("toyo" is
 * Toyota, "coro" Corolla): people type the first letters and press Enter.
 */
function startedName(word: string, vocabulary: Vocabulary): VocabularyTerm[] | undefined {
  if (word.length < 3 || /^\d+$/.test(word)) return undefined;
  const names = vocabulary.startableNames.filter((name) => name.word.startsWith(word));
  // One name, or several of the same thing ("ටොයොටා" and its other spelling).
  const named = new Set(names.map((phrase) => JSON.stringify(phrase.terms)));
  return named.size === 1 ? names[0]!.terms : undefined;
}

/** Makes and models as lanes: a chosen model narrows its make; a make with none stays whole. */
function lanesOf(makeIds: number[], modelIds: number[], vocabulary: Vocabulary): Lane[] {
  const narrowed = new Set(modelIds.map((id) => vocabulary.makeOfModel.get(id)));
  return [
    ...makeIds.filter((id) => !narrowed.has(id)).map((makeId) => ({ makeId })),
    ...modelIds.map((modelId) => ({ modelId })),
  ];
}

function makeOf(lane: Lane, vocabulary: Vocabulary): number | undefined {
  return 'makeId' in lane ? lane.makeId : vocabulary.makeOfModel.get(lane.modelId);
}

/** The lanes both lists allow: a make meets its own models; a model meets itself. */
function intersectLanes(a: Lane[], b: Lane[], vocabulary: Vocabulary): Lane[] {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const result = new Map<string, Lane>();
  for (const x of a) {
    for (const y of b) {
      let meet: Lane | undefined;
      if ('makeId' in x && 'makeId' in y) meet = x.makeId === y.makeId ? x : undefined;
      else if ('modelId' in x && 'modelId' in y) meet = x.modelId === y.modelId ? x : undefined;
      else {
        const model = 'modelId' in x ? x : (y as { modelId: number });
        const make = 'makeId' in x ? x : (y as { makeId: number });
        meet = makeOf(model, vocabulary) === make.makeId ? model : undefined;
      }
      if (meet) result.set(JSON.stringify(meet), meet);
    }
  }
  return [...result.values()];
}

/** Both lists' common ids; an empty list allows every id. Null when nothing is common. */
function intersectIds(a: number[], b: number[]): number[] | null {
  if (a.length === 0) return [...b].sort((x, y) => x - y);
  if (b.length === 0) return [...a].sort((x, y) => x - y);
  const common = a.filter((id) => b.includes(id)).sort((x, y) => x - y);
  return common.length > 0 ? common : null;
}

function intersectRange(a: Range, b: Range): Range | null {
  const min = a.min === undefined ? b.min : b.min === undefined ? a.min : Math.max(a.min, b.min);
  const max = a.max === undefined ? b.max : b.max === undefined ? a.max : Math.min(a.max, b.max);
  return min !== undefined && max !== undefined && min > max ? null : { min, max };
}

/**
 * The criteria of a search: its filters met with what its keyword names. Null when the two
 * contradict each other (the keyword names a make the filters leave out), so nothing can match.
 */
export function criteriaOf(
  query: SearchQuery,
  reading: KeywordReading | undefined,
  vocabulary: Vocabulary,
): SearchCriteria | null {
  const named = (kind: VocabularyKind) =>
    (reading?.terms ?? []).filter((term) => term.kind === kind).map((term) => term.id);
  const lanes = intersectLanes(
    lanesOf(query.brands ?? [], query.models ?? [], vocabulary),
    lanesOf(named('make'), named('model'), vocabulary),
    vocabulary,
  );
  const conditionIds = intersectIds(query.conditions ?? [], named('condition'));
  const fuelTypeIds = intersectIds(query.fuelTypes ?? [], named('fuelType'));
  const vehicleTypeIds = intersectIds(query.vehicleTypes ?? [], named('vehicleType'));
  const transmissionIds = intersectIds(query.transmissions ?? [], named('transmission'));
  const cityIds = intersectIds(query.cityId === undefined ? [] : [query.cityId], named('city'));
  const years = reading?.years ?? [];
  const yom = intersectRange(
    { min: query.yomMin, max: query.yomMax },
    years.length > 0 ? { min: Math.min(...years), max: Math.max(...years) } : {},
  );
  const chosenLanes = (query.brands?.length ?? 0) + (query.models?.length ?? 0);
  const namedLanes = named('make').length + named('model').length;
  if (
    (chosenLanes > 0 && namedLanes > 0 && lanes.length === 0) ||
    !conditionIds ||
    !fuelTypeIds ||
    !vehicleTypeIds ||
    !transmissionIds ||
    !cityIds ||
    !yom
  ) {
    return null;
  }
  return {
    lanes: lanes.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    conditionIds,
    fuelTypeIds,
    vehicleTypeIds,
    transmissionIds,
    cityIds,
    price: { min: query.min, max: query.max },
    yom,
    mileage: { min: query.mileageMin, max: query.mileageMax },
    textWords: reading?.textWords ?? [],
    ...(query.verifiedOnly ? { verifiedOnly: true } : {}),
    ...(query.listedWithinDays ? { listedWithinDays: query.listedWithinDays } : {}),
    ...(query.confirmedWithinDays ? { confirmedWithinDays: query.confirmedWithinDays } : {}),
    ...(query.registration ? { registration: query.registration } : {}),
    ...(query.townId ? { townId: query.townId } : {}),
  };
}

const unset = (range: Range) => range.min === undefined && range.max === undefined;

/** "Listed in the last … days" or "confirmed this week": no count table knows either. */
export function hasDateFilter(criteria: SearchCriteria): boolean {
  return criteria.listedWithinDays !== undefined || criteria.confirmedWithinDays !== undefined;
}

/** Registration or town (issue 38): no count table knows either. */
export function hasFactFilter(criteria: SearchCriteria): boolean {
  return criteria.registration !== undefined || criteria.townId !== undefined;
}

/**
 * Which count table counts a search exactly: `list` for list filters only (make, model,
 * condition, fuel, type, gearbox, city), `year` for makes or models and a year range only; none
 * for words, price or mileage ranges, verified sellers only, the listed and confirmed dates
 * (issue 37) and other mixes, which are counted
 * up to a bound.
 */
export function countTableOf(criteria: SearchCriteria): 'list' | 'year' | undefined {
  // The count tables know nothing of owners or approval times.
  if (criteria.within) return undefined;
  if (
    criteria.textWords.length > 0 ||
    !unset(criteria.price) ||
    !unset(criteria.mileage) ||
    criteria.verifiedOnly ||
    hasDateFilter(criteria) ||
    hasFactFilter(criteria)
  ) {
    return undefined;
  }
  if (unset(criteria.yom)) return 'list';
  const listFilters =
    criteria.conditionIds.length +
    criteria.fuelTypeIds.length +
    criteria.vehicleTypeIds.length +
    criteria.transmissionIds.length +
    criteria.cityIds.length;
  return listFilters === 0 ? 'year' : undefined;
}
