import type { ForgotPassword } from '@carmarket/shared/account';
import type { MessageResponse } from '@carmarket/shared/message-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: 202 with the same sentence whatever the address. */
export function requestPasswordReset(request: ForgotPassword): Promise<MessageResponse> {
  return apiRequest('/auth/forgot-password', expectJson<MessageResponse>(), {
    method: 'POST',
    body: request,
    refreshOnForbidden: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
