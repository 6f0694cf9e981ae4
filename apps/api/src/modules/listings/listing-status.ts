import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { vehicles } from '@carmarket/db/schema';
import type { ListingStatus } from '@carmarket/shared/ad';

/**
 * An ad's status as people see it: an active ad whose validity is over reads `expired` even
 * before anything rewrites its row (api.md, "Ad statuses").
 */
export function effectiveStatus(now: Date): SQL<ListingStatus> {
  return sql<ListingStatus>`case when ${vehicles.status} = 'active' and ${vehicles.expiresAt} <= ${now}
    then 'expired' else ${vehicles.status}::text end`;
}

/** The rows of one status as `effectiveStatus` counts them; index-friendly (status first). */
export function statusCondition(status: ListingStatus, now: Date): SQL {
  switch (status) {
    case 'active':
      return and(
        eq(vehicles.status, 'active'),
        or(isNull(vehicles.expiresAt), gt(vehicles.expiresAt, now)),
      )!;
    case 'expired':
      return or(
        eq(vehicles.status, 'expired'),
        and(eq(vehicles.status, 'active'), lte(vehicles.expiresAt, now)),
      )!;
    default:
      return eq(vehicles.status, status);
  }
}
