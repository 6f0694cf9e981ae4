import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { users, vehicles } from '@carmarket/db/schema';
import type { PackageName } from '@carmarket/shared/packages';
import { isHeld, isLive } from '../listings/listing-visibility';
import { escapeLike } from './escape-like';

type UserRow = typeof users.$inferSelect;

export type AdminUserRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'mobile'
  | 'phoneVerifiedAt'
  | 'package'
  | 'packageExpiresAt'
  | 'isStaff'
  | 'suspendedAt'
  | 'suspensionReason'
> & {
  /** The ads visitors can find (`isLive`). */
  liveAds: number;
  /** Ads within their validity that staff hold out of search (`isHeld`): reports, suspension. */
  heldAds: number;
};

/** At most `limit` users whose e-mail starts with `prefix`, their ads counted at `now`. */
interface UserSearch {
  prefix: string;
  limit: number;
  now: Date;
}

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

    /** E-mails are stored lower-cased, so a prefix match on the column can use its index. */
    async findUsersByEmailPrefix(search: UserSearch): Promise<AdminUserRow[]> {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          mobile: users.mobile,
          phoneVerifiedAt: users.phoneVerifiedAt,
          package: users.package,
          packageExpiresAt: users.packageExpiresAt,
          isStaff: users.isStaff,
          suspendedAt: users.suspendedAt,
          suspensionReason: users.suspensionReason,
          // At most ADMIN_USER_SEARCH_LIMIT users, each counted through vehicles' user index.
          // Spelled out in full: drizzle leaves the columns of a one-table query unqualified,
          // and a bare "id" in the subquery would be the ad's.
          liveAds: sql<number>`(select count(*)::int from ${vehicles}
            where ${vehicles}.user_id = ${users}.id and ${isLive(search.now)})`,
          heldAds: sql<number>`(select count(*)::int from ${vehicles}
            where ${vehicles}.user_id = ${users}.id and ${isHeld(search.now)})`,
        })
        .from(users)
        .where(ilike(users.email, sql`${escapeLike(search.prefix)} || '%'`))
        .orderBy(asc(users.email))
        .limit(search.limit);
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
