import type { MailPreferences, MailPreferencesResponse } from '@carmarket/shared/unsubscribe';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson } from '../../../lib/api-client';

export function myMailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'mail-preferences'],
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          '/me/mail-preferences',
          expectJson<MailPreferencesResponse>(),
          signal ? { signal } : {},
        )
      ).preferences,
  });
}

/** GET /api/me/mail-preferences: the signed-in user's e-mail switches. */
export function useMyMailPreferences() {
  return useQuery(myMailPreferencesQueryOptions());
}

/** PUT /api/me/mail-preferences. The switch moves at once and moves back if the save fails. */
export function useSaveMyMailPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = myMailPreferencesQueryOptions();
  return useMutation({
    mutationFn: async (preferences: MailPreferences) =>
      (
        await apiRequest('/me/mail-preferences', expectJson<MailPreferencesResponse>(), {
          method: 'PUT',
          body: preferences,
        })
      ).preferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      // "All e-mail notices" is Account Settings' "Email notifications" switch too.
      return queryClient.invalidateQueries({ queryKey: ['me', 'settings'] });
    },
  });
}
