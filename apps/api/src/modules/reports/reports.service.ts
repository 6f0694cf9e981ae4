import type { FastifyInstance } from 'fastify';
import { listingPath } from '@carmarket/shared/listing-url';
import {
  ESTABLISHED_ACCOUNT_DAYS,
  FALSE_REPORTS_MAX,
  FALSE_REPORTS_WINDOW_DAYS,
  REPORT_MESSAGES,
  REPORT_REASONS,
  REPORTS_PAGE_SIZE,
  REPORTS_TO_HOLD,
  SELLER_REPORT_HOLDS_MAX,
  type AdminReportsResponse,
  type Report,
  type ReportDecision,
  type ReporterStanding,
  type ReportReason,
} from '@carmarket/shared/report';
import { ADMIN_MESSAGES } from '@carmarket/shared/staff-moderation';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../auth/caller';
import { isEndedListing, isLiveListing } from '../listings/listing-visibility';
import type { ReportedAdState, ReportsRepository, ReportsView } from './reports.repository';

/** What storing a report needs, bound to one transaction. */
export interface ReportTransactionRepos {
  reports: ReportsRepository;
  listingHolds: Pick<FastifyInstance['repos']['listingHolds'], 'holdAd'>;
}

export type InReportTransaction = <T>(
  work: (repos: ReportTransactionRepos) => Promise<T>,
) => Promise<T>;

/**
 * POST /api/vehicles/:id/reports (decisions 094, 109). Only a live ad can be reported: one the
 * caller cannot see answers 404 as its page would, one that has ended 410. A signed-in user
 * reports an ad once (409 after); a second report from one visitor address is thanked and not
 * stored, since it may be another person behind the same carrier address. Every report reaches
 * staff; it holds the ad only when it makes `REPORTS_TO_HOLD` counted reports (independent,
 * established reporters: `weighReporter`) and the seller has fewer than
 * `SELLER_REPORT_HOLDS_MAX` ads held by reports. All of it under the ad's row lock, in the
 * report's transaction.
 */
export async function reportAd(options: {
  inTransaction: InReportTransaction;
  caller: Caller | null;
  /**
   * The reporter's address as its keyed digest (`addressDigest`, lib/address-digest.ts): enough
   * to tell one address from another, never the address itself, and not reversible by hashing
   * every IPv4 address. A visitor is known by it alone; a signed-in report keeps it too.
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
    const standing = caller
      ? await weighReporter({
          reports,
          reporterId: caller.userId,
          addressDigest: options.addressDigest,
          ad,
          now,
        })
      : 'anonymous';
    const stored = await reports.insert({
      vehicleId,
      reporterId: caller?.userId ?? null,
      reporterAddressHash: caller ? null : options.addressDigest,
      addressDigest: options.addressDigest,
      standing,
      reason: report.reason,
      details: report.details,
    });
    if (!stored && caller) throw AppError.conflict(REPORT_MESSAGES.alreadyReported);
    if (!stored || standing !== 'counted') return { message: REPORT_MESSAGES.thanks, held: false };
    if ((await reports.countCountedReports(vehicleId)) < REPORTS_TO_HOLD) {
      return { message: REPORT_MESSAGES.thanks, held: false };
    }
    // Past the seller's limit the ad stays live and the queue flags it (`flag: seller-limit`).
    await reports.lockSellerHolds(ad.sellerId);
    const held =
      (await reports.countSellerReportHolds(ad.sellerId)) < SELLER_REPORT_HOLDS_MAX &&
      (await listingHolds.holdAd(vehicleId, 'reports', now));
    return { message: REPORT_MESSAGES.thanks, held };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a signed-in reporter's report counts toward a hold, or the first reason it does not
 * (decision 109, in the order of `REPORTER_STANDINGS`): an unconfirmed address, an account
 * younger than `ESTABLISHED_ACCOUNT_DAYS`, `FALSE_REPORTS_MAX` reports dismissed within the
 * window, an address of the seller's (the reporter registered or reports from the address the
 * seller registered from), or an address a counted reporter of this ad already brought (where
 * they registered or reported from). Runs under the ad's lock, so the counted reporters it
 * compares with cannot change meanwhile.
 */
export async function weighReporter(options: {
  reports: ReportsRepository;
  reporterId: number;
  addressDigest: string;
  ad: ReportedAdState;
  now: Date;
}): Promise<ReporterStanding> {
  const { reports, now } = options;
  const reporter = await reports.reporterFacts(
    options.reporterId,
    new Date(now.getTime() - FALSE_REPORTS_WINDOW_DAYS * DAY_MS),
  );
  if (!reporter?.emailConfirmedAt) return 'unconfirmed';
  if (now.getTime() - reporter.createdAt.getTime() < ESTABLISHED_ACCOUNT_DAYS * DAY_MS) {
    return 'new-account';
  }
  // Issue 36 adds a verified phone: once it exists, an account without one stops here too.
  if (reporter.recentDismissals >= FALSE_REPORTS_MAX) return 'false-reports';
  const own = [reporter.registrationAddressDigest, options.addressDigest].filter(isKnown);
  const sellers = await reports.registrationDigestOf(options.ad.sellerId);
  if (sellers !== null && own.includes(sellers)) return 'seller-address';
  const taken = new Set(
    (await reports.countedReporterAddresses(options.ad.id))
      .flatMap((counted) => [counted.addressDigest, counted.registrationAddressDigest])
      .filter(isKnown),
  );
  if (own.some((digest) => taken.has(digest))) return 'shared-address';
  return 'counted';
}

const isKnown = (digest: string | null): digest is string => digest !== null;

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
          standing: item.standing,
          accountAgeDays: item.reporterCreatedAt
            ? Math.max(
                0,
                Math.floor((item.createdAt.getTime() - item.reporterCreatedAt.getTime()) / DAY_MS),
              )
            : null,
        })),
        lastReportedAt: ad.lastReportedAt.toISOString(),
        // Enough counted reports to hold, yet live and not held: the seller's limit kept it.
        flag:
          !ad.heldFor &&
          ad.status === 'active' &&
          own.filter((item) => item.decision === null && item.standing === 'counted').length >=
            REPORTS_TO_HOLD
            ? ('seller-limit' as const)
            : null,
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
  const now = options.now ?? new Date();
  const closed = await repos.reports.closeOpenReports({ vehicleId, decision, staffId, now });
  if (closed === 0) throw AppError.notFound(REPORT_MESSAGES.noOpenReports);
  await repos.listingHolds.releaseAd(vehicleId, 'reports');
  if (decision === 'dismissed') {
    // Reports staff dismiss count against their reporters (decision 109).
    await repos.reports.demoteFalseReporters({
      vehicleId,
      since: new Date(now.getTime() - FALSE_REPORTS_WINDOW_DAYS * DAY_MS),
      max: FALSE_REPORTS_MAX,
    });
  }
}

/**
 * POST /api/admin/reports/:id/hold: staff take a reported ad out of search at once, whoever
 * reported it and whatever the seller's limit (decision 109). It is a `reports` hold, so the
 * queue's decisions release it as they release one the reports made. 404 without open reports,
 * 409 when the ad is held already or no longer live.
 */
export async function holdReportedAd(options: {
  repos: {
    reports: ReportsRepository;
    listingHolds: Pick<FastifyInstance['repos']['listingHolds'], 'holdAd'>;
  };
  vehicleId: number;
  now?: Date;
}): Promise<void> {
  const { repos, vehicleId } = options;
  const now = options.now ?? new Date();
  const ad = await repos.reports.lockAd(vehicleId);
  if (!ad || !(await repos.reports.hasOpenReports(vehicleId))) {
    throw AppError.notFound(REPORT_MESSAGES.noOpenReports);
  }
  if (ad.heldFor) throw AppError.conflict(REPORT_MESSAGES.alreadyHeld);
  if (!isLiveListing(ad, now) || !(await repos.listingHolds.holdAd(vehicleId, 'reports', now))) {
    throw AppError.conflict(REPORT_MESSAGES.notLiveToHold);
  }
}

/**
 * Takes a reported ad down as a staff rejection does (the owner reads the reason in My Listings
 * and by e-mail) and closes its open reports as `removed`.
 */
export async function removeReportedAd(options: {
  repos: ReportDecisionRepos & { adReview: Pick<FastifyInstance['repos']['adReview'], 'rejectAd'> };
  vehicleId: number;
  reason: string;
  staffId: number;
  now?: Date;
}): Promise<void> {
  const { repos, vehicleId, reason, staffId } = options;
  const now = options.now ?? new Date();
  await closeReports({ repos, vehicleId, decision: 'removed', staffId, now });
  if (
    !(await repos.adReview.rejectAd({ id: vehicleId, from: ['pending', 'active'], reason, now }))
  ) {
    throw AppError.conflict(ADMIN_MESSAGES.cannotReject);
  }
}
