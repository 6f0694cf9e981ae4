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

/**
 * The relations, functions, types, schemas and extensions a database holds, each as the
 * statement that drops it: taken before a move migrates an empty database, so that a failed load
 * can drop again exactly what the move made.
 */
type DatabaseObjects = string[];

async function objectsWith(client: pg.Client): Promise<DatabaseObjects> {
  // In the order they can be dropped: relations (views first), functions, types, schemas, and
  // extensions last. What belongs to an extension goes with it.
  const result = await client.query<{ drop: string }>(
    `select 'drop ' || case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
              when 'S' then 'sequence' when 'f' then 'foreign table' else 'table' end
            || format(' if exists %I.%I cascade', n.nspname, c.relname) as drop,
            case when c.relkind in ('v', 'm') then 0 else 1 end as step
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%'
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
     union all
     select format('drop function if exists %s cascade', p.oid::regprocedure), 2
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     union all
     select format('drop type if exists %I.%I cascade', n.nspname, t.typname), 3
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where t.typtype in ('e', 'd', 'r', 'm')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')
     union all
     select format('drop schema if exists %I cascade', nspname), 4 from pg_namespace
     union all
     select format('drop extension if exists %I cascade', extname), 5 from pg_extension
     order by step, drop`,
  );
  return result.rows.map((row) => row.drop);
}

export async function databaseObjects(databaseUrl: string): Promise<DatabaseObjects> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await objectsWith(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops, in one transaction, every object that is not in `before`: what the migrator committed
 * before a load failed. What the database held before is kept.
 */
export async function dropObjectsSince(databaseUrl: string, before: DatabaseObjects) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const kept = new Set(before);
    for (const drop of await objectsWith(client)) {
      if (!kept.has(drop)) await client.query(drop);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
