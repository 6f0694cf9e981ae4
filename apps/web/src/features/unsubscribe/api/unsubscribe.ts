import type { MessageResponse } from '@carmarket/shared/message-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/** POST /api/unsubscribe {token}: turns the link's account's e-mail notices off, no sign-in. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/unsubscribe', expectJson<MessageResponse>(), {
        method: 'POST',
        body: { token },
      }),
    // The answer is shown on the page itself, not as a toast.
    meta: { handlesOwnError: true },
  });
}
