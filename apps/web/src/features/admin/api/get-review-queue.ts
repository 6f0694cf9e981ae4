import {
  AdminAdsResponseSchema,
  type AdminAdsResponse,
  type ListingStatus,
} from '@carmarket/shared/ad';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getReviewQueue(
  { status, page }: { status: ListingStatus; page: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminAdsResponse> {
  return apiGet('/admin/ads', AdminAdsResponseSchema, {
    query: { status, page },
    ...(signal ? { signal } : {}),
  });
}

export function getReviewQueueQueryOptions(filter: { status: ListingStatus; page: number }) {
  return queryOptions({
    queryKey: ['me', 'admin', 'ads', filter.status, filter.page],
    queryFn: ({ signal }) => getReviewQueue(filter, { signal }),
  });
}

/** GET /api/admin/ads: ads in one state for staff to review, newest first. */
export function useReviewQueue(filter: { status: ListingStatus; page: number }) {
  return useQuery({ ...getReviewQueueQueryOptions(filter), placeholderData: keepPreviousData });
}
