import type {
  MailPreferences,
  MailPreferencesResponse,
  UnsubscribePreferencesResponse,
} from '@carmarket/shared/unsubscribe';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson } from '../../../lib/api-client';

/** GET /api/unsubscribe/preferences?token=: what the e-mail's link stops, and every switch. */
export function getLinkPreferences(
  token: string,
  signal?: AbortSignal,
): Promise<UnsubscribePreferencesResponse> {
  return apiGet('/unsubscribe/preferences', expectJson<UnsubscribePreferencesResponse>(), {
    query: { token },
    ...(signal ? { signal } : {}),
  });
}

export function linkPreferencesQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => getLinkPreferences(token, signal),
    // A refused link stays refused: say so at once rather than ask again.
    retry: false,
  });
}

export function useLinkPreferences(token: string | undefined) {
  return useQuery({ ...linkPreferencesQueryOptions(token ?? ''), enabled: Boolean(token) });
}

/** PUT /api/unsubscribe/preferences: every switch, through the link, no sign-in. */
export function useSaveLinkPreferences(token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = linkPreferencesQueryOptions(token);
  return useMutation({
    mutationFn: (preferences: MailPreferences) =>
      apiRequest('/unsubscribe/preferences', expectJson<MailPreferencesResponse>(), {
        method: 'PUT',
        body: { ...preferences, token },
      }),
    // The page shows the refusal itself (a used-up link leads to signing in).
    meta: { handlesOwnError: true },
    onSuccess: ({ preferences }) =>
      queryClient.setQueryData(queryKey, (current) => current && { ...current, preferences }),
  });
}
