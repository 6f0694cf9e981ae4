import type { AuditResponse } from '@carmarket/shared/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

/**
 * GET /api/admin/audit: one page of what staff did, newest first. Under the staff key, so it is
 * read afresh whenever the console is opened again.
 */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: ['me', 'admin', 'audit', page],
    queryFn: ({ signal }) =>
      apiGet('/admin/audit', expectJson<AuditResponse>(), { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
