import type { ChangeEmailInput } from '@carmarket/shared/email-confirmation';
import type { MessageResponse } from '@carmarket/shared/message-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/** POST /api/me/email: a link to the new address; the e-mail changes when it is opened. */
export function changeEmail(change: ChangeEmailInput): Promise<MessageResponse> {
  return apiRequest('/me/email', expectJson<MessageResponse>(), { method: 'POST', body: change });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
