import type { User, UserResponse } from '@carmarket/shared/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  const { user } = await apiGet(
    '/users/get-user',
    expectJson<UserResponse>(),
    signal ? { signal } : {},
  );
  return user;
}

export function getUserQueryOptions() {
  return queryOptions({
    queryKey: ['me', 'user'],
    queryFn: ({ signal }) => getUser({ signal }),
  });
}

/** GET /api/users/get-user: the profile as the server holds it. */
export function useUser() {
  return useQuery(getUserQueryOptions());
}
