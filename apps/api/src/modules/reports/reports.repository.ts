import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { adReports, cities, users, vehicles } from '@carmarket/db/schema';
import type { ListingHold } from '@carmarket/db/schema';
import type { ReportDecision, ReportReason } from '@carmarket/shared/report';

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
}

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

    /** Different people (users, or addresses of visitors) with open reports on the ad. */
    async countOpenReporters(vehicleId: number): Promise<number> {
      const [row] = await db
        .select({
          reporters: sql<number>`count(distinct coalesce('user:' || ${adReports.reporterId}, 'address:' || ${adReports.reporterAddressHash}))`,
        })
        .from(adReports)
        .where(and(eq(adReports.vehicleId, vehicleId), isOpen));
      return Number(row?.reporters ?? 0);
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
              })
              .from(adReports)
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
