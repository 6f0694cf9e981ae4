import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { users } from '@carmarket/db/schema';

/** An account as a suspension needs to know it. */
export interface SuspensionTarget {
  id: number;
  isStaff: boolean;
  suspendedAt: Date | null;
}

/**
 * The suspension columns of `users` (decision 096). Each write changes the row only from the
 * other state, so two staff members acting at once cannot both suspend (or both lift) it.
 */
export function createSuspensionsRepository(db: Database) {
  return {
    async findTarget(userId: number): Promise<SuspensionTarget | null> {
      const [row] = await db
        .select({ id: users.id, isStaff: users.isStaff, suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** False when the account is already suspended (or gone). */
    async suspend(options: {
      userId: number;
      reason: string;
      staffId: number;
      now: Date;
    }): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          suspendedAt: options.now,
          suspensionReason: options.reason,
          suspendedBy: options.staffId,
          updatedAt: options.now,
        })
        .where(and(eq(users.id, options.userId), isNull(users.suspendedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** False when the account is not suspended (or gone). */
    async lift(options: { userId: number; now: Date }): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          suspendedAt: null,
          suspensionReason: null,
          suspendedBy: null,
          updatedAt: options.now,
        })
        .where(and(eq(users.id, options.userId), isNotNull(users.suspendedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type SuspensionsRepository = ReturnType<typeof createSuspensionsRepository>;
