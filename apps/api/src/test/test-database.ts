import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '@carmarket/db/client';

/**
 * A test database, and a way to reach it as a second API process would: another pool of
 * connections on PostgreSQL; PGlite lives in one process, so there the handle is shared (and
 * closing the second one leaves the first open).
 */
export interface TestDatabase extends DbHandle {
  /** PostgreSQL only: where the database is, for tools that connect on their own (pg_dump). */
  url?: string;
  openAnother(): Promise<DbHandle>;
}

/** An empty database on the PostgreSQL server of `databaseUrl`, and the way to drop it. */
export async function createScratchDatabase(databaseUrl: string) {
  const name = `carmarket_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (on disk in
 * `pgliteDir` when given), or a new database on the PostgreSQL server of DATABASE_URL (dropped
 * again on close), so files never share data.
 */
export async function createTestDatabase(
  databaseUrl: string | undefined,
  options: { pgliteDir?: string } = {},
): Promise<TestDatabase> {
  if (!databaseUrl) {
    const templatePath = inject('pgliteTemplatePath');
    const template = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
    const handle = await createDb({ pgliteTemplate: template, pgliteDir: options.pgliteDir });
    // A no-op on the migrated template; a full migration when there is none.
    await handle.migrate();
    return { ...handle, openAnother: async () => ({ ...handle, close: async () => {} }) };
  }

  const scratch = await createScratchDatabase(databaseUrl);
  const handle = await createDb({ databaseUrl: scratch.url, poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    url: scratch.url,
    openAnother: () => createDb({ databaseUrl: scratch.url, poolSize: 4 }),
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
