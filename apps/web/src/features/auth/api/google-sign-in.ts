import type { LoginResponse } from '@carmarket/shared/account';
import type {
  GoogleAvailability,
  GoogleLink,
  GooglePending,
  GoogleRegistration,
} from '@carmarket/shared/google-sign-in';
import type { Language } from '@carmarket/shared/i18n/languages';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson } from '../../../lib/api-client';

/** GET /api/auth/google: whether the server has a Google client (decision 135). */
export function getGoogleAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'google'],
    queryFn: ({ signal }) => apiGet('/auth/google', expectJson<GoogleAvailability>(), { signal }),
    // Configuration: it changes with a restart, not during a visit.
    staleTime: Infinity,
  });
}

/** Whether to show the button; a failed answer shows none (the forms work without it). */
export function useGoogleAvailable(wanted: boolean): boolean {
  return (
    useQuery({ ...getGoogleAvailabilityQueryOptions(), enabled: wanted }).data?.enabled === true
  );
}

/** Where the button leads: the API starts the sign-in and sends the browser to Google. */
export function googleStartUrl(next: string, language: Language): string {
  return `/api/auth/google/start?${new URLSearchParams({ next, lang: language }).toString()}`;
}

/** GET /api/auth/google/pending: the identity Google vouched for, waiting for a form. */
export function useGooglePending() {
  return useQuery({
    queryKey: ['auth', 'google', 'pending'],
    queryFn: ({ signal }) =>
      apiGet('/auth/google/pending', expectJson<GooglePending>(), {
        signal,
        refreshOnForbidden: false,
      }),
    retry: false,
  });
}

export function useGoogleLink() {
  return useMutation({
    mutationFn: (link: GoogleLink) =>
      apiRequest('/auth/google/link', expectJson<LoginResponse>(), {
        method: 'POST',
        body: link,
        refreshOnForbidden: false,
      }),
  });
}

export function useGoogleRegister() {
  return useMutation({
    mutationFn: (registration: GoogleRegistration) =>
      apiRequest('/auth/google/register', expectJson<LoginResponse>(), {
        method: 'POST',
        body: registration,
        refreshOnForbidden: false,
      }),
  });
}
