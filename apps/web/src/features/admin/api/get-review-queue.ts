import type { ListingStatus } from '@carmarket/shared/ad';
import type {
  AdminAdsResponse,
  AdminPendingCountResponse,
} from '@carmarket/shared/staff-moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

interface QueueFilter {
  status: ListingStatus;
  page: number;
  /** A title or seller e-mail fragment, or an ad id; empty for every ad of the status. */
  q: string;
}

export function getReviewQueue(
  { status, page, q }: QueueFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminAdsResponse> {
  return apiGet('/admin/ads', expectJson<AdminAdsResponse>(), {
    query: { status, page, q },
    ...(signal ? { signal } : {}),
  });
}

export function getReviewQueueQueryOptions(filter: QueueFilter) {
  return queryOptions({
    queryKey: ['me', 'admin', 'ads', filter.status, filter.page, filter.q],
    queryFn: ({ signal }) => getReviewQueue(filter, { signal }),
  });
}

/** GET /api/admin/ads: ads in one state for staff to review (the queue oldest first). */
export function useReviewQueue(filter: QueueFilter) {
  return useQuery({ ...getReviewQueueQueryOptions(filter), placeholderData: keepPreviousData });
}

/**
 * GET /api/admin/ads/pending-count: the staff menu's badge. Under the ads' key, so approving or
 * rejecting an ad (which refreshes the lists) refreshes the count too.
 */
export function usePendingAdsCount({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['me', 'admin', 'ads', 'pending-count'],
    queryFn: async ({ signal }) =>
      (
        await apiGet('/admin/ads/pending-count', expectJson<AdminPendingCountResponse>(), {
          signal,
        })
      ).count,
    enabled,
  });
}
