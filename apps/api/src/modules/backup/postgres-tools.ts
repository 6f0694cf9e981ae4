import { spawn } from 'node:child_process';
import pg from 'pg';
import { AppError } from '../../lib/app-error';

/**
 * PostgreSQL's own dump and restore (`pg_dump`, `pg_restore`): the only tools that read and
 * write every object the server keeps, consistently, while the server runs.
 */

/**
 * The connection string without its password, and the password for PGPASSWORD: a password in
 * the arguments would show in `ps` to every user of the machine.
 */
function connectionFor(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string) {
  const { dbname, env } = connectionFor(databaseUrl);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new AppError(
              500,
              `${tool} was not found. A PostgreSQL backup needs PostgreSQL's client tools ` +
                "(pg_dump, pg_restore) of the server's version or newer on PATH, " +
                'for example: apt-get install postgresql-client',
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const said = stderr.trim();
      if (/server version mismatch/i.test(said)) {
        return reject(
          new AppError(
            500,
            `${tool} is older than the PostgreSQL server and cannot read it (${said}). ` +
              "Install PostgreSQL's client tools of the server's version or newer.",
          ),
        );
      }
      reject(new AppError(500, `${tool} failed (exit code ${code}): ${said}`));
    });
  });
}

/** A consistent snapshot of the whole database in pg_dump's custom format. */
export function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', `--file=${file}`], databaseUrl);
}

/**
 * Loads a dump in one transaction, so a failure leaves the database as empty as it was. The
 * restoring role owns what it creates; the comment on pg_trgm is left out because only the
 * extension's owner may set it.
 */
export function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  return run(
    'pg_restore',
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      '--no-comments',
      file,
    ],
    databaseUrl,
  );
}

/**
 * The tables, views and sequences the database already holds outside PostgreSQL's own schemas,
 * tables first, by name.
 */
export async function userRelations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%'
        order by c.relkind not in ('r', 'p'), 1`,
    );
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}
