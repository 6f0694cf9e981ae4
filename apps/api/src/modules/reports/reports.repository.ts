import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { adReports, cities, users, vehicles } from '@carmarket/db/schema';
import type { ListingHold } from '@carmarket/db/schema';
import type { ReportDecision, ReporterStanding, ReportReason } from '@carmarket/shared/report';

/** The ad a report is about, read (and locked) before the report is stored. */
export interface ReportedAdState {
  id: number;
  sellerId: number;
  status: string;
  expiresAt: Date | null;
  approvedAt: Date | null;
  heldFor: ListingHold | null;
}

export interface ReportedAdRow {
  id: number;
  title: string;
  yom: number;
  city: string;
  status: string;
  expiresAt: Date | null;
  heldFor: ListingHold | null;
  seller: { id: number; name: string; email: string };
  lastReportedAt: Date;
}

export interface ReportItemRow {
  vehicleId: number;
  reason: ReportReason;
  details: string;
  createdAt: Date;
  signedIn: boolean;
  decision: ReportDecision | null;
  standing: ReporterStanding | null;
  /** When the reporter's account was made; null for a visitor. */
  reporterCreatedAt: Date | null;
}

/** What weighing a signed-in reporter needs to know about their account (decision 109). */
export interface ReporterFacts {
  createdAt: Date;
  emailConfirmedAt: Date | null;
  registrationAddressDigest: string | null;
  /** Their reports staff dismissed since the start of the window. */
  recentDismissals: number;
}

/** A report that counts toward the ad's hold: the addresses its reporter is known by. */
export interface CountedReporterAddresses {
  addressDigest: string | null;
  registrationAddressDigest: string | null;
}

/** The advisory-lock space of a seller's report holds (decision 102 keeps 7070 for limits). */
const SELLER_HOLDS_LOCK = 2929;

/** `open`: reports waiting for staff; `decided`: reports staff have closed. */
export type ReportsView = 'open' | 'decided';

const isOpen = isNull(adReports.decision);
const viewCondition = (view: ReportsView) =>
  view === 'open' ? isOpen : isNotNull(adReports.decision);

export function createReportsRepository(db: Database) {
  return {
    /**
     * The ad, locked until the transaction ends: two reports of one ad are stored one after the
     * other, so the third different reporter is always seen by the report that makes them three.
     */
    async lockAd(id: number): Promise<ReportedAdState | null> {
      const [row] = await db
        .select({
          id: vehicles.id,
          sellerId: vehicles.userId,
          status: vehicles.status,
          expiresAt: vehicles.expiresAt,
          approvedAt: vehicles.approvedAt,
          heldFor: vehicles.heldFor,
        })
        .from(vehicles)
        .where(eq(vehicles.id, id))
        .for('update');
      return row ?? null;
    },

    /** Stores the report; false when this reporter had already reported the ad (nothing stored). */
    async insert(values: {
      vehicleId: number;
      reporterId: number | null;
      reporterAddressHash: string | null;
      addressDigest: string;
      standing: ReporterStanding;
      reason: ReportReason;
      details: string;
    }): Promise<boolean> {
      const rows = await db
        .insert(adReports)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: adReports.id });
      return rows.length > 0;
    },

    /** The account facts a signed-in reporter is weighed by; null for an unknown user. */
    async reporterFacts(userId: number, dismissedSince: Date): Promise<ReporterFacts | null> {
      const [row] = await db
        .select({
          createdAt: users.createdAt,
          emailConfirmedAt: users.emailConfirmedAt,
          registrationAddressDigest: users.registrationAddressDigest,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return null;
      const [dismissed] = await db
        .select({ total: count() })
        .from(adReports)
        .where(
          and(
            eq(adReports.reporterId, userId),
            eq(adReports.decision, 'dismissed'),
            gte(adReports.decidedAt, dismissedSince),
          ),
        );
      return { ...row, recentDismissals: Number(dismissed?.total ?? 0) };
    },

    /** The address a seller registered from, as its digest; null when unknown. */
    async registrationDigestOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ digest: users.registrationAddressDigest })
        .from(users)
        .where(eq(users.id, userId));
      return row?.digest ?? null;
    },

    /** The addresses of the reporters whose open reports count toward the ad's hold. */
    async countedReporterAddresses(vehicleId: number): Promise<CountedReporterAddresses[]> {
      return db
        .select({
          addressDigest: adReports.addressDigest,
          registrationAddressDigest: users.registrationAddressDigest,
        })
        .from(adReports)
        .innerJoin(users, eq(users.id, adReports.reporterId))
        .where(and(eq(adReports.vehicleId, vehicleId), isOpen, eq(adReports.standing, 'counted')));
    },

    /**
     * Waits for any other report deciding a hold of this seller's ads, until the transaction
     * ends: two reports of two of the seller's ads cannot both see room under the limit. An
     * advisory lock, not the seller's row, so a suspension (which locks that row, then the ads)
     * cannot deadlock with a report (which locks its ad, then this).
     */
    async lockSellerHolds(sellerId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${SELLER_HOLDS_LOCK}, ${sellerId})`);
    },

    /** The seller's ads held for reports: waiting for staff. */
    async countSellerReportHolds(sellerId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(vehicles)
        .where(and(eq(vehicles.userId, sellerId), eq(vehicles.heldFor, 'reports')));
      return Number(row?.total ?? 0);
    },

    /**
     * Open reports that count toward the ad's hold: each from a different established reporter
     * on addresses of their own (weighed as they were stored, under the ad's lock).
     */
    async countCountedReports(vehicleId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(adReports)
        .where(and(eq(adReports.vehicleId, vehicleId), isOpen, eq(adReports.standing, 'counted')));
      return Number(row?.total ?? 0);
    },

    /**
     * After a dismissal: the reporters of the ad's dismissed reports who now have `max` or more
     * dismissed since `since` stop counting on the reports they still have open elsewhere.
     */
    async demoteFalseReporters(options: {
      vehicleId: number;
      since: Date;
      max: number;
    }): Promise<number> {
      const dismissedHere = db
        .select({ id: adReports.reporterId })
        .from(adReports)
        .where(
          and(
            eq(adReports.vehicleId, options.vehicleId),
            eq(adReports.decision, 'dismissed'),
            isNotNull(adReports.reporterId),
          ),
        );
      const pastTheLine = db
        .select({ id: adReports.reporterId })
        .from(adReports)
        .where(
          and(
            inArray(adReports.reporterId, dismissedHere),
            eq(adReports.decision, 'dismissed'),
            gte(adReports.decidedAt, options.since),
          ),
        )
        .groupBy(adReports.reporterId)
        .having(sql`count(*) >= ${options.max}`);
      const rows = await db
        .update(adReports)
        .set({ standing: 'false-reports' })
        .where(
          and(
            isOpen,
            eq(adReports.standing, 'counted'),
            inArray(adReports.reporterId, pastTheLine),
          ),
        )
        .returning({ id: adReports.id });
      return rows.length;
    },

    /** Reported ads of a view, the most recently reported first, and how many there are. */
    async listReportedAds(options: {
      view: ReportsView;
      limit: number;
      offset: number;
    }): Promise<{ ads: ReportedAdRow[]; items: ReportItemRow[]; total: number }> {
      const lastReportedAt = sql<Date>`max(${adReports.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      );
      const ads = await db
        .select({
          id: vehicles.id,
          title: vehicles.title,
          yom: vehicles.yom,
          city: cities.name,
          status: vehicles.status,
          expiresAt: vehicles.expiresAt,
          heldFor: vehicles.heldFor,
          seller: { id: users.id, name: users.name, email: users.email },
          lastReportedAt,
        })
        .from(adReports)
        .innerJoin(vehicles, eq(vehicles.id, adReports.vehicleId))
        .innerJoin(cities, eq(cities.id, vehicles.cityId))
        .innerJoin(users, eq(users.id, vehicles.userId))
        .where(viewCondition(options.view))
        .groupBy(vehicles.id, cities.name, users.id)
        .orderBy(desc(lastReportedAt), desc(vehicles.id))
        .limit(options.limit)
        .offset(options.offset);
      const [totalRow] = await db
        .select({ total: sql<number>`count(distinct ${adReports.vehicleId})` })
        .from(adReports)
        .where(viewCondition(options.view));
      const ids = ads.map((ad) => ad.id);
      const items =
        ids.length === 0
          ? []
          : await db
              .select({
                vehicleId: adReports.vehicleId,
                reason: adReports.reason,
                details: adReports.details,
                createdAt: adReports.createdAt,
                signedIn: sql<boolean>`${adReports.reporterId} is not null`,
                decision: adReports.decision,
                standing: adReports.standing,
                reporterCreatedAt: users.createdAt,
              })
              .from(adReports)
              .leftJoin(users, eq(users.id, adReports.reporterId))
              .where(and(inArray(adReports.vehicleId, ids), viewCondition(options.view)))
              .orderBy(desc(adReports.createdAt), desc(adReports.id));
      return { ads, items, total: Number(totalRow?.total ?? 0) };
    },

    /** Ads with at least one open report: the count in the staff menu. */
    async countAdsWithOpenReports(): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(distinct ${adReports.vehicleId})` })
        .from(adReports)
        .where(isOpen);
      return Number(row?.total ?? 0);
    },

    /** Whether the ad has open reports. */
    async hasOpenReports(vehicleId: number): Promise<boolean> {
      const [row] = await db
        .select({ open: count() })
        .from(adReports)
        .where(and(eq(adReports.vehicleId, vehicleId), isOpen));
      return Number(row?.open ?? 0) > 0;
    },

    /** Closes every open report of the ad with the decision; how many were closed. */
    async closeOpenReports(options: {
      vehicleId: number;
      decision: ReportDecision;
      staffId: number;
      now: Date;
    }): Promise<number> {
      const rows = await db
        .update(adReports)
        .set({ decision: options.decision, decidedAt: options.now, decidedBy: options.staffId })
        .where(and(eq(adReports.vehicleId, options.vehicleId), isOpen))
        .returning({ id: adReports.id });
      return rows.length;
    },

    /**
     * Closes the open reports of every ad of a seller staff suspend: suspending is the decision
     * on them (decision 094). Returns how many were closed.
     */
    async closeOpenReportsOfSeller(options: {
      userId: number;
      staffId: number;
      now: Date;
    }): Promise<number> {
      const rows = await db
        .update(adReports)
        .set({ decision: 'seller-suspended', decidedAt: options.now, decidedBy: options.staffId })
        .where(
          and(
            isOpen,
            inArray(
              adReports.vehicleId,
              db
                .select({ id: vehicles.id })
                .from(vehicles)
                .where(eq(vehicles.userId, options.userId)),
            ),
          ),
        )
        .returning({ id: adReports.id });
      return rows.length;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
