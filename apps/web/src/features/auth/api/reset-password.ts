import type { ResetPassword } from '@carmarket/shared/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, noContent } from '../../../lib/api-client';

/** POST /api/auth/reset-password: 204, and every session of the account has ended. */
export function resetPassword(reset: ResetPassword): Promise<void> {
  return apiRequest('/auth/reset-password', noContent, {
    method: 'POST',
    body: reset,
    refreshOnForbidden: false,
  });
}

/** A link that no longer works is shown on the page with a way on, not as a passing toast. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesOwnError: true } });
}
