import type { FastifyInstance } from 'fastify';
import { listingPath } from '@carmarket/shared/listing-url';
import {
  REPORT_MESSAGES,
  REPORT_REASONS,
  REPORTS_PAGE_SIZE,
  REPORTS_TO_HOLD,
  type AdminReportsResponse,
  type Report,
  type ReportDecision,
  type ReportReason,
} from '@carmarket/shared/report';
import { ADMIN_MESSAGES } from '@carmarket/shared/ad';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../auth/caller';
import { isEndedListing, isLiveListing } from '../listings/listing-visibility';
import type { ReportsRepository, ReportsView } from './reports.repository';

/** What storing a report needs, bound to one transaction. */
export interface ReportTransactionRepos {
  reports: ReportsRepository;
  listingHolds: Pick<FastifyInstance['repos']['listingHolds'], 'holdAd'>;
}

export type InReportTransaction = <T>(
  work: (repos: ReportTransactionRepos) => Promise<T>,
) => Promise<T>;

/**
 * POST /api/vehicles/:id/reports (decision 094). Only a live ad can be reported: one the caller
 * cannot see answers 404 as its page would, one that has ended 410. A signed-in user reports an ad
 * once (409 after); a second report from one visitor address is thanked and not stored, since
 * it may be another person behind the same carrier address and adds no new reporter. The third
 * different reporter with an open report holds the ad for staff, in the report's transaction.
 */
export async function reportAd(options: {
  inTransaction: InReportTransaction;
  caller: Caller | null;
  /**
   * An anonymous reporter is known only by their address's keyed digest
   * (`addressDigest`, lib/address-digest.ts): enough to tell one address from another, never the
   * address itself, and not reversible by hashing every IPv4 address.
   */
  addressDigest: string;
  vehicleId: number;
  report: Report;
  now?: Date;
}): Promise<{ message: string; held: boolean }> {
  const { caller, vehicleId, report } = options;
  const now = options.now ?? new Date();
  return options.inTransaction(async ({ reports, listingHolds }) => {
    const ad = await reports.lockAd(vehicleId);
    if (!ad) throw AppError.notFound(REPORT_MESSAGES.notFound);
    if (caller && ad.sellerId === caller.userId) throw AppError.badRequest(REPORT_MESSAGES.ownAd);
    if (!isLiveListing(ad, now)) {
      if (isEndedListing(ad, now)) throw AppError.gone(REPORT_MESSAGES.ended);
      throw AppError.notFound(REPORT_MESSAGES.notFound);
    }
    const stored = await reports.insert({
      vehicleId,
      reporterId: caller?.userId ?? null,
      reporterAddressHash: caller ? null : options.addressDigest,
      reason: report.reason,
      details: report.details,
    });
    if (!stored && caller) throw AppError.conflict(REPORT_MESSAGES.alreadyReported);
    let held = false;
    if (stored && (await reports.countOpenReporters(vehicleId)) >= REPORTS_TO_HOLD) {
      held = await listingHolds.holdAd(vehicleId, 'reports', now);
    }
    return { message: REPORT_MESSAGES.thanks, held };
  });
}

/** GET /api/admin/reports: reported ads grouped, the most recently reported first. */
export async function listReports(options: {
  reports: ReportsRepository;
  status: ReportsView;
  page: number;
}): Promise<AdminReportsResponse> {
  const { ads, items, total } = await options.reports.listReportedAds({
    view: options.status,
    limit: REPORTS_PAGE_SIZE,
    offset: (options.page - 1) * REPORTS_PAGE_SIZE,
  });
  return {
    total,
    reports: ads.map((ad) => {
      const own = items.filter((item) => item.vehicleId === ad.id);
      const reasons = REPORT_REASONS.map((reason: ReportReason) => ({
        reason,
        count: own.filter((item) => item.reason === reason).length,
      }))
        .filter((entry) => entry.count > 0)
        .sort((a, b) => b.count - a.count);
      return {
        id: ad.id,
        ad: {
          id: ad.id,
          title: ad.title,
          status: ad.status,
          held: ad.heldFor !== null,
          url: listingPath(ad),
          seller: ad.seller,
        },
        count: own.length,
        reasons,
        items: own.map((item) => ({
          reason: item.reason,
          details: item.details,
          createdAt: item.createdAt.toISOString(),
          reporter: item.signedIn ? ('signed-in' as const) : ('visitor' as const),
          decision: item.decision,
        })),
        lastReportedAt: ad.lastReportedAt.toISOString(),
      };
    }),
  };
}

/** What a staff decision on reports does inside the audited transaction. */
export interface ReportDecisionRepos {
  reports: ReportsRepository;
  listingHolds: Pick<FastifyInstance['repos']['listingHolds'], 'releaseAd'>;
}

/**
 * Closes an ad's open reports with a decision and lets the ad back into search if the reports
 * had held it. 404 when the ad has no open reports (handled already, or never reported).
 */
export async function closeReports(options: {
  repos: ReportDecisionRepos;
  vehicleId: number;
  decision: ReportDecision;
  staffId: number;
  now?: Date;
}): Promise<void> {
  const { repos, vehicleId, decision, staffId } = options;
  const closed = await repos.reports.closeOpenReports({
    vehicleId,
    decision,
    staffId,
    now: options.now ?? new Date(),
  });
  if (closed === 0) throw AppError.notFound(REPORT_MESSAGES.noOpenReports);
  await repos.listingHolds.releaseAd(vehicleId, 'reports');
}

/**
 * Takes a reported ad down as a staff rejection does (the owner reads the reason in My Listings
 * and by e-mail) and closes its open reports as `removed`.
 */
export async function removeReportedAd(options: {
  repos: ReportDecisionRepos & { admin: Pick<FastifyInstance['repos']['admin'], 'rejectAd'> };
  vehicleId: number;
  reason: string;
  staffId: number;
  now?: Date;
}): Promise<void> {
  const { repos, vehicleId, reason, staffId } = options;
  const now = options.now ?? new Date();
  await closeReports({ repos, vehicleId, decision: 'removed', staffId, now });
  if (!(await repos.admin.rejectAd({ id: vehicleId, from: ['pending', 'active'], reason, now }))) {
    throw AppError.conflict(ADMIN_MESSAGES.cannotReject);
  }
}
