import { MessageResponseSchema, type MessageResponse } from '@carmarket/shared/message-response';
import type { PreOrder } from '@carmarket/shared/pre-order';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/pre-orders: stores the request; the answer is the sentence to thank the visitor. */
export function createPreOrder(preOrder: PreOrder): Promise<MessageResponse> {
  return apiRequest('/pre-orders', MessageResponseSchema, { method: 'POST', body: preOrder });
}

export function useCreatePreOrder() {
  return useMutation({ mutationFn: createPreOrder });
}
