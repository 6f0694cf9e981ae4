import type { MessageResponse } from '@carmarket/shared/message-response';
import type { Offer } from '@carmarket/shared/offer';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/** POST /api/vehicles/:id/offers (api.md): stores the offer for the seller; needs a signed-in buyer. */
export function createOffer({
  vehicleId,
  offer,
}: {
  vehicleId: number;
  offer: Offer;
}): Promise<MessageResponse> {
  return apiRequest(`/vehicles/${vehicleId}/offers`, expectJson<MessageResponse>(), {
    method: 'POST',
    body: offer,
  });
}

export function useCreateOffer() {
  // The form answers a missing verified phone with the panel (issue 36), other refusals in a toast.
  return useMutation({ mutationFn: createOffer, meta: { handlesOwnError: true } });
}
