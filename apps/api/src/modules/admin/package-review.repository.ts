import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { packageRequests, users } from '@carmarket/db/schema';
import type { PackageRequestStatus } from '@carmarket/shared/package-request';
import type { PackageName } from '@carmarket/shared/packages';

export interface PackageRequestRow {
  id: number;
  package: PackageName;
  status: PackageRequestStatus;
  createdAt: Date;
  decidedAt: Date | null;
  user: { id: number; name: string; email: string; package: PackageName };
}

/** Package review: the sellers' requests for a paid package, decided by staff (decision 060). */
export function createPackageReviewRepository(db: Database) {
  return {
    /** Package requests in a status, oldest first: nobody waits longest. */
    listPackageRequests(status: PackageRequestStatus): Promise<PackageRequestRow[]> {
      return db
        .select({
          id: packageRequests.id,
          package: packageRequests.package,
          status: packageRequests.status,
          createdAt: packageRequests.createdAt,
          decidedAt: packageRequests.decidedAt,
          user: { id: users.id, name: users.name, email: users.email, package: users.package },
        })
        .from(packageRequests)
        .innerJoin(users, eq(users.id, packageRequests.userId))
        .where(eq(packageRequests.status, status))
        .orderBy(asc(packageRequests.createdAt), asc(packageRequests.id));
    },

    async findPackageRequest(id: number): Promise<{
      userId: number;
      package: PackageName;
      status: PackageRequestStatus;
    } | null> {
      const [row] = await db
        .select({
          userId: packageRequests.userId,
          package: packageRequests.package,
          status: packageRequests.status,
        })
        .from(packageRequests)
        .where(eq(packageRequests.id, id));
      return row ?? null;
    },

    /**
     * Decides a pending request; when approved, the user gets its package in the same
     * transaction. False when the request was no longer pending (decided by someone else).
     */
    async decidePackageRequest(options: {
      id: number;
      status: 'approved' | 'rejected';
      staffId: number;
      now: Date;
      grant?: { userId: number; package: PackageName; expiresAt: Date | null };
    }): Promise<boolean> {
      const { id, status, staffId, now, grant } = options;
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(packageRequests)
          .set({ status, decidedAt: now, decidedBy: staffId })
          .where(and(eq(packageRequests.id, id), eq(packageRequests.status, 'pending')))
          .returning({ id: packageRequests.id });
        if (rows.length === 0) return false;
        if (grant) {
          await tx
            .update(users)
            .set({ package: grant.package, packageExpiresAt: grant.expiresAt, updatedAt: now })
            .where(eq(users.id, grant.userId));
        }
        return true;
      });
    },
  };
}

export type PackageReviewRepository = ReturnType<typeof createPackageReviewRepository>;
