import type { SuspendUserInput } from '@carmarket/shared/suspension';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '../../../lib/api-client';

/** POST /api/admin/users/:id/suspend: the account cannot sign in and its ads leave search. */
export function suspendUser({ id, reason }: { id: number } & SuspendUserInput): Promise<void> {
  return apiRequest(`/admin/users/${id}/suspend`, noContent, {
    method: 'POST',
    body: { reason },
  });
}

/** POST /api/admin/users/:id/unsuspend: the account may sign in again; its ads come back. */
export function unsuspendUser(id: number): Promise<void> {
  return apiRequest(`/admin/users/${id}/unsuspend`, noContent, { method: 'POST' });
}

function useUserChange<V>(change: (variables: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // The dialogs show the server's sentence themselves, beside what it is about.
    meta: { handlesOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'admin', 'users'] }),
  });
}

export function useSuspendUser() {
  return useUserChange(suspendUser);
}

export function useUnsuspendUser() {
  return useUserChange(unsuspendUser);
}
