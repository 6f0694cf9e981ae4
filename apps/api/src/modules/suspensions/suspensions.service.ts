import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES } from '@carmarket/shared/staff-moderation';
import { SUSPENSION_MESSAGES } from '@carmarket/shared/suspension';
import { AppError } from '../../lib/app-error';

/** The repositories a suspension writes to, all bound to the staff action's one transaction. */
export type SuspensionRepositories = Pick<
  FastifyInstance['repos'],
  'suspensions' | 'sessions' | 'listingHolds' | 'reports' | 'conversationReports'
>;

/**
 * Suspends an account (decision 096): the row says so (sign-in is refused from now on), every
 * session of the account ends, its active ads are held out of search, and the open reports of its
 * ads are decided: `seller-suspended` (decision 094), and so are the open reports of the
 * conversations it is in: `user-suspended` (decision 129). The caller runs this
 * inside `app.staffAction`, so all of it and the audit entry commit together or not at all.
 */
export async function suspendUser(options: {
  repos: SuspensionRepositories;
  staffId: number;
  userId: number;
  reason: string;
  now?: Date;
}): Promise<void> {
  const { repos, staffId, userId, reason } = options;
  const now = options.now ?? new Date();
  if (userId === staffId) throw AppError.badRequest(SUSPENSION_MESSAGES.notYourself);
  const target = await repos.suspensions.findTarget(userId);
  if (!target) throw AppError.notFound(ADMIN_MESSAGES.userNotFound);
  if (target.isStaff) throw AppError.conflict(SUSPENSION_MESSAGES.notStaff);
  if (!(await repos.suspensions.suspend({ userId, reason, staffId, now }))) {
    throw AppError.conflict(SUSPENSION_MESSAGES.alreadySuspended);
  }
  await repos.sessions.revokeAllOfUser(userId, now);
  await repos.listingHolds.holdSellerAds(userId, 'suspension', now);
  await repos.reports.closeOpenReportsOfSeller({ userId, staffId, now });
  await repos.conversationReports.closeOpenReportsOfParticipant({ userId, staffId, now });
}

/** Lifts a suspension: the account may sign in again and the ads it held come back. */
export async function unsuspendUser(options: {
  repos: SuspensionRepositories;
  userId: number;
  now?: Date;
}): Promise<void> {
  const { repos, userId } = options;
  const now = options.now ?? new Date();
  const target = await repos.suspensions.findTarget(userId);
  if (!target) throw AppError.notFound(ADMIN_MESSAGES.userNotFound);
  if (!(await repos.suspensions.lift({ userId, now }))) {
    throw AppError.conflict(SUSPENSION_MESSAGES.notSuspended);
  }
  await repos.listingHolds.releaseSellerAds(userId, 'suspension');
}
