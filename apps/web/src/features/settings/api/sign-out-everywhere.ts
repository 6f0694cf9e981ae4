import { msg } from '@carmarket/shared/i18n/translate';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiRequest, noContent } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { forgetSession } from '../../../lib/session';

export const SIGNED_OUT_EVERYWHERE = msg('You have been signed out of all devices.');

/** POST /api/auth/user-logout-all: every session of the user ends, this one included. */
export function signOutEverywhere(): Promise<void> {
  return apiRequest('/auth/user-logout-all', noContent, { method: 'POST' });
}

/**
 * Everything that follows a success happens here, not in `mutate()`'s callbacks: forgetting the
 * session unmounts the settings page at once, and callbacks given to `mutate()` never run after
 * their component has gone. The toast lives outside the page, so it shows on the next one.
 */
export function useSignOutEverywhere(options: { onSignedOut: () => void }) {
  const { t } = useT();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      forgetSession();
      toast.success(t(SIGNED_OUT_EVERYWHERE));
      options.onSignedOut();
    },
  });
}
