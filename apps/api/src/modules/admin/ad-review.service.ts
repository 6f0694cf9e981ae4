import { type ListingStatus } from '@carmarket/shared/ad';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminAdsResponse,
  type AdminPendingCountResponse,
} from '@carmarket/shared/staff-moderation';
import { SUSPENSION_MESSAGES } from '@carmarket/shared/suspension';
import { AppError } from '../../lib/app-error';
import type { NewJob } from '../jobs/job-runner';
import { adValidUntil } from '../listings/listing-validity';
import { bandsJobFor } from '../market/market-bands-job';
import { toAdminAds, type AdminAdDependencies } from './admin-ad';
import type { AdReviewRepository } from './ad-review.repository';

export interface AdReviewDependencies extends AdminAdDependencies {
  adReview: AdReviewRepository;
}

/** Queues a job in the staff action's transaction: it exists exactly when the change does. */
export type EnqueueInAction = (job: NewJob) => Promise<unknown>;

/** GET /api/admin/ads: one page of a status, the review queue (pending) by default. */
export async function listAdsForReview(options: {
  deps: AdReviewDependencies;
  status: ListingStatus;
  page: number;
  /** A title or e-mail fragment, or an ad id; empty for the whole status. */
  q: string;
  now?: Date;
}): Promise<AdminAdsResponse> {
  const { deps, status, page } = options;
  const { rows, total } = await deps.adReview.listAds({
    status,
    search: options.q,
    now: options.now ?? new Date(),
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  });
  return {
    cars: await toAdminAds(deps, rows, options.now ?? new Date()),
    carsCount: total,
    limit: ADMIN_PAGE_SIZE,
    pageCount: Math.ceil(total / ADMIN_PAGE_SIZE),
  };
}

/** GET /api/admin/ads/pending-count: how many ads wait for a reviewer. */
export async function countPendingAds(options: {
  deps: AdReviewDependencies;
  now?: Date;
}): Promise<AdminPendingCountResponse> {
  return { count: await options.deps.adReview.countPending(options.now ?? new Date()) };
}

/**
 * Puts an ad live: approved now, valid for its package's months from now (1 member, 2 featured
 * and vip). A rejected ad can be approved after all; a live, sold or expired one cannot.
 */
export async function approveAd(options: {
  deps: AdReviewDependencies & { enqueue: EnqueueInAction };
  id: number;
  now?: Date;
}): Promise<void> {
  const { deps, id } = options;
  const now = options.now ?? new Date();
  const ad = await deps.adReview.findAdState(id);
  if (!ad) throw AppError.notFound(ADMIN_MESSAGES.adNotFound);
  if (ad.sellerSuspended) throw AppError.conflict(SUSPENSION_MESSAGES.sellerSuspended);
  const expiresAt = adValidUntil(ad.package, now);
  if (!(await deps.adReview.approveAd({ id, from: ['pending', 'rejected'], now, expiresAt }))) {
    throw AppError.conflict(ADMIN_MESSAGES.cannotApprove);
  }
  // Live now: its price band is computed at once rather than at night (decision 133).
  await deps.enqueue(bandsJobFor(id));
}

/** Refuses a pending ad, or takes a live one down, with a reason the owner reads. */
export async function rejectAd(options: {
  deps: AdReviewDependencies;
  id: number;
  reason: string;
  now?: Date;
}): Promise<void> {
  const { deps, id, reason } = options;
  const ad = await deps.adReview.findAdState(id);
  if (!ad) throw AppError.notFound(ADMIN_MESSAGES.adNotFound);
  const now = options.now ?? new Date();
  if (!(await deps.adReview.rejectAd({ id, from: ['pending', 'active'], reason, now }))) {
    throw AppError.conflict(ADMIN_MESSAGES.cannotReject);
  }
}
