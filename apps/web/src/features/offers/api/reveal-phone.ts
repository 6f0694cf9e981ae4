import type { PhoneReveal } from '@carmarket/shared/phone-reveal';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/**
 * POST /api/vehicles/:id/phone (api.md, decision 107): a VIP seller's number, counted per tap.
 * A visitor's browser carries a cookie the server sets, so their day's reveals are theirs.
 */
export function revealPhone(vehicleId: number): Promise<PhoneReveal> {
  return apiRequest(`/vehicles/${vehicleId}/phone`, expectJson<PhoneReveal>(), {
    method: 'POST',
  });
}

/** Never retried: each try is a counted reveal. Its refusal is shown in place, not as a toast. */
export function useRevealPhone(vehicleId: number) {
  return useMutation({
    mutationFn: () => revealPhone(vehicleId),
    retry: false,
    meta: { handlesOwnError: true },
  });
}
