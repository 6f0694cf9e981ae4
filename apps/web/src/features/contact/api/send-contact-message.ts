import type { ContactMessage } from '@carmarket/shared/contact';
import type { MessageResponse } from '@carmarket/shared/message-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/** POST /api/contact: stores the message; the answer is the sentence for the success toast. */
export function sendContactMessage(message: ContactMessage): Promise<MessageResponse> {
  return apiRequest('/contact', expectJson<MessageResponse>(), { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
