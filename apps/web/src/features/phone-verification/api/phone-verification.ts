import type { User, UserResponse } from '@carmarket/shared/account';
import type { PhoneVerificationSent } from '@carmarket/shared/phone-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';

/**
 * POST /api/me/phone/verification: a code by text message to `phone` (a new number, which
 * becomes the account's only once confirmed), or to the account's number when none is given.
 */
export function requestPhoneCode(phone: string | undefined): Promise<PhoneVerificationSent> {
  return apiRequest('/me/phone/verification', expectJson<PhoneVerificationSent>(), {
    method: 'POST',
    body: phone === undefined ? {} : { phone },
  });
}

/** POST /api/me/phone/verification/confirm: the account with its number verified. */
export async function confirmPhoneCode(code: string): Promise<User> {
  const { user } = await apiRequest('/me/phone/verification/confirm', expectJson<UserResponse>(), {
    method: 'POST',
    body: { code },
  });
  return user;
}

export function useRequestPhoneCode() {
  // The panel shows the API's sentence under its button, not as a toast.
  return useMutation({ mutationFn: requestPhoneCode, meta: { handlesOwnError: true } });
}

/**
 * The confirmed account replaces the cached one in both places the app keeps it: the session
 * (what the header, the wizard and the gates read) and My Profile's `['me', 'user']` query
 * (profile/api/get-user.ts; a feature does not import another, so the key is written here).
 */
export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhoneCode,
    meta: { handlesOwnError: true },
    onSuccess: (user) => {
      updateSessionUser(user);
      queryClient.setQueryData(['me', 'user'], user);
    },
  });
}
