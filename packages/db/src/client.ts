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
  /**
   * Hears NOTIFY on `channel` (decision 128): on PostgreSQL through a connection of its own, not
   * a pooled one, which reconnects after a drop and says so; on PGlite through its own listen.
   */
  listen(channel: string, listener: ChannelListener): Promise<Listening>;
}

/** What a LISTEN tells its owner. */
export interface ChannelListener {
  /** A notification's payload, in the order they were committed. */
  onNotify: (payload: string) => void;
  /**
   * Listening again after a drop: whatever was notified in between was not heard, so the owner
   * reads again what it may have missed.
   */
  onReconnect: () => void;
  /** The connection dropped (it is retried with backoff until it is back or the listen closed). */
  onDrop?: (error: Error) => void;
}

/** A LISTEN in progress; `close` ends it (closing the handle ends every one). */
export interface Listening {
  close(): Promise<void>;
}

/** The name PostgreSQL shows a listening connection under (pg_stat_activity.application_name). */
export const LISTENER_APPLICATION_NAME = 'carmarket-listen';

/** Waits before reconnecting a dropped listener: 100 ms, doubling, at most 5 s. */
export function listenRetryDelayMs(attempt: number): number {
  return Math.min(100 * 2 ** attempt, 5_000);
}

/** Channel names go into LISTEN unquoted by a driver: only plain identifiers are taken. */
function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
}

/**
 * LISTEN on a dedicated PostgreSQL connection: a pooled one would be handed to other queries and
 * its LISTEN lost. After an error or an end the connection is replaced, with backoff, and the
 * listener told once it hears again.
 */
function listenOnServer(
  connectionString: string,
  channel: string,
  listener: ChannelListener,
): Promise<Listening> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onNotify(message.payload ?? '');
    });
    let dropped = false;
    const drop = (error: Error) => {
      if (dropped || closed) return;
      dropped = true;
      client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      listener.onDrop?.(error);
      schedule(0);
    };
    next.on('error', drop);
    next.on('end', () => drop(new Error('The listening connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };

  const schedule = (attempt: number) => {
    retry = setTimeout(() => {
      retry = undefined;
      if (closed) return;
      connect().then(
        () => {
          if (!closed) listener.onReconnect();
        },
        (error: unknown) => {
          if (closed) return;
          listener.onDrop?.(error instanceof Error ? error : new Error(String(error)));
          schedule(attempt + 1);
        },
      );
    }, listenRetryDelayMs(attempt));
    retry.unref();
  };

  return connect().then(() => ({
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end();
      }
    },
  }));
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
    const listenings = new Set<Listening>();
    const { databaseUrl } = options;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder }),
      async listen(channel, listener) {
        assertChannelName(channel);
        const listening = await listenOnServer(databaseUrl, channel, listener);
        listenings.add(listening);
        return {
          close: async () => {
            listenings.delete(listening);
            await listening.close();
          },
        };
      },
      async close() {
        await Promise.all([...listenings].map((listening) => listening.close()));
        listenings.clear();
        await pool.end();
      },
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
    // One process owns the embedded database, so its own connection hears every NOTIFY and never
    // drops: there is nothing to reconnect.
    async listen(channel, listener) {
      assertChannelName(channel);
      const unlisten = await client.listen(channel, (payload) => listener.onNotify(payload));
      return {
        close: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
  };
}
