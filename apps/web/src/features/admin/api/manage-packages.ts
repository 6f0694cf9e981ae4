import type { AdminUser, AdminUsersResponse } from '@carmarket/shared/staff-moderation';
import type { PackageName } from '@carmarket/shared/packages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson, noContent } from '../../../lib/api-client';

export async function findUsers(
  email: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminUser[]> {
  const { users } = await apiGet('/admin/users', expectJson<AdminUsersResponse>(), {
    query: { email },
    ...(signal ? { signal } : {}),
  });
  return users;
}

/** GET /api/admin/users?email=: accounts whose e-mail starts with the text. */
export function useUserSearch(email: string) {
  return useQuery({
    queryKey: ['me', 'admin', 'users', email],
    queryFn: ({ signal }) => findUsers(email, { signal }),
    enabled: email.length > 0,
  });
}

/** POST /api/admin/users/:id/package: sets a paid package once staff confirmed the payment. */
export function setUserPackage({ id, pkg }: { id: number; pkg: PackageName }): Promise<void> {
  return apiRequest(`/admin/users/${id}/package`, noContent, {
    method: 'POST',
    body: { package: pkg },
  });
}

export function useSetUserPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'admin', 'users'] }),
  });
}
