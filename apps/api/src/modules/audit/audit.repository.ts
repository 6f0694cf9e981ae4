import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import {
  contactMessages,
  jobs,
  packageRequests,
  preOrders,
  staffActions,
  conversations,
  users,
  vehicles,
} from '@carmarket/db/schema';
import type { AuditTargetType, StaffAction } from '@carmarket/shared/audit';

export interface NewAuditEntry {
  staffId: number;
  action: StaffAction;
  target: { type: AuditTargetType; id: number };
  reason: string | null;
  at: Date;
}

export interface AuditRow {
  id: number;
  at: Date;
  staff: { id: number; name: string; email: string };
  action: string;
  targetType: string;
  targetId: number;
  targetLabel: string | null;
  reason: string | null;
}

/**
 * The audit log's rows (decision 099). Entries are only ever added: the table refuses UPDATE and
 * DELETE (migration 0014), so this repository has no other writer.
 */
export function createAuditRepository(db: Database) {
  return {
    async record(entry: NewAuditEntry): Promise<void> {
      await db.insert(staffActions).values({
        at: entry.at,
        staffId: entry.staffId,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        reason: entry.reason,
      });
    },

    /** Newest first, with who acted and what the target is called now. */
    async list(options: { limit: number; offset: number }): Promise<{
      rows: AuditRow[];
      total: number;
    }> {
      const staff = alias(users, 'staff');
      const targetUser = alias(users, 'target_user');
      const requester = alias(users, 'requester');
      const conversationCar = alias(vehicles, 'conversation_car');
      const is = (type: AuditTargetType) => sql`${staffActions.targetType} = ${type}`;
      const rows = await db
        .select({
          id: staffActions.id,
          at: staffActions.at,
          staff: { id: staff.id, name: staff.name, email: staff.email },
          action: staffActions.action,
          targetType: staffActions.targetType,
          targetId: staffActions.targetId,
          targetLabel: sql<string | null>`coalesce(${vehicles.title}, ${targetUser.email},
            ${requester.email}, ${jobs.kind}, ${contactMessages.email}, ${preOrders.carName},
            ${conversationCar.title}, nullif(${conversations.vehicleTitle}, ''))`,
          reason: staffActions.reason,
        })
        .from(staffActions)
        .innerJoin(staff, eq(staff.id, staffActions.staffId))
        .leftJoin(vehicles, sql`${is('ad')} and ${vehicles.id} = ${staffActions.targetId}`)
        .leftJoin(targetUser, sql`${is('user')} and ${targetUser.id} = ${staffActions.targetId}`)
        .leftJoin(
          packageRequests,
          sql`${is('package-request')} and ${packageRequests.id} = ${staffActions.targetId}`,
        )
        .leftJoin(requester, eq(requester.id, packageRequests.userId))
        .leftJoin(jobs, sql`${is('job')} and ${jobs.id} = ${staffActions.targetId}`)
        .leftJoin(
          contactMessages,
          sql`${is('contact-message')} and ${contactMessages.id} = ${staffActions.targetId}`,
        )
        .leftJoin(preOrders, sql`${is('pre-order')} and ${preOrders.id} = ${staffActions.targetId}`)
        // A conversation is named by the car it is about.
        .leftJoin(
          conversations,
          sql`${is('conversation')} and ${conversations.id} = ${staffActions.targetId}`,
        )
        .leftJoin(conversationCar, eq(conversationCar.id, conversations.vehicleId))
        .orderBy(desc(staffActions.at), desc(staffActions.id))
        .limit(options.limit)
        .offset(options.offset);
      const [totalRow] = await db.select({ total: count() }).from(staffActions);
      return { rows, total: Number(totalRow?.total ?? 0) };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
