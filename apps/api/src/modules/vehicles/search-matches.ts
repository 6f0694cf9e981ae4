import type { SearchQuery } from '@carmarket/shared/vehicle-search';
import {
  buildVocabulary,
  type Restriction,
  type Vocabulary,
  type VocabularyName,
} from './search-criteria';
import type { SearchRepository } from './search.repository';
import { countSearchPages, readSearch } from './search.service';

/**
 * The search module's answer to "which ads does this search match?" for modules that must agree
 * with the search page to the ad: saved searches' new matches and alerts
 * (docs/decisions/082-saved-searches-and-alerts.md). The same reading of the keyword, the same
 * criteria and the same SQL as GET /api/vehicles/search, narrowed by a restriction.
 */

/**
 * What is built from the names a keyword may use (reference tables, model catalogue and
 * synonyms), which change only when the server starts (bootstrap seeds them): read and built
 * once per repository, on first use; a failed read is tried again next time.
 */
export function builtOncePerRepository<T>(
  build: (names: VocabularyName[]) => T,
): (repository: SearchRepository) => Promise<T> {
  const built = new WeakMap<SearchRepository, Promise<T>>();
  return (repository) => {
    let value = built.get(repository);
    if (!value) {
      value = repository.vocabulary().then(build);
      value.catch(() => built.delete(repository));
      built.set(repository, value);
    }
    return value;
  };
}

/** The names a keyword may use, as search reads them. */
export const vocabularyOf: (repository: SearchRepository) => Promise<Vocabulary> =
  builtOncePerRepository(buildVocabulary);

/**
 * The ids of up to `limit` live ads that the search finds and `within` allows, in no order. The
 * keyword is read as the search page reads it: a reading that finds nothing at all moves on to
 * the next (corrected words, then plain text), whatever the restriction.
 */
export async function searchMatches(options: {
  repository: SearchRepository;
  query: SearchQuery;
  within: Restriction;
  limit: number;
  now?: Date;
}): Promise<number[]> {
  const { repository, query, within, limit } = options;
  const now = options.now ?? new Date();
  const vocabulary = await vocabularyOf(repository);
  const found = await readSearch({ repository, vocabulary, query, now }, async (criteria) => {
    const ids = await repository.matchingIds(now, { ...criteria, within }, limit);
    // No match within: the search page moves on only when the whole search finds nothing.
    const found = ids.length > 0 || (await repository.matchingIds(now, criteria, 1)).length > 0;
    return { result: ids, found };
  });
  return found?.result ?? [];
}

/** How many result pages the search page has for `query` (decision 117), counted, not read. */
export async function searchPageCount(options: {
  repository: SearchRepository;
  query: SearchQuery;
  now?: Date;
}): Promise<number> {
  return countSearchPages({ ...options, vocabulary: await vocabularyOf(options.repository) });
}
