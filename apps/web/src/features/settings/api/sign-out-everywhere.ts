import { useMutation } from '@tanstack/react-query';
import { apiRequest, noContent } from '../../../lib/api-client';
import { forgetSession } from '../../../lib/session';

/** POST /api/auth/user-logout-all: every session of the user ends, this one included. */
export function signOutEverywhere(): Promise<void> {
  return apiRequest('/auth/user-logout-all', noContent, { method: 'POST' });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: forgetSession });
}
