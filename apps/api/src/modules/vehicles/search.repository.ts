import { lte } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { listingSearch } from '@carmarket/db/schema';
import { createSearchCards } from './search-cards';
import { createSearchCounts } from './search-counts';
import { createSearchSuggestions } from './search-suggestions.repository';
import { createSearchVocabulary } from './search-vocabulary';

/**
 * Search's SQL, over its own table of live ads (`listing_search`, kept by triggers) and the count
 * tables beside it (docs/decisions/050-search-v2.md), built once as `app.repos.search`: counts
 * (search-counts.ts), pages and cards (search-cards.ts), the words it understands
 * (search-vocabulary.ts), the counts of suggestions (search-suggestions.repository.ts), and the
 * purge of expired rows.
 */
export function createSearchRepository(db: Database) {
  return {
    ...createSearchCounts(db),
    ...createSearchCards(db),
    ...createSearchVocabulary(db),
    ...createSearchSuggestions(db),

    /** Removes the search rows of ads past their expiry (every read already skips them). */
    async purgeExpired(now: Date): Promise<number> {
      const removed = await db
        .delete(listingSearch)
        .where(lte(listingSearch.expiresAt, now))
        .returning({ id: listingSearch.vehicleId });
      return removed.length;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
