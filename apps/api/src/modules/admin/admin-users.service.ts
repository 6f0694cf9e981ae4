import {
  ADMIN_MESSAGES,
  ADMIN_USER_SEARCH_LIMIT,
  type AdminUsersResponse,
} from '@carmarket/shared/staff-moderation';
import { PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { AppError } from '../../lib/app-error';
import type { AdminUsersRepository } from './admin-users.repository';
import { packageExpiry } from './package-expiry';

export interface AdminUsersDependencies {
  adminUsers: AdminUsersRepository;
}

/**
 * Sets a user's package once staff have confirmed the payment: featured and vip run for their
 * validity from now; member never expires.
 */
export async function setUserPackage(options: {
  deps: AdminUsersDependencies;
  userId: number;
  package: PackageName;
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  const tier = PACKAGE_TIERS[options.package];
  const expiresAt = packageExpiry(tier.name, now);
  const updated = await options.deps.adminUsers.setUserPackage({
    userId: options.userId,
    package: tier.name,
    expiresAt,
    now,
  });
  if (!updated) throw AppError.notFound(ADMIN_MESSAGES.userNotFound);
}

/** GET /api/admin/users?email=: finds the user whose package staff are about to set. */
export async function findUsersByEmail(options: {
  deps: AdminUsersDependencies;
  emailPrefix: string;
  now?: Date;
}): Promise<AdminUsersResponse> {
  const rows = await options.deps.adminUsers.findUsersByEmailPrefix({
    prefix: options.emailPrefix,
    limit: ADMIN_USER_SEARCH_LIMIT,
    now: options.now ?? new Date(),
  });
  return {
    users: rows.map(({ suspendedAt, suspensionReason, phoneVerifiedAt, ...row }) => ({
      ...row,
      phoneVerified: phoneVerifiedAt !== null,
      phoneVerifiedAt: phoneVerifiedAt?.toISOString() ?? null,
      packageExpiresAt: row.packageExpiresAt?.toISOString() ?? null,
      suspended: suspendedAt
        ? { at: suspendedAt.toISOString(), reason: suspensionReason ?? '' }
        : null,
    })),
  };
}
