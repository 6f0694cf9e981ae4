import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { users, vehicles } from '@carmarket/db/schema';
import type { PackageName } from '@carmarket/shared/packages';
import { isLive } from '../listings/listing-visibility';
import { escapeLike } from './escape-like';

type UserRow = typeof users.$inferSelect;

export type AdminUserRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'mobile'
  | 'package'
  | 'packageExpiresAt'
  | 'isStaff'
  | 'suspendedAt'
  | 'suspensionReason'
> & { activeAds: number };

/** The staff Users page: finding a user by e-mail and setting their package by hand. */
export function createAdminUsersRepository(db: Database) {
  return {
    async setUserPackage(options: {
      userId: number;
      package: PackageName;
      expiresAt: Date | null;
      now: Date;
    }): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          package: options.package,
          packageExpiresAt: options.expiresAt,
          updatedAt: options.now,
        })
        .where(eq(users.id, options.userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * E-mails are stored lower-cased, so a prefix match on the column can use its index. Each
     * user's live ads are the ones visitors can find (not expired, not held), as of `now`.
     */
    async findUsersByEmailPrefix(options: {
      prefix: string;
      limit: number;
      now: Date;
    }): Promise<AdminUserRow[]> {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          mobile: users.mobile,
          package: users.package,
          packageExpiresAt: users.packageExpiresAt,
          isStaff: users.isStaff,
          suspendedAt: users.suspendedAt,
          suspensionReason: users.suspensionReason,
          // At most ADMIN_USER_SEARCH_LIMIT users, each counted through vehicles' user index.
          // Spelled out in full: drizzle leaves the columns of a one-table query unqualified,
          // and a bare "id" in the subquery would be the ad's.
          activeAds: sql<number>`(select count(*)::int from ${vehicles}
            where ${vehicles}.user_id = ${users}.id and ${isLive(options.now)})`,
        })
        .from(users)
        .where(ilike(users.email, sql`${escapeLike(options.prefix)} || '%'`))
        .orderBy(asc(users.email))
        .limit(options.limit);
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
