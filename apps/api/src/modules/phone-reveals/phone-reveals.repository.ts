import { eq } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { phoneReveals, users, vehicles } from '@carmarket/db/schema';
import type { PackageName } from '@carmarket/shared/packages';
import type { VisibilityRow } from '../listings/listing-visibility';

/** What a reveal needs to know of an ad: whether it shows a number, and the number. */
export interface RevealableAd extends VisibilityRow {
  userId: number;
  package: PackageName;
  phone: string;
}

/** The phone reveals of issue 29 (decision 107). */
export function createPhoneRevealsRepository(db: Database) {
  return {
    async findAd(id: number): Promise<RevealableAd | undefined> {
      const [row] = await db
        .select({
          userId: vehicles.userId,
          package: vehicles.package,
          phone: vehicles.phone,
          status: vehicles.status,
          expiresAt: vehicles.expiresAt,
          heldFor: vehicles.heldFor,
        })
        .from(vehicles)
        .where(eq(vehicles.id, id));
      return row;
    },

    /**
     * Whether the account's e-mail address is confirmed (decision 103) and its mobile number
     * verified (issue 36): what decides whether it is counted as a visitor too.
     */
    async findBuyer(userId: number): Promise<{ confirmed: boolean; phoneVerified: boolean }> {
      const [row] = await db
        .select({ confirmedAt: users.emailConfirmedAt, phoneVerifiedAt: users.phoneVerifiedAt })
        .from(users)
        .where(eq(users.id, userId));
      return { confirmed: row?.confirmedAt != null, phoneVerified: row?.phoneVerifiedAt != null };
    },

    /** One reveal for the seller's statistics: the ad, when, and a user or a visitor's hash. */
    async record(reveal: {
      vehicleId: number;
      userId: number | null;
      visitorHash: string | null;
      at: Date;
    }): Promise<void> {
      await db.insert(phoneReveals).values({
        vehicleId: reveal.vehicleId,
        userId: reveal.userId,
        visitorHash: reveal.visitorHash,
        revealedAt: reveal.at,
      });
    },
  };
}

export type PhoneRevealsRepository = ReturnType<typeof createPhoneRevealsRepository>;
