import { SEARCH_ADDRESS_NAMES } from '@carmarket/shared/search-address';
import {
  NEARBY_DROPS,
  type NearbyDrop,
  type NearbySearchesResponse,
  type SearchQuery,
} from '@carmarket/shared/vehicle-search';
import type { Vocabulary } from './search-criteria';
import type { SearchRepository } from './search.repository';
import { readSearch } from './search.service';

/**
 * GET /api/vehicles/search/nearby (issue 38): for a search with no cars, the same search with one
 * filter left out, for each filter it has; those with cars, the best three by count. A make
 * without its model keeps the make; leaving out the make leaves out its models too. Bounded: at
 * most `MAX_COUNTS` searches are counted, each no further than `NEARBY_CAP` from the search
 * table's indexes.
 */
const MAX_COUNTS = 8;
const NEARBY_CAP = 1_000;
const MAX_NEARBY = 3;

/**
 * The search parameters each filter is made of, by its address name: every name the shared list
 * has (the compiler checks), tried in that list's order.
 */
const FILTER_PARAMETERS: Record<NearbyDrop, ReadonlyArray<keyof SearchQuery>> = {
  model: ['models'],
  price: ['min', 'max'],
  year: ['yomMin', 'yomMax'],
  mileage: ['mileageMin', 'mileageMax'],
  town: ['townId'],
  city: ['cityId', 'townId'],
  q: ['query'],
  brand: ['brands', 'models'],
  fuelType: ['fuelTypes'],
  condition: ['conditions'],
  types: ['vehicleTypes'],
  transmission: ['transmissions'],
  registration: ['registration'],
  verifiedOnly: ['verifiedOnly'],
  listedWithinDays: ['listedWithinDays'],
  confirmedWithinDays: ['confirmedWithinDays'],
};

const isSet = (value: unknown) =>
  value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);

/** A search as the Buy Car address writes it (search-address.ts); no page, the first. */
function addressOf(query: SearchQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, apiName] of Object.entries(SEARCH_ADDRESS_NAMES)) {
    const value: unknown = query[apiName];
    if (name === 'page' || !isSet(value)) continue;
    params[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
}

export async function nearbySearches(options: {
  repository: SearchRepository;
  vocabulary: Vocabulary;
  query: SearchQuery;
  now?: Date;
}): Promise<NearbySearchesResponse> {
  const { repository, vocabulary, query } = options;
  const now = options.now ?? new Date();
  // A filter is on when any of its parameters is (a range may have one end); two filters whose
  // leaving out makes one search (a model without its make) are counted and offered once.
  const wider: Array<{
    dropped: NearbyDrop;
    relaxed: SearchQuery;
    params: Record<string, string>;
  }> = [];
  const seen = new Set<string>();
  for (const dropped of NEARBY_DROPS) {
    if (wider.length === MAX_COUNTS) break;
    const names = FILTER_PARAMETERS[dropped];
    if (!names.some((name) => isSet(query[name]))) continue;
    const relaxed: SearchQuery = { ...query, page: undefined };
    for (const name of names) delete relaxed[name];
    const params = addressOf(relaxed);
    const address = new URLSearchParams(params).toString();
    if (seen.has(address)) continue;
    seen.add(address);
    wider.push({ dropped, relaxed, params });
  }
  const counted = await Promise.all(
    wider.map(async ({ dropped, relaxed, params }) => {
      const found = await readSearch(
        { repository, vocabulary, query: relaxed, now },
        async (criteria) => {
          const tier = criteria.textWords.length > 0 ? 'anywhere' : undefined;
          const { count } = await repository.countUpTo(now, criteria, tier, NEARBY_CAP);
          return { result: count, found: count > 0 };
        },
      );
      return { dropped, params, count: found?.result ?? 0 };
    }),
  );
  const searches = counted
    .filter((search) => search.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_NEARBY);
  return { searches };
}
