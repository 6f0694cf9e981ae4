import type {
  CreateSavedSearchInput,
  SavedSearch,
  SavedSearchCreated,
  SavedSearchesResponse,
  UpdateSavedSearchInput,
} from '@carmarket/shared/saved-search';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson, noContent } from '../../../lib/api-client';

export const savedSearchesQueryKey = ['me', 'saved-searches'] as const;

export async function getSavedSearches({ signal }: { signal?: AbortSignal } = {}): Promise<
  SavedSearch[]
> {
  const { savedSearches } = await apiGet(
    '/me/saved-searches',
    expectJson<SavedSearchesResponse>(),
    signal ? { signal } : {},
  );
  return savedSearches;
}

export function getSavedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => getSavedSearches({ signal }),
  });
}

/** GET /api/me/saved-searches: newest first, each with its count of new matches. */
export function useSavedSearches() {
  return useQuery(getSavedSearchesQueryOptions());
}

/** POST /api/me/saved-searches. */
export function createSavedSearch(input: CreateSavedSearchInput): Promise<{ id: number }> {
  return apiRequest('/me/saved-searches', expectJson<SavedSearchCreated>(), {
    method: 'POST',
    body: input,
  });
}

/** PATCH /api/me/saved-searches/:id: rename, change frequency, or mark seen (on opening). */
export function updateSavedSearch(id: number, changes: UpdateSavedSearchInput): Promise<void> {
  return apiRequest(`/me/saved-searches/${id}`, noContent, { method: 'PATCH', body: changes });
}

/** DELETE /api/me/saved-searches/:id. */
export function deleteSavedSearch(id: number): Promise<void> {
  return apiRequest(`/me/saved-searches/${id}`, noContent, { method: 'DELETE' });
}

function useRefreshAfter<V, R>(change: (variables: V) => Promise<R>, handlesOwnError = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
    ...(handlesOwnError ? { meta: { handlesOwnError: true } } : {}),
  });
}

/** Saving shows its error in the dialog, beside what to change. */
export function useCreateSavedSearch() {
  return useRefreshAfter(createSavedSearch, true);
}

export function useUpdateSavedSearch({ handlesOwnError = false } = {}) {
  return useRefreshAfter(
    ({ id, changes }: { id: number; changes: UpdateSavedSearchInput }) =>
      updateSavedSearch(id, changes),
    handlesOwnError,
  );
}

export function useDeleteSavedSearch() {
  return useRefreshAfter(deleteSavedSearch);
}
