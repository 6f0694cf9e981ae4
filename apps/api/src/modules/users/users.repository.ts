import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { cities, phoneKey, users } from '@carmarket/db/schema';
import type { ProfileUpdate } from '@carmarket/shared/account';
import type { Language } from '@carmarket/shared/i18n/languages';
import type { UserSettings } from '@carmarket/shared/settings';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordMediaMoves } from '../media/media-moves';

export type UserRow = typeof users.$inferSelect;
/** A user with the name of their city, which every user answer carries. */
export type UserWithCity = UserRow & { cityName: string | null };

export function createUsersRepository(db: Database) {
  async function findById(id: number): Promise<UserWithCity | null> {
    const [row] = await db
      .select({ user: users, cityName: cities.name })
      .from(users)
      .leftJoin(cities, eq(cities.id, users.cityId))
      .where(eq(users.id, id));
    return row ? { ...row.user, cityName: row.cityName } : null;
  }

  return {
    findById,

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },

    /** null when the e-mail is taken (the unique index decides, so two racing sign-ups cannot both win). */
    async insert(values: {
      name: string;
      mobile: string;
      email: string;
      passwordHash: string;
      /** lib/address-digest.ts of the address it registers from (decision 109). */
      registrationAddressDigest?: string | null;
      /** The language the registration came in (issue 32): its confirmation e-mail's. */
      language?: Language;
    }): Promise<UserRow | null> {
      try {
        const [row] = await db.insert(users).values(values).returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async isEmailTakenByAnother(email: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)));
      return row !== undefined;
    },

    async cityExists(cityId: number): Promise<boolean> {
      const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
      return row !== undefined;
    },

    /**
     * Writes the profile fields only (never package, staff flag, password or e-mail: the e-mail
     * changes only when a new address is confirmed, decision 103). `avatarKey` undefined keeps
     * the current picture; a new one, still under tmp/, commits as a pending move (decision 124).
     */
    async updateProfile(
      userId: number,
      profile: Omit<ProfileUpdate, 'email'> & { avatarKey?: string },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (profile.avatarKey !== undefined) await recordMediaMoves(tx, [profile.avatarKey]);
        await tx
          .update(users)
          .set({
            name: profile.name,
            mobile: profile.mobile,
            // A changed number is not verified until its own code is confirmed (issue 36); the
            // same number in another form keeps its verification.
            phoneVerifiedAt: sql`case when ${phoneKey(sql`${profile.mobile}`)} = ${users.mobileKey} then ${users.phoneVerifiedAt} end`,
            addressLine1: profile.line1,
            addressLine2: profile.line2,
            postal: profile.postal,
            cityId: profile.cityId,
            ...(profile.avatarKey === undefined ? {} : { avatarKey: profile.avatarKey }),
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId));
      });
    },

    async updatePasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async findSettings(userId: number): Promise<UserSettings | null> {
      const [row] = await db
        .select({ settings: users.settings })
        .from(users)
        .where(eq(users.id, userId));
      return row?.settings ?? null;
    },

    async updateLanguage(userId: number, language: Language): Promise<void> {
      await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async updateSettings(userId: number, settings: UserSettings): Promise<void> {
      await db.update(users).set({ settings, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
