import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@carmarket/db/client';
import type { AuditTargetType, StaffAction } from '@carmarket/shared/audit';
import { systemClock, type Clock } from '../../lib/clock';
import { callerOf } from '../auth/caller';

type Repositories = FastifyInstance['repos'];

/** What one staff action did, for the audit log. */
export interface StaffActionEntry {
  action: StaffAction;
  target: { type: AuditTargetType; id: number };
  /** The staff member's words, when the action asks for them (a rejection, a suspension). */
  reason?: string | null;
}

/** The change itself, given every repository (and the database) bound to the action's transaction. */
export type StaffActionWork<T> = (repos: Repositories, db: Database) => Promise<T>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a staff action and writes it to the audit log in one transaction (decision 099): if
     * the change fails nothing is logged, and no change stays without its entry, even after a
     * crash. Send mail and notices after it returns, once the change is committed.
     */
    staffAction: <T>(
      request: FastifyRequest,
      entry: StaffActionEntry,
      work: StaffActionWork<T>,
    ) => Promise<T>;
  }
}

/** `repositoriesFor` comes from app.ts, which composes the repositories; modules don't. */
export const auditPlugin = fp(
  async (
    app: FastifyInstance,
    options: { repositoriesFor: (db: Database) => Repositories; clock?: Clock },
  ) => {
    const clock = options.clock ?? systemClock;
    app.decorate(
      'staffAction',
      async <T>(request: FastifyRequest, entry: StaffActionEntry, work: StaffActionWork<T>) => {
        const staffId = callerOf(request).userId;
        return app.db.transaction(async (tx) => {
          const repos = options.repositoriesFor(tx);
          const result = await work(repos, tx);
          await repos.audit.record({
            staffId,
            action: entry.action,
            target: entry.target,
            reason: entry.reason ?? null,
            at: clock(),
          });
          return result;
        });
      },
    );
  },
  { name: 'staff-action' },
);
