import {
  DEEP_TEXT_PAGE_MESSAGE,
  SEARCH_LIMITS,
  SEARCH_PAGE_SIZE,
  type ModelsResponse,
  type SearchQuery,
  type SearchResponse,
} from '@carmarket/shared/vehicle-search';
import { AppError } from '../../lib/app-error';
import { toCar, type PublicUrl } from '../listings/listing-card';
import {
  criteriaOf,
  isListOnly,
  keywordWords,
  readKeyword,
  type KeywordReading,
  type SearchCriteria,
  type Vocabulary,
} from './search-criteria';
import type { PageRequest, SearchRepository, TextTier } from './search.repository';

/**
 * GET /api/vehicles/search and GET /api/vehicles/models (docs/decisions/050-search-v2.md).
 *
 * Count first, then fetch the page the cheapest way the count allows: a search of few matches
 * reads them through its filters and sorts them; a search of many walks the sort's index and
 * stops after the page. Counts are exact from the count table for list filters, and counted up to
 * the paging bound otherwise ("1,000+ cars found"); nothing is cached, so an ad that changes
 * enters or leaves every answer at once.
 */

/** At most this many matches are read and sorted; more are walked in index order. */
const SORT_AT_MOST = 2_000;

interface Context {
  repository: SearchRepository;
  vocabulary: Vocabulary;
  publicUrl: PublicUrl;
  now?: Date;
}

interface Counted {
  count: number;
  exact: boolean;
}

export async function searchVehicles(
  options: Context & { query: SearchQuery },
): Promise<SearchResponse> {
  const { repository, vocabulary, publicUrl, query } = options;
  const now = options.now ?? new Date();
  const page = query.page ?? 1;
  const words = query.query === undefined ? undefined : keywordWords(query.query);
  // A keyword of punctuation only matches no ad.
  if (words?.length === 0) return answer([], { count: 0, exact: true }, false, publicUrl);

  const attempt = async (reading: KeywordReading | undefined) => {
    const criteria = criteriaOf(query, reading, vocabulary);
    return criteria
      ? { criteria, ...(await searchPage(repository, now, criteria, query, page)) }
      : undefined;
  };
  let reading = words ? readKeyword(words, vocabulary, now) : undefined;
  let found = await attempt(reading);
  if (words && reading && (found?.counted.count ?? 0) === 0) {
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
    // Still nothing, and the words named a make or model: an ad whose model field says
    // something else ("Corolla" for a car titled "Corolla Axio") is still found by its title.
    const namedMake = reading.terms.some((term) => term.kind === 'make' || term.kind === 'model');
    if ((found?.counted.count ?? 0) === 0 && namedMake) {
      found = await attempt({ terms: [], years: [], textWords: corrected ?? words });
    }
  }
  if (!found) return answer([], { count: 0, exact: true }, false, publicUrl);
  const { criteria } = found;
  const cards = await repository.cards(found.ids);
  return answer(cards, found.counted, criteria.textWords.length > 0, publicUrl);
}

function answer(
  cards: Awaited<ReturnType<SearchRepository['cards']>>,
  counted: Counted,
  byText: boolean,
  publicUrl: PublicUrl,
): SearchResponse {
  const bound = byText ? SEARCH_LIMITS.maxTextResults : SEARCH_LIMITS.maxResults;
  return {
    cars: cards.map((row) => toCar(row, publicUrl)),
    carsCount: counted.count,
    carsCountExact: counted.exact,
    limit: SEARCH_PAGE_SIZE,
    // Only pages that can be opened: never past the paging bound.
    pageCount: Math.ceil(Math.min(counted.count, bound) / SEARCH_PAGE_SIZE),
  };
}

async function searchPage(
  repository: SearchRepository,
  now: Date,
  criteria: SearchCriteria,
  query: SearchQuery,
  page: number,
): Promise<{ ids: number[]; counted: Counted }> {
  const byText = criteria.textWords.length > 0;
  if (byText && page > SEARCH_LIMITS.maxTextPage) {
    throw AppError.badRequest(DEEP_TEXT_PAGE_MESSAGE, 'page');
  }
  const sort = query.sort ?? 0;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  // The last page stops at the paging bound, whatever lies beyond it.
  const bound = byText ? SEARCH_LIMITS.maxTextResults : SEARCH_LIMITS.maxResults;
  const pageSize = Math.min(SEARCH_PAGE_SIZE, bound - offset);
  const counted = await count(repository, now, criteria, byText ? 'anywhere' : undefined);
  if (offset >= counted.count) return { ids: [], counted };

  const request = (
    tier: TextTier | undefined,
    tierOffset: number,
    limit: number,
    few: boolean,
  ): PageRequest => ({
    now,
    criteria,
    tier,
    sort,
    offset: tierOffset,
    limit,
    strategy: few ? 'sort' : 'walk',
  });
  const few = (c: Counted) => c.exact && c.count <= SORT_AT_MOST;

  if (!byText) {
    return {
      ids: await repository.pageIds(request(undefined, offset, pageSize, few(counted))),
      counted,
    };
  }
  if (sort !== 0) {
    return {
      ids: await repository.pageIds(request('anywhere', offset, pageSize, few(counted))),
      counted,
    };
  }
  // Relevance with words: ads whose title, make or model has every word come first, then the
  // ads that have some word only in the description; each tier in placement order.
  const title = await count(repository, now, criteria, 'title');
  const ids: number[] = [];
  if (offset < title.count) {
    ids.push(...(await repository.pageIds(request('title', offset, pageSize, few(title)))));
  }
  const rest = pageSize - ids.length;
  if (rest > 0 && (!title.exact || title.count < counted.count || !counted.exact)) {
    const descriptionOffset = Math.max(0, offset - title.count);
    const descriptionOnly: Counted = {
      count: counted.count - title.count,
      exact: counted.exact && title.exact,
    };
    ids.push(
      ...(await repository.pageIds(
        request('description-only', descriptionOffset, rest, few(descriptionOnly)),
      )),
    );
  }
  return { ids, counted };
}

/** Exact from the count table for list filters; otherwise counted up to the paging bound. */
async function count(
  repository: SearchRepository,
  now: Date,
  criteria: SearchCriteria,
  tier: TextTier | undefined,
): Promise<Counted> {
  if (isListOnly(criteria))
    return { count: await repository.countExactly(now, criteria), exact: true };
  const bound = tier ? SEARCH_LIMITS.maxTextResults : SEARCH_LIMITS.maxResults;
  const n = await repository.countUpTo(now, criteria, tier, bound + 1);
  return n > bound ? { count: bound, exact: false } : { count: n, exact: true };
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
