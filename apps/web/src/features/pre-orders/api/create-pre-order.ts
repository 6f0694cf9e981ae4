import type { MessageResponse } from '@carmarket/shared/message-response';
import type { PreOrder } from '@carmarket/shared/pre-order';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/** POST /api/pre-orders: stores the request; the answer is the sentence to thank the visitor. */
export function createPreOrder(preOrder: PreOrder): Promise<MessageResponse> {
  return apiRequest('/pre-orders', expectJson<MessageResponse>(), {
    method: 'POST',
    body: preOrder,
  });
}

export function useCreatePreOrder() {
  return useMutation({ mutationFn: createPreOrder });
}
