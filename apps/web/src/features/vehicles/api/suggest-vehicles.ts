import type { Suggestion, SuggestResponse } from '@carmarket/shared/vehicle-suggest';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

/** Fewer letters than this ask for nothing: one letter matches half the catalogue. */
export const SUGGEST_MIN_LETTERS = 2;

const NO_SUGGESTIONS: Suggestion[] = [];

/** GET /api/vehicles/suggest: what the search box offers for the text typed so far. */
export function suggestVehicles(
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SuggestResponse> {
  return apiGet('/vehicles/suggest', expectJson<SuggestResponse>(), {
    query: { q },
    ...(signal ? { signal } : {}),
  });
}

export function suggestVehiclesQueryOptions(q: string) {
  return queryOptions({
    // Keyed by the text: an answer for an older prefix lands in its own entry and never
    // replaces the newer one's. Leaving a key aborts its request (the signal is passed on), so
    // fast typing leaves one request in flight.
    queryKey: ['vehicles', 'suggest', q],
    queryFn: ({ signal }) => suggestVehicles(q, { signal }),
    // The last list stays while the next prefix's loads, so it does not flicker with each key.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // By the time a retry answered, the buyer has typed on.
    retry: false,
  });
}

/**
 * The suggestions for `text`, asked for at every key (no debounce: the list must keep up with
 * the typing) while `wanted`, none while it has fewer than two letters. A failed request shows
 * no list; the caller logs it.
 */
export function useSuggestVehicles(text: string, { wanted }: { wanted: boolean }) {
  const q = text.trim();
  const longEnough = Array.from(q).length >= SUGGEST_MIN_LETTERS;
  const answer = useQuery({ ...suggestVehiclesQueryOptions(q), enabled: wanted && longEnough });
  // A query left unasked still shows the placeholder (the last list): too short a text has none.
  const suggestions = (longEnough && answer.data?.suggestions) || NO_SUGGESTIONS;
  return { suggestions, error: answer.error };
}
