import { sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { databaseErrorCode } from '../../lib/db-errors';

/** PostgreSQL's undefined_table: a database no migration has touched. */
const UNDEFINED_TABLE = '42P01';

/** What readiness asks the database (decision 125): that it answers, and how far it is migrated. */
export function createHealthRepository(db: Database) {
  return {
    /** A round trip: proves the database answers, not just that the pool exists. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },

    /**
     * When the newest migration applied was written (drizzle's `created_at`, the migration's
     * folder time in milliseconds); undefined when none has been applied.
     */
    async newestMigrationMillis(): Promise<number | undefined> {
      const result = await db
        .execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)
        .catch((error: unknown) => {
          if (databaseErrorCode(error) === UNDEFINED_TABLE) return { rows: [] };
          throw error;
        });
      const newest = (result as unknown as { rows: Array<{ newest: string | null }> }).rows[0]
        ?.newest;
      return newest ? Number(newest) : undefined;
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
