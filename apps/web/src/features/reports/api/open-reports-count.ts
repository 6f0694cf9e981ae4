import type { ReportsOpenCount } from '@carmarket/shared/report';
import { useQuery } from '@tanstack/react-query';
import { apiGet, expectJson } from '../../../lib/api-client';

/**
 * GET /api/admin/reports/open-count: the console menu's count of reported ads waiting for staff.
 * Its own file, so the console's navigation does not share a chunk with the Reports page.
 */
export function useOpenReportsCount({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['me', 'admin', 'reports', 'open-count'],
    queryFn: async ({ signal }) =>
      (await apiGet('/admin/reports/open-count', expectJson<ReportsOpenCount>(), { signal })).count,
    enabled,
  });
}
