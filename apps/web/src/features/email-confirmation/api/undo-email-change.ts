import type { MessageResponse } from '@carmarket/shared/message-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';
import { forgetSession } from '../../../lib/session';

/** POST /api/auth/undo-email-change {token}: the old address back, every session ended. */
export function undoEmailChange(token: string): Promise<MessageResponse> {
  return apiRequest('/auth/undo-email-change', expectJson<MessageResponse>(), {
    method: 'POST',
    body: { token },
    refreshOnForbidden: false,
  });
}

/** The server ended this device's session too, so it is forgotten here at once. */
export function useUndoEmailChange() {
  return useMutation({
    mutationFn: undoEmailChange,
    onSuccess: () => forgetSession(),
    meta: { handlesOwnError: true },
  });
}
