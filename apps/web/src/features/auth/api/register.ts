import type { Registration } from '@carmarket/shared/account';
import type { MessageResponse } from '@carmarket/shared/message-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/** POST /api/auth/register; spec section 7: the answer is not read beyond success. */
export function register(registration: Registration): Promise<MessageResponse> {
  return apiRequest('/auth/register', expectJson<MessageResponse>(), {
    method: 'POST',
    body: registration,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
