import type { MessageResponse } from '@carmarket/shared/message-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/** POST /api/me/email/confirmation: a new link to the account's unconfirmed address. */
export function resendConfirmation(): Promise<MessageResponse> {
  return apiRequest('/me/email/confirmation', expectJson<MessageResponse>(), { method: 'POST' });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation, meta: { handlesOwnError: true } });
}
