import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type CreateSavedSearch,
  type SavedSearch,
  type SavedSearchFrequency,
  type SavedSearchParams,
  type SavedSearchesResponse,
} from '@carmarket/shared/saved-search';
import { SearchQuerySchema, type SearchQuery } from '@carmarket/shared/vehicle-search';
import { AppError } from '../../lib/app-error';
import type { FastifyInstance } from 'fastify';
import { searchMatches } from '../vehicles/search-matches';
import type { SavedSearchesRepository, SavedSearchRow } from './saved-searches.repository';

/**
 * Saved searches and the matching behind their alerts
 * (docs/decisions/082-saved-searches-and-alerts.md). Matching is the search's own: a saved
 * search's params are read by the search's schema and run through the search module, narrowed
 * to the ads in question.
 */

export interface SavedSearchesDependencies {
  savedSearches: SavedSearchesRepository;
  search: FastifyInstance['repos']['search'];
}

/** The search a stored saved search asks for; null if its params no longer read (never so far). */
function queryOf(params: SavedSearchParams): SearchQuery | null {
  const parsed = SearchQuerySchema.safeParse(params);
  return parsed.success ? parsed.data : null;
}

async function newMatchesOf(
  deps: SavedSearchesDependencies,
  row: SavedSearchRow,
  now: Date,
): Promise<number> {
  const query = queryOf(row.params);
  if (!query) return 0;
  const ids = await searchMatches({
    repository: deps.search,
    query,
    within: { approvedAfter: row.lastSeenAt, notOwnedBy: row.userId },
    limit: SAVED_SEARCH_LIMITS.newMatchesCap,
    now,
  });
  return ids.length;
}

function toSavedSearch(row: SavedSearchRow, newMatches: number): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    params: row.params,
    newMatches,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}

/** GET /api/me/saved-searches: newest first, each with its count of new matches. */
export async function listSavedSearches(options: {
  deps: SavedSearchesDependencies;
  userId: number;
  now?: Date;
}): Promise<SavedSearchesResponse> {
  const { deps, userId } = options;
  const now = options.now ?? new Date();
  const rows = await deps.savedSearches.list(userId);
  const counts = await Promise.all(rows.map((row) => newMatchesOf(deps, row, now)));
  return { savedSearches: rows.map((row, index) => toSavedSearch(row, counts[index] ?? 0)) };
}

/** POST /api/me/saved-searches: at most `SAVED_SEARCH_LIMITS.perUser` per user. */
export async function createSavedSearch(options: {
  deps: SavedSearchesDependencies;
  userId: number;
  input: CreateSavedSearch;
  now?: Date;
}): Promise<{ id: number }> {
  const { deps, userId, input } = options;
  const id = await deps.savedSearches.create({
    userId,
    name: input.name,
    frequency: input.frequency,
    params: input.params,
    max: SAVED_SEARCH_LIMITS.perUser,
    now: options.now ?? new Date(),
  });
  if (id === null) throw AppError.badRequest(SAVED_SEARCH_MESSAGES.tooMany);
  return { id };
}

/** PATCH /api/me/saved-searches/:id: rename, change frequency or filters, mark seen. */
export async function updateSavedSearch(options: {
  deps: SavedSearchesDependencies;
  userId: number;
  id: number;
  changes: {
    name?: string | undefined;
    frequency?: SavedSearchFrequency | undefined;
    params?: SavedSearchParams | undefined;
    seen?: true | undefined;
  };
  now?: Date;
}): Promise<void> {
  const { deps, userId, id, changes } = options;
  const updated = await deps.savedSearches.update({
    userId,
    id,
    changes: {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.frequency === undefined ? {} : { frequency: changes.frequency }),
      ...(changes.params === undefined ? {} : { params: changes.params }),
      ...(changes.seen ? { lastSeenAt: options.now ?? new Date() } : {}),
    },
  });
  if (!updated) throw AppError.notFound(SAVED_SEARCH_MESSAGES.notFound);
}

/** DELETE /api/me/saved-searches/:id. */
export async function deleteSavedSearch(options: {
  deps: SavedSearchesDependencies;
  userId: number;
  id: number;
}): Promise<void> {
  const removed = await options.deps.savedSearches.remove({
    userId: options.userId,
    id: options.id,
  });
  if (!removed) throw AppError.notFound(SAVED_SEARCH_MESSAGES.notFound);
}

export interface SavedSearchMatches {
  savedSearch: Pick<SavedSearchRow, 'id' | 'userId' | 'name' | 'frequency' | 'params'>;
  /** Ads to tell the owner about: matching, not their own, not told before. */
  vehicleIds: number[];
}

/**
 * For the alert job (the lead's): the ads that went live in `(since, until]` and are still live,
 * matched against every saved search (of one frequency). Per saved search: the ads its search
 * finds, leaving out the owner's own ads, ads that went live before the search was saved, and
 * ads already recorded as alerted (`recordAlerted`). Saved searches with no such ad are left
 * out. Windows may overlap: the alert record keeps an ad from being sent twice.
 */
export async function findNewMatches(options: {
  deps: SavedSearchesDependencies;
  since: Date;
  until: Date;
  frequency?: SavedSearchFrequency;
  now?: Date;
}): Promise<SavedSearchMatches[]> {
  const { deps, since, until, frequency } = options;
  const now = options.now ?? new Date();
  const candidates = await deps.savedSearches.wentLive({ since, until, now });
  if (candidates.length === 0) return [];
  const [searches, alerted] = await Promise.all([
    deps.savedSearches.listAll(frequency),
    deps.savedSearches.alerted(candidates),
  ]);
  const results: SavedSearchMatches[] = [];
  for (const row of searches) {
    const told = alerted.get(row.id);
    const vehicleIds = told ? candidates.filter((id) => !told.has(id)) : candidates;
    const query = queryOf(row.params);
    if (!query || vehicleIds.length === 0) continue;
    const matches = await searchMatches({
      repository: deps.search,
      query,
      within: { vehicleIds, approvedAfter: row.createdAt, notOwnedBy: row.userId },
      limit: vehicleIds.length,
      now,
    });
    if (matches.length === 0) continue;
    const { id, userId, name, frequency: rowFrequency, params } = row;
    results.push({
      savedSearch: { id, userId, name, frequency: rowFrequency, params },
      vehicleIds: matches.sort((a, b) => a - b),
    });
  }
  return results;
}

/** Re-exported for the alert job: mark ads sent for a saved search; returns the ones new. */
export function recordAlerted(options: {
  deps: Pick<SavedSearchesDependencies, 'savedSearches'>;
  savedSearchId: number;
  vehicleIds: number[];
  now?: Date;
}): Promise<number[]> {
  return options.deps.savedSearches.recordAlerted(
    options.savedSearchId,
    options.vehicleIds,
    options.now,
  );
}
