import type { MessageResponse } from '@carmarket/shared/message-response';
import type { Report } from '@carmarket/shared/report';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, expectJson } from '../../../lib/api-client';

/** POST /api/vehicles/:id/reports (api.md): anyone may report a live ad, signed in or not. */
export function reportAd({
  vehicleId,
  report,
}: {
  vehicleId: number;
  report: Report;
}): Promise<MessageResponse> {
  return apiRequest(`/vehicles/${vehicleId}/reports`, expectJson<MessageResponse>(), {
    method: 'POST',
    body: report,
  });
}

/** The dialog shows the server's sentence itself, next to the form, instead of a toast. */
export function useReportAd() {
  return useMutation({ mutationFn: reportAd, meta: { handlesOwnError: true } });
}
