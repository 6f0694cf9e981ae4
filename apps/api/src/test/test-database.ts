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
  openAnother(): Promise<DbHandle>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (dropped again on close), so files never share data.
 */
export async function createTestDatabase(databaseUrl: string | undefined): Promise<TestDatabase> {
  if (!databaseUrl) {
    const templatePath = inject('pgliteTemplatePath');
    const template = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
    const handle = await createDb({ pgliteTemplate: template });
    // A no-op on the migrated template; a full migration when there is none.
    await handle.migrate();
    return { ...handle, openAnother: async () => ({ ...handle, close: async () => {} }) };
  }

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
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    openAnother: () => createDb({ databaseUrl: url.toString(), poolSize: 4 }),
    async close() {
      await handle.close();
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
