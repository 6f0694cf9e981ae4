import type { ProfileUpdate, ProfileUpdateResponse, User } from '@carmarket/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';
import { getUserQueryOptions } from './get-user';

export interface ProfileChanges {
  profile: ProfileUpdate;
  avatar: File | null;
}

/** POST /api/users/update as multipart: the profile fields and, when chosen, a new avatar. */
export function updateProfile({ profile, avatar }: ProfileChanges) {
  const form = new FormData();
  form.set('name', profile.name);
  form.set('mobile', profile.mobile);
  form.set('email', profile.email);
  form.set('line1', profile.line1);
  form.set('line2', profile.line2 ?? '');
  form.set('postal', profile.postal ?? '');
  form.set('cityId', String(profile.cityId));
  if (avatar) form.set('avatar', avatar);
  return apiRequest('/users/update', expectJson<ProfileUpdateResponse>(), {
    method: 'POST',
    body: form,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }: { user: User }) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user);
      updateSessionUser(user);
    },
  });
}
