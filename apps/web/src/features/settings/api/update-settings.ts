import type { SettingsResponse, UserSettings } from '@carmarket/shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';
import { getSettingsQueryOptions } from './get-settings';

export async function updateSettings(settings: UserSettings): Promise<UserSettings> {
  const answer = await apiRequest('/me/settings', expectJson<SettingsResponse>(), {
    method: 'PUT',
    body: settings,
  });
  return answer.settings;
}

/** PUT /api/me/settings. The switch moves at once and moves back if the save fails. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const { queryKey } = getSettingsQueryOptions();
  return useMutation({
    mutationFn: updateSettings,
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
      // "Email notifications" is also the master switch of the e-mail preferences page.
      return queryClient.invalidateQueries({ queryKey: ['me', 'mail-preferences'] });
    },
  });
}
