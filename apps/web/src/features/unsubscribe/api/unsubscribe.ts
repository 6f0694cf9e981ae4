import type { MessageResponse } from '@carmarket/shared/message-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';
import { linkPreferencesQueryOptions } from './link-preferences';

/** POST /api/unsubscribe {token}: stops the kind of e-mail the link came in, no sign-in. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/unsubscribe', expectJson<MessageResponse>(), {
        method: 'POST',
        body: { token },
      }),
    // The answer is shown on the page itself, not as a toast.
    meta: { handlesOwnError: true },
    // The switches below show what changed.
    onSuccess: () => queryClient.invalidateQueries(linkPreferencesQueryOptions(token)),
  });
}
