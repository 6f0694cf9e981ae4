import type { OffersInboxResponse } from '@carmarket/shared/offers-inbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson, noContent } from '../../../lib/api-client';

const offersQueryKey = ['me', 'offers'] as const;

/** GET /api/me/offers: offers on the user's ads and offers the user made. */
export function useOffersInbox() {
  return useQuery({
    queryKey: offersQueryKey,
    queryFn: ({ signal }): Promise<OffersInboxResponse> =>
      apiGet('/me/offers', expectJson<OffersInboxResponse>(), { signal }),
  });
}

/** POST /api/me/offers/:id/accept or /decline, by the seller of that ad. */
export function answerOffer({ id, answer }: { id: number; answer: 'accept' | 'decline' }) {
  return apiRequest(`/me/offers/${id}/${answer}`, noContent, { method: 'POST' });
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryKey }),
  });
}
