import type { Login, LoginResponse } from '@carmarket/shared/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/** POST /api/auth/login: a token and the user; the server sets the session cookie. */
export function signIn(login: Login): Promise<LoginResponse> {
  return apiRequest('/auth/login', expectJson<LoginResponse>(), {
    method: 'POST',
    body: login,
    refreshOnForbidden: false,
  });
}

/** The form shows its own errors: a refused account's sentence stays on screen (decision 096). */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { handlesOwnError: true } });
}
