import type { ChangePasswordInput } from '@carmarket/shared/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, noContent } from '../../../lib/api-client';

/** PUT /api/me/password; the server signs out the user's other sessions. */
export function changePassword(change: ChangePasswordInput): Promise<void> {
  return apiRequest('/me/password', noContent, { method: 'PUT', body: change });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
