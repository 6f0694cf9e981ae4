import {
  PACKAGE_DISPLAY_LIMITS,
  PACKAGE_REQUEST_MESSAGES,
  type MyPackageResponse,
  type PackageStatus,
} from '@carmarket/shared/package-request';
import { currentPackage, PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { packageRequestReference } from '@carmarket/shared/payment-instructions';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { postingAllowance } from '../limits/posting-limits';
import type { PackageRepository } from './package.repository';

/** GET /api/me/package: the package held now, what it allows, what is used, and any request. */
export async function getMyPackage(options: {
  repository: PackageRepository;
  /** The bank details to pay to (decision 060), owned by the payment-instructions module. */
  paymentInstructions: FastifyInstance['repos']['paymentInstructions'];
  /** The ads the user submitted, counted per day (decision 098). */
  postings: FastifyInstance['repos']['adPostings'];
  userId: number;
  now?: Date;
}): Promise<MyPackageResponse> {
  const { repository, userId } = options;
  const now = options.now ?? new Date();
  const user = await repository.findUserPackage(userId);
  // The session outlived its user: the same answer as a missing sign-in.
  if (!user) throw AppError.unauthorized();
  const [usage, pending, decision, instructions] = await Promise.all([
    repository.countLiveUsage(userId, now),
    repository.findPendingRequest(userId),
    repository.findLastDecision(userId),
    options.paymentInstructions.find(),
  ]);
  const tier = currentPackage(user, now);
  const newAds = await postingAllowance({ postings: options.postings, userId, pkg: tier, now });
  const status: PackageStatus =
    user.package === 'member' ? 'free' : tier === user.package ? 'active' : 'expired';
  return {
    package: {
      tier,
      heldTier: user.package,
      status,
      expiresAt: user.packageExpiresAt?.toISOString() ?? null,
      limits: {
        maxPhotos: PACKAGE_TIERS[tier].maxPhotos,
        validityMonths: PACKAGE_TIERS[tier].validityMonths,
        ...PACKAGE_DISPLAY_LIMITS[tier],
      },
      usage,
      newAds: { ...newAds, resetsAt: newAds.resetsAt.toISOString() },
      pendingRequest: pending
        ? {
            id: pending.id,
            package: pending.package,
            createdAt: pending.createdAt.toISOString(),
            reference: packageRequestReference(pending.id),
          }
        : null,
      lastDecision: decision
        ? {
            package: decision.package,
            status: decision.status,
            decidedAt: decision.decidedAt.toISOString(),
          }
        : null,
      paymentInstructions: instructions,
    },
  };
}

/**
 * POST /api/me/package-requests: asks staff to switch the caller to a paid package once the
 * payment is confirmed. One request waits at a time; the package held and active needs none.
 */
export async function requestPackage(options: {
  repository: PackageRepository;
  userId: number;
  package: Exclude<PackageName, 'member'>;
  now?: Date;
}): Promise<{ message: string; id: number }> {
  const { repository, userId } = options;
  const user = await repository.findUserPackage(userId);
  if (!user) throw AppError.unauthorized();
  if (currentPackage(user, options.now ?? new Date()) === options.package) {
    throw AppError.badRequest(PACKAGE_REQUEST_MESSAGES.alreadyHeld, 'package');
  }
  if (await repository.findPendingRequest(userId)) {
    throw AppError.conflict(PACKAGE_REQUEST_MESSAGES.alreadyPending);
  }
  const { id } = await repository.insertRequest({ userId, package: options.package });
  return { message: PACKAGE_REQUEST_MESSAGES.requested, id };
}
