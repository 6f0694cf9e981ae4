import type { Registration } from '@carmarket/shared/account';
import { MessageResponseSchema, type MessageResponse } from '@carmarket/shared/message-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register; spec section 7: the answer is not read beyond success. */
export function register(registration: Registration): Promise<MessageResponse> {
  return apiRequest('/auth/register', MessageResponseSchema, {
    method: 'POST',
    body: registration,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
