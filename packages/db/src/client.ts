import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseEngine } from '@carmarket/shared/health';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the API uses, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  engine: DatabaseEngine;
  /** Applies every pending migration from `packages/db/drizzle`. */
  migrate(): Promise<void>;
  /** Closes the pool or shuts the embedded database down cleanly (it flushes to disk). */
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, loadable through `pgliteTemplate`. */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's connections now, for the metrics (decision 125). */
  poolUse?: () => PoolUse;
}

/** A connection pool's state: pg.Pool's totalCount, idleCount and waitingCount. */
export interface PoolUse {
  /** Connections open, idle or checked out. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because every one is checked out. */
  waiting: number;
}

export interface CreateDbOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `undefined` gives an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /** A PGlite data dump to start from (tests load one migrated copy instead of migrating). */
  pgliteTemplate?: Blob | undefined;
  /** Connection pool size for a PostgreSQL server. */
  poolSize?: number;
  /** Told when the server drops an idle pooled connection. */
  onIdleConnectionError?: (error: Error) => void;
}

/**
 * The migrations folder, found through the package so it resolves the same from source (tsx,
 * vitest) and from the bundled API in `apps/api/dist`.
 */
export const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@carmarket/db/package.json')),
  'drizzle',
);

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection the server drops (restart, failover, a dropped test database) must not
    // take the process down; the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    // Numeric and bigint values arrive as strings; money columns convert themselves.
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder }),
      close: () => pool.end(),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }

  let unlock = () => {};
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    // Throws DataDirInUseError while another process has these files open.
    unlock = lockDataDir(options.pgliteDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
      ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    migrate: async () => {
      const applied = async () => {
        const result = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_tables
             where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
        );
        if (!result.rows[0]?.n) return 0;
        const rows = await client.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        return rows.rows[0]?.n ?? 0;
      };
      const before = await applied();
      await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder });
      // PGlite has no autovacuum. A migration that rewrites vehicles (a new stored column) leaves
      // no visibility map or statistics, and search's index-only scans would read the table
      // until someone vacuums by hand. A database that had nothing to migrate is left alone.
      if (before > 0 && (await applied()) > before) {
        await client.exec('vacuum (analyze) vehicles');
      }
    },
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
    dump: () => client.dumpDataDir('none'),
  };
}
