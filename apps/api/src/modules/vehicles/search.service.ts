import {
  DEEP_TEXT_PAGE_MESSAGE,
  SEARCH_LIMITS,
  SEARCH_PAGE_SIZE,
  type ModelsResponse,
  type SearchQuery,
  type SearchResponse,
} from '@carmarket/shared/vehicle-search';
import { AppError } from '../../lib/app-error';
import { toCar, type CardRow, type PublicUrl } from '../listings/listing-card';
import {
  criteriaOf,
  countTableOf,
  hasDateFilter,
  hasFactFilter,
  keywordWords,
  readKeyword,
  type KeywordReading,
  type SearchCriteria,
  type Vocabulary,
} from './search-criteria';
import type { PageRequest, TextTier } from './search-conditions';
import type { SearchRepository } from './search.repository';
import type { WordPlaces } from './search-word-lanes';

/**
 * GET /api/vehicles/search and GET /api/vehicles/models (docs/decisions/050-search-v2.md).
 *
 * Count first, then fetch the page the cheapest way the count allows: a search of few matches
 * reads them through its filters and sorts them; a search of many walks the sort's index and
 * stops after the page. Counts are exact from the count table for list filters, and counted up to
 * the paging bound otherwise ("1,000+ cars found"); nothing is cached, so an ad that changes
 * enters or leaves every answer at once.
 */

/**
 * Reading and sorting one match costs about as much as passing this many index entries in a
 * walk: a page is walked when the walk passes fewer entries than that (docs/decisions/050).
 */
const SORT_COST_IN_ENTRIES = 20;
/**
 * Searches the count table cannot count (words, price, year or mileage ranges) are counted this
 * far and no further: "1,000+ cars found", and paged as far (docs/decisions/050-search-v2.md).
 */
const CAPPED_COUNT = SEARCH_LIMITS.maxTextResults;

interface Context {
  repository: SearchRepository;
  vocabulary: Vocabulary;
  publicUrl: PublicUrl;
  now?: Date;
}

/** Criteria that ask for nothing, to be completed. */
const NO_CRITERIA: SearchCriteria = {
  lanes: [],
  conditionIds: [],
  fuelTypeIds: [],
  vehicleTypeIds: [],
  transmissionIds: [],
  cityIds: [],
  price: {},
  yom: {},
  mileage: {},
  textWords: [],
};

interface Counted {
  count: number;
  exact: boolean;
  /** The live ads a walk of the search's index passes through, when known. */
  scope?: number;
  /** Where a text search's words are (listing_words), read while counting. */
  places?: WordPlaces | undefined;
}

/**
 * Walk the sort's index when that passes fewer entries than reading and sorting every match
 * would cost; a walk to the page's end passes about `end × scope ÷ count` entries. Without a
 * known scope (a count up to a bound) the scope is taken as a million ads. A walk that tests text
 * reads each row it passes, and the matches of a word may all sit at the far end of the sort
 * (Mercedes-Benz by lowest price), so it is bounded (decision 121).
 */
function strategyOf(counted: Counted, end: number, text: boolean): PageRequest['strategy'] {
  const walk = text ? 'bounded' : 'walk';
  if (!counted.exact) return walk;
  const scope = counted.scope ?? 1_000_000;
  const walked = (end * scope) / Math.max(counted.count, 1);
  return walked <= counted.count * SORT_COST_IN_ENTRIES ? walk : 'sort';
}

/**
 * How a search read its page: the strategy of its first page read (`strategyOf`), or `count`
 * when the counts alone answered it (nothing found, or a page past the last).
 */
export type SearchPlan = PageRequest['strategy'] | 'count';

/** What a search reports when it has answered: its plan and how long it took (the metrics). */
export type SearchObserver = (search: { plan: SearchPlan; seconds: number }) => void;

export async function searchVehicles(
  options: Context & { query: SearchQuery; onSearched?: SearchObserver | undefined },
): Promise<SearchResponse> {
  const { repository, publicUrl, query } = options;
  const started = performance.now();
  const now = options.now ?? new Date();
  const page = query.page ?? 1;
  const found = await readSearch({ ...options, now }, async (criteria) => {
    const result = await searchPage(repository, now, criteria, query, page);
    return { result, found: result.counted.count > 0 };
  });
  options.onSearched?.({
    plan: found?.result.plan ?? 'count',
    seconds: (performance.now() - started) / 1000,
  });
  if (!found) return answer([], { count: 0, exact: true }, true, publicUrl);
  const { criteria, result } = found;
  return answer(result.cards, result.counted, countTableOf(criteria) !== undefined, publicUrl);
}

/**
 * How the search reads its keyword, for every caller that must agree with the search page: the
 * words as typed, then with misspellings corrected when nothing was found, then as plain text when
 * the make or model they name has no live ad. `run` answers one reading's criteria and says
 * whether the search as a whole finds anything with them (so the next reading is tried).
 * Undefined when nothing can match (a keyword of punctuation only, or filters the keyword
 * contradicts).
 */
export async function readSearch<T>(
  options: Pick<Context, 'repository' | 'vocabulary'> & { query: SearchQuery; now: Date },
  run: (criteria: SearchCriteria) => Promise<{ result: T; found: boolean }>,
): Promise<{ criteria: SearchCriteria; result: T } | undefined> {
  const { repository, vocabulary, query, now } = options;
  const words = query.query === undefined ? undefined : keywordWords(query.query);
  // A keyword of punctuation only matches no ad.
  if (words?.length === 0) return undefined;

  const attempt = async (reading: KeywordReading | undefined) => {
    const criteria = criteriaOf(query, reading, vocabulary);
    return criteria ? { criteria, ...(await run(criteria)) } : undefined;
  };
  let reading = words ? readKeyword(words, vocabulary, now) : undefined;
  let found = await attempt(reading);
  if (words && reading && !found?.found) {
    // Nothing found for words that name nothing we know: try the closest words of the ads, so
    // `toyta corola` still finds Toyota Corollas.
    const corrected =
      reading.textWords.length > 0
        ? await correctWords(repository, words, reading.textWords)
        : undefined;
    if (corrected) {
      reading = readKeyword(corrected, vocabulary, now);
      found = await attempt(reading);
    }
    // Still nothing, and the make or model the words name has no live ad at all: an ad whose
    // model field says something else ("Corolla" for a car titled "Corolla Axio") is still found
    // by its title.
    const lanes = criteriaOf(query, reading, vocabulary)?.lanes ?? [];
    if (
      !found?.found &&
      lanes.length > 0 &&
      (await repository.countExactly(now, { ...NO_CRITERIA, lanes }, 'list')).count === 0
    ) {
      found = await attempt({ terms: [], years: [], textWords: corrected ?? words });
    }
  }
  return found && { criteria: found.criteria, result: found.result };
}

function answer(
  cards: CardRow[],
  counted: Counted,
  listOnly: boolean,
  publicUrl: PublicUrl,
): SearchResponse {
  return {
    cars: cards.map((row) => toCar(row, publicUrl)),
    carsCount: counted.count,
    carsCountExact: counted.exact,
    limit: SEARCH_PAGE_SIZE,
    pageCount: pageCountOf(counted, listOnly),
  };
}

/** Only pages that can be opened: never past the paging bound. */
function pageCountOf(counted: Counted, listOnly: boolean): number {
  return Math.ceil(Math.min(counted.count, boundOf(listOnly)) / SEARCH_PAGE_SIZE);
}

/**
 * A text search's criteria with each word read as the ads' words it starts, and where those are
 * (decision 121); other searches as they are.
 */
async function placeWords(
  repository: SearchRepository,
  now: Date,
  criteria: SearchCriteria,
): Promise<{ criteria: SearchCriteria; places: WordPlaces | undefined }> {
  if (criteria.textWords.length === 0) return { criteria, places: undefined };
  const places = await repository.wordPlaces(criteria.textWords, criteria.lanes, now);
  return { criteria: { ...criteria, textLexemes: places?.lexemes }, places };
}

/**
 * How many ads the criteria match: exactly where a count table covers them, else capped. A text
 * search's `places` are from `placeWords`.
 */
async function countMatches(
  repository: SearchRepository,
  now: Date,
  criteria: SearchCriteria,
  places: WordPlaces | undefined,
): Promise<Counted> {
  const countTable = countTableOf(criteria);
  if (countTable) {
    return { ...(await repository.countExactly(now, criteria, countTable)), exact: true };
  }
  if (criteria.textWords.length === 0) {
    return capped(await repository.countUpTo(now, criteria, undefined, CAPPED_COUNT + 1));
  }
  const known = countedByPlaces(criteria, places);
  if (known) return known;
  return {
    ...capped(await repository.countUpTo(now, criteria, 'anywhere', CAPPED_COUNT + 1)),
    places,
  };
}

/**
 * What where the words are tells of a text search's count without reading an ad (decision 121):
 * that nothing matches, or (one word, no other filter) that more than the bound do, or exactly
 * how many do when its bounds meet.
 */
function countedByPlaces(
  criteria: SearchCriteria,
  places: WordPlaces | undefined,
): Counted | undefined {
  if (places?.lanes.length === 0) return { count: 0, exact: true, places };
  if (!places || !wordsAndLanesOnly(criteria)) return undefined;
  const counted = countOfBounds(places);
  return counted && { ...counted, places };
}

/**
 * A count from bounds alone: "1,000+" past the bound, exact where the bounds meet (one word whose
 * prefix is one word of the ads, and no ad past its expiry waiting for the purge).
 */
function countOfBounds(bounds: { atMost: number; atLeast: number }): Counted | undefined {
  if (bounds.atLeast > CAPPED_COUNT) return { count: CAPPED_COUNT, exact: false };
  if (bounds.atLeast > 0 && bounds.atLeast === bounds.atMost) {
    return { count: bounds.atLeast, exact: true };
  }
  return undefined;
}

/** A search of words within makes or models only, which `listing_words` counts. */
function wordsAndLanesOnly(criteria: SearchCriteria): boolean {
  const { price, yom, mileage } = criteria;
  const listFilters = [
    criteria.conditionIds,
    criteria.fuelTypeIds,
    criteria.vehicleTypeIds,
    criteria.transmissionIds,
    criteria.cityIds,
  ];
  return (
    criteria.within === undefined &&
    // listing_words knows nothing of sellers (decision 132).
    !criteria.verifiedOnly &&
    // Nor of dates (issue 37).
    !hasDateFilter(criteria) &&
    // Nor of registration or towns (issue 38).
    !hasFactFilter(criteria) &&
    listFilters.every((ids) => ids.length === 0) &&
    [price, yom, mileage].every((range) => range.min === undefined && range.max === undefined)
  );
}

/**
 * The `pageCount` GET /api/vehicles/search answers for `query`, from the counts alone: the same
 * reading of the keyword, and no page of cards read (the server's pages ask it whether a page
 * number exists before they render, decision 117).
 */
export async function countSearchPages(
  options: Pick<Context, 'repository' | 'vocabulary'> & { query: SearchQuery; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const found = await readSearch({ ...options, now }, async (criteria) => {
    const placed = await placeWords(options.repository, now, criteria);
    const counted = await countMatches(options.repository, now, placed.criteria, placed.places);
    return { result: counted, found: counted.count > 0 };
  });
  if (!found) return 0;
  return pageCountOf(found.result, countTableOf(found.criteria) !== undefined);
}

async function searchPage(
  repository: SearchRepository,
  now: Date,
  typed: SearchCriteria,
  query: SearchQuery,
  page: number,
): Promise<{ cards: CardRow[]; counted: Counted; plan: SearchPlan }> {
  const { criteria, places } = await placeWords(repository, now, typed);
  // The strategy of the first page read, for the metrics.
  let plan: SearchPlan | undefined;
  const countTable = countTableOf(criteria);
  const listOnly = countTable !== undefined;
  if (!listOnly && page > SEARCH_LIMITS.maxTextPage) {
    throw AppError.badRequest(DEEP_TEXT_PAGE_MESSAGE, 'page');
  }
  const sort = query.sort ?? 0;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  // The last page stops at the paging bound, whatever lies beyond it.
  const pageSize = Math.min(SEARCH_PAGE_SIZE, boundOf(listOnly) - offset);
  const request = (
    tier: TextTier | undefined,
    tierOffset: number,
    limit: number,
    counted: Counted,
  ): PageRequest => {
    const strategy = strategyOf(counted, tierOffset + limit, tier !== undefined);
    plan ??= strategy;
    return {
      now,
      criteria,
      tier,
      sort,
      offset: tierOffset,
      limit,
      strategy,
      places: counted.places,
    };
  };
  const read = (cards: CardRow[], counted: Counted) => ({
    cards,
    counted,
    plan: plan ?? ('count' as const),
  });

  if (criteria.textWords.length === 0 || sort !== 0) {
    const tier = criteria.textWords.length > 0 ? 'anywhere' : undefined;
    const counted = await countMatches(repository, now, criteria, places);
    if (offset >= counted.count) return read([], counted);
    return read(await repository.pageCards(request(tier, offset, pageSize, counted)), counted);
  }

  // Relevance with words: ads whose title, make or model has every word come first, then the
  // ads that have some word only in the description; each tier in placement order.
  const tiers = await countTiers(repository, now, criteria, places, offset + pageSize, {
    firstPage: offset === 0,
  });
  const { counted } = tiers;
  if (offset >= counted.count) return read([], counted);
  let { title } = tiers;
  let titleIds: number[] | undefined;
  if (!title) {
    // The first page, its title tier not counted: the page of titles is read first, and fewer
    // than a page is every title there is; descriptions fill the rest.
    titleIds = await repository.pageIds(
      request('title', 0, pageSize, { count: pageSize, exact: false, places: counted.places }),
    );
    if (titleIds.length === pageSize) return read(await repository.cards(titleIds), counted);
    title = { count: titleIds.length, exact: true, places: counted.places };
  }
  if (offset + pageSize <= title.count) {
    return read(await repository.pageCards(request('title', offset, pageSize, title)), counted);
  }
  const ids =
    titleIds ??
    (offset < title.count
      ? await repository.pageIds(request('title', offset, pageSize, title))
      : []);
  const descriptionOnly: Counted = {
    count: counted.count - title.count,
    exact: counted.exact && title.exact,
    places: counted.places,
  };
  ids.push(
    ...(await repository.pageIds(
      request(
        'description-only',
        Math.max(0, offset - title.count),
        pageSize - ids.length,
        descriptionOnly,
      ),
    )),
  );
  return read(await repository.cards(ids), counted);
}

/**
 * Relevance's two tiers counted: all matches and those with every word in the title, each up to
 * the bound. When where the words are shows more matches than the bound (decision 121), the
 * title tier is counted only as far as the page needs: past it, the page is all title. The title
 * tier of a first page is not counted (undefined): the page reads it first.
 */
async function countTiers(
  repository: SearchRepository,
  now: Date,
  criteria: SearchCriteria,
  places: WordPlaces | undefined,
  pageEnd: number,
  options: { firstPage: boolean },
): Promise<{ counted: Counted; title: Counted | undefined }> {
  const known = countedByPlaces(criteria, places);
  if (known?.count === 0) return { counted: known, title: known };
  // No title has every word (a word of descriptions): the first tier is empty.
  const noTitle = places?.title.atMost === 0;
  if (known && places) {
    if (noTitle) return { counted: known, title: { count: 0, exact: true, places } };
    // More titles have the word than the page reaches: the page is all title.
    if (places.title.atLeast >= pageEnd) {
      return { counted: known, title: { count: pageEnd, exact: false, places } };
    }
    const titles = countOfBounds(places.title);
    if (titles?.exact) return { counted: known, title: { ...titles, places } };
    const inTitle = await repository.countUpTo(now, criteria, 'title', pageEnd);
    return { counted: known, title: { ...inTitle, exact: inTitle.count < pageEnd, places } };
  }
  // A first page needs no count of its titles: it reads them first (searchPage). Counting them
  // to the bound costs a read of every title with the words (60 ms for "maintain" with a gearbox
  // at a million ads); counting only a page's worth lets the planner walk for matches a filter
  // may not have (a whole-table scan for "rover" with one fuel type).
  if (noTitle || options.firstPage) {
    const counted = capped(await repository.countUpTo(now, criteria, 'anywhere', CAPPED_COUNT + 1));
    const title = noTitle ? { count: 0, exact: true, places } : undefined;
    return { counted: { ...counted, places }, title };
  }
  const tiers = await repository.countTiers(now, criteria, CAPPED_COUNT + 1);
  return {
    counted: { ...capped(tiers.anywhere), places },
    title: { ...capped(tiers.title), places },
  };
}

/** How many cars a search can page through: exactly counted ones further than the rest. */
function boundOf(listOnly: boolean): number {
  return listOnly ? SEARCH_LIMITS.maxResults : SEARCH_LIMITS.maxTextResults;
}

/** A count taken up to `CAPPED_COUNT + 1`: past it, a lower bound. */
function capped(counted: number | { count: number; scope: number }): Counted {
  const { count, scope } =
    typeof counted === 'number' ? { count: counted, scope: undefined } : counted;
  return count > CAPPED_COUNT
    ? { count: CAPPED_COUNT, exact: false, scope }
    : { count, exact: true, scope };
}

/** The words with each unknown one replaced by the closest word of the ads; undefined if none. */
async function correctWords(
  repository: SearchRepository,
  words: string[],
  unknown: string[],
): Promise<string[] | undefined> {
  const corrections = new Map<string, string>();
  await Promise.all(
    unknown.map(async (word) => {
      const closest = await repository.correctWord(word);
      if (closest && closest !== word) corrections.set(word, closest);
    }),
  );
  if (corrections.size === 0) return undefined;
  return words.map((word) => corrections.get(word) ?? word);
}

/** GET /api/vehicles/models: the catalogue of some makes (or all), with live ads per model. */
export async function listModels(options: {
  repository: SearchRepository;
  brands: number[] | undefined;
  now?: Date;
}): Promise<ModelsResponse> {
  return {
    models: await options.repository.models(options.now ?? new Date(), options.brands),
  };
}
