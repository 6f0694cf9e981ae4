import {
  PACKAGE_REQUEST_MESSAGES,
  type AdminPackageRequestsResponse,
  type PackageRequestStatus,
} from '@carmarket/shared/package-request';
import { packageRequestReference } from '@carmarket/shared/payment-instructions';
import { AppError } from '../../lib/app-error';
import type { PackageReviewRepository } from './package-review.repository';
import { packageExpiry } from './package-expiry';

export interface PackageReviewDependencies {
  packageReview: PackageReviewRepository;
}

/** GET /api/admin/package-requests: the requests of a status, the waiting ones by default. */
export async function listPackageRequests(options: {
  deps: PackageReviewDependencies;
  status: PackageRequestStatus;
}): Promise<AdminPackageRequestsResponse> {
  const rows = await options.deps.packageReview.listPackageRequests(options.status);
  return {
    requests: rows.map((row) => ({
      ...row,
      reference: packageRequestReference(row.id),
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Approves or rejects a waiting package request. Approval gives the user the package from now
 * for its validity, as setting it by hand does; a decided request stays decided.
 */
export async function decidePackageRequest(options: {
  deps: PackageReviewDependencies;
  id: number;
  staffId: number;
  decision: 'approved' | 'rejected';
  now?: Date;
}): Promise<void> {
  const { deps, id, staffId, decision } = options;
  const now = options.now ?? new Date();
  const request = await deps.packageReview.findPackageRequest(id);
  if (!request) throw AppError.notFound(PACKAGE_REQUEST_MESSAGES.notFound);
  if (request.status !== 'pending')
    throw AppError.conflict(PACKAGE_REQUEST_MESSAGES.alreadyDecided);
  const grant =
    decision === 'approved'
      ? {
          userId: request.userId,
          package: request.package,
          expiresAt: packageExpiry(request.package, now),
        }
      : undefined;
  if (
    !(await deps.packageReview.decidePackageRequest({ id, status: decision, staffId, now, grant }))
  ) {
    throw AppError.conflict(PACKAGE_REQUEST_MESSAGES.alreadyDecided);
  }
}
