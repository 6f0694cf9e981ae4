import type { SettingsResponse, UserSettings } from '@carmarket/shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

export async function getSettings({
  signal,
}: { signal?: AbortSignal } = {}): Promise<UserSettings> {
  const { settings } = await apiGet(
    '/me/settings',
    expectJson<SettingsResponse>(),
    signal ? { signal } : {},
  );
  return settings;
}

export function getSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'settings'],
    queryFn: ({ signal }) => getSettings({ signal }),
  });
}

/** GET /api/me/settings: the Account Settings toggles. */
export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
