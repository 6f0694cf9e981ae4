import type { MessageResponse } from '@carmarket/shared/message-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/** POST /api/auth/confirm-email {token}: no sign-in needed, the link is the proof. */
export function confirmEmail(token: string): Promise<MessageResponse> {
  return apiRequest('/auth/confirm-email', expectJson<MessageResponse>(), {
    method: 'POST',
    body: { token },
    refreshOnForbidden: false,
  });
}

/** The answer is shown on the page; a signed-in account's own view is read again. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
    meta: { handlesOwnError: true },
  });
}
