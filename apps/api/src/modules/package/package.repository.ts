import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { packageRequests, users, vehicleMedia, vehicles } from '@carmarket/db/schema';
import type { PackageName } from '@carmarket/shared/packages';
import { isLive } from '../listings/listing-visibility';

export function createPackageRepository(db: Database) {
  return {
    async findUserPackage(
      userId: number,
    ): Promise<{ package: PackageName; packageExpiresAt: Date | null } | null> {
      const [row] = await db
        .select({ package: users.package, packageExpiresAt: users.packageExpiresAt })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** The user's live ads and the photos they show. */
    async countLiveUsage(
      userId: number,
      now: Date,
    ): Promise<{ activeListings: number; photosUsed: number }> {
      const live = and(eq(vehicles.userId, userId), isLive(now));
      const [ads] = await db.select({ total: count() }).from(vehicles).where(live);
      const [photos] = await db
        .select({ total: count() })
        .from(vehicleMedia)
        .innerJoin(vehicles, eq(vehicles.id, vehicleMedia.vehicleId))
        .where(and(live, eq(vehicleMedia.kind, 'image')));
      return { activeListings: Number(ads?.total ?? 0), photosUsed: Number(photos?.total ?? 0) };
    },

    async findPendingRequest(
      userId: number,
    ): Promise<{ id: number; package: PackageName; createdAt: Date } | null> {
      const [row] = await db
        .select({
          id: packageRequests.id,
          package: packageRequests.package,
          createdAt: packageRequests.createdAt,
        })
        .from(packageRequests)
        .where(and(eq(packageRequests.userId, userId), eq(packageRequests.status, 'pending')))
        .orderBy(desc(packageRequests.createdAt), desc(packageRequests.id))
        .limit(1);
      return row ?? null;
    },

    /** The user's most recently decided request. */
    async findLastDecision(userId: number): Promise<{
      package: PackageName;
      status: 'approved' | 'rejected';
      decidedAt: Date;
    } | null> {
      const [row] = await db
        .select({
          package: packageRequests.package,
          status: packageRequests.status,
          decidedAt: packageRequests.decidedAt,
        })
        .from(packageRequests)
        .where(
          and(
            eq(packageRequests.userId, userId),
            inArray(packageRequests.status, ['approved', 'rejected']),
            isNotNull(packageRequests.decidedAt),
          ),
        )
        .orderBy(desc(packageRequests.decidedAt), desc(packageRequests.id))
        .limit(1);
      if (!row || row.status === 'pending' || row.decidedAt === null) return null;
      return { package: row.package, status: row.status, decidedAt: row.decidedAt };
    },

    async insertRequest(values: { userId: number; package: PackageName }): Promise<{ id: number }> {
      const [row] = await db
        .insert(packageRequests)
        .values(values)
        .returning({ id: packageRequests.id });
      if (!row) throw new Error('package request not stored');
      return row;
    },
  };
}

export type PackageRepository = ReturnType<typeof createPackageRepository>;
