import type { FailedJobsResponse } from '@carmarket/shared/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, expectJson, noContent } from '../../../lib/api-client';

const failedJobsKey = ['me', 'admin', 'jobs'] as const;

/** GET /api/admin/jobs: background work (mostly e-mail) whose retries ran out. */
export function useFailedJobs() {
  return useQuery<FailedJobsResponse>({
    queryKey: failedJobsKey,
    queryFn: ({ signal }) => apiGet('/admin/jobs', expectJson<FailedJobsResponse>(), { signal }),
  });
}

/** POST /api/admin/jobs/:id/retry: runs it again with a fresh set of attempts. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/jobs/${id}/retry`, noContent, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: failedJobsKey }),
  });
}
