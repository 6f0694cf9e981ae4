import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { migrationsFolder, type Database } from '@carmarket/db/client';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import { AppError } from '../../lib/app-error';

/**
 * Every row of the database as JSON lines, one file per table, which either engine writes and
 * reads with plain SQL (`row_to_json`, `json_populate_recordset`): the route from the embedded
 * database to PostgreSQL and back (decision 126). A backup holds it beside the engine's own dump:
 *   database/rows.json          the migrations the rows belong to, each table's row count and
 *                               each sequence's position
 *   database/rows/<table>.jsonl one `row_to_json` per line
 */
const ROWS_INDEX = 'database/rows.json';
const ROWS_FOLDER = 'database/rows';

/**
 * Search's tables, kept from the ads by triggers: left out of the rows and rebuilt on load by
 * the database's own `listing_search_rebuild()`, so they equal a fresh rebuild.
 */
const REBUILT_TABLES = new Set([
  'listing_search',
  'listing_counts',
  'listing_year_counts',
  'listing_words',
]);

/** Rows per statement on load, and per fetch on dump. */
const BATCH = 1000;

const RowsIndexSchema = z.object({
  /** Each applied migration's `created_at` (the journal's `when`), oldest first. */
  migrations: z.array(z.number()),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable() })),
});
type RowsIndex = z.infer<typeof RowsIndexSchema>;

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

function quoted(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Unexpected table or sequence name: ${name}`);
  return `"${name}"`;
}

/** The tables of the app's schema, without search's rebuilt ones. */
async function copiedTables(db: Pick<Database, 'execute'>): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
  );
  return tables.map((table) => table.name).filter((name) => !REBUILT_TABLES.has(name));
}

/** The sequences of the app's schema (each serial column has one). */
async function sequencesOf(db: Pick<Database, 'execute'>) {
  return rowsOf<{ name: string; tableName: string; columnName: string }>(
    await db.execute(sql`select s.relname as name, t.relname as "tableName",
        a.attname as "columnName"
      from pg_class s join pg_namespace n on n.oid = s.relnamespace
      join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = 'public' order by s.relname`),
  );
}

/** The `created_at` of each migration applied to the database, oldest first. */
async function appliedMigrations(db: Pick<Database, 'execute'>): Promise<number[]> {
  const rows = rowsOf<{ createdAt: string }>(
    await db.execute(sql`select created_at::text as "createdAt"
      from drizzle.__drizzle_migrations order by created_at`),
  );
  return rows.map((row) => Number(row.createdAt));
}

/**
 * Writes every row of `db` under `into` (the backup's staging folder) from one snapshot: a
 * repeatable-read transaction, so a live PostgreSQL server may keep writing meanwhile.
 */
export async function dumpRows(db: Database, into: string): Promise<void> {
  await mkdir(path.join(into, ROWS_FOLDER), { recursive: true });
  await db.transaction(
    async (tx) => {
      const index: RowsIndex = {
        migrations: await appliedMigrations(tx),
        tables: [],
        sequences: [],
      };
      for (const name of await copiedTables(tx)) {
        const out = createWriteStream(path.join(into, ROWS_FOLDER, `${name}.jsonl`));
        let rows = 0;
        await tx.execute(
          sql.raw(`declare table_rows no scroll cursor for
            select row_to_json(t)::text as line from ${quoted(name)} t`),
        );
        for (;;) {
          const lines = rowsOf<{ line: string }>(
            await tx.execute(sql.raw(`fetch ${BATCH} from table_rows`)),
          );
          if (lines.length === 0) break;
          rows += lines.length;
          if (!out.write(lines.map((row) => row.line).join('\n') + '\n')) {
            await once(out, 'drain');
          }
        }
        await tx.execute(sql.raw('close table_rows'));
        out.end();
        await once(out, 'finish');
        index.tables.push({ name, rows });
      }
      for (const sequence of await sequencesOf(tx)) {
        const [position] = rowsOf<{ lastValue: string | null }>(
          await tx.execute(
            sql.raw(`select case when is_called then last_value::text end as "lastValue"
              from ${quoted(sequence.name)}`),
          ),
        );
        index.sequences.push({ name: sequence.name, lastValue: position?.lastValue ?? null });
      }
      await writeFile(path.join(into, ROWS_INDEX), JSON.stringify(index, null, 2));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The index of a backup's rows; undefined for a backup written before they were added. */
export async function readRowsIndex(unpacked: string): Promise<RowsIndex | undefined> {
  const text = await readFile(path.join(unpacked, ROWS_INDEX), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const parsed = RowsIndexSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw AppError.badRequest("The backup's list of tables cannot be read.");
  return parsed.data;
}

/**
 * Refuses rows of another schema version: the target is migrated by this code's migrator, so
 * the rows must belong to exactly its migrations.
 */
export function assertSameMigrations(index: RowsIndex): void {
  const ours = readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  const theirs = index.migrations;
  if (ours.length === theirs.length && ours.every((when, i) => theirs[i] === when)) return;
  const newer = theirs.some((when) => !ours.includes(when));
  throw AppError.badRequest(
    newer
      ? 'This backup was made by a newer CarMarket (its database has migrations this code does ' +
          'not know): restore it with the version that made it.'
      : `This backup's database has ${theirs.length} of this code's ${ours.length} migrations: ` +
          'start the old site once with this version (`npm start` migrates it), stop it, back ' +
          'it up again, and restore that backup.',
  );
}

/** Tables in an order that loads every row after the rows its foreign keys point at. */
async function loadOrder(db: Pick<Database, 'execute'>, tables: string[]): Promise<string[]> {
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select child.relname as child, parent.relname as parent
      from pg_constraint k join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`Foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const { child, parent } of references) {
      // A table that points at itself loads in one statement, which checks it at its end.
      if (child === table && parent !== table) visit(parent);
    }
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered.filter((table) => tables.includes(table));
}

/** The columns a row supplies: all but the generated ones, which the database computes. */
async function writableColumns(db: Pick<Database, 'execute'>, table: string): Promise<string[]> {
  const columns = rowsOf<{ name: string }>(
    await db.execute(sql`select a.attname as name from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0
        and not a.attisdropped and a.attgenerated = '' order by a.attnum`),
  );
  return columns.map((column) => `"${column.name.replaceAll('"', '""')}"`);
}

async function* batchesOf(file: string): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Loads a backup's rows into a freshly migrated, empty database in one transaction. The app's
 * triggers are off while the rows go in (they would rewrite what the rows already hold: a
 * model link, a word list); search's tables are then rebuilt, and each sequence is set past
 * both its old position and its column's largest value.
 */
export async function loadRows(db: Database, unpacked: string, index: RowsIndex): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = await copiedTables(tx);
    const named = index.tables.map((table) => table.name);
    const missing = tables.filter((table) => !named.includes(table));
    const unknown = named.filter((table) => !tables.includes(table));
    if (missing.length > 0 || unknown.length > 0) {
      throw new Error(
        `the backup's tables differ from the migrated database's (${[...missing, ...unknown].join(', ')})`,
      );
    }
    for (const table of tables) {
      await tx.execute(sql.raw(`alter table ${quoted(table)} disable trigger user`));
    }
    for (const table of await loadOrder(tx, tables)) {
      const columns = (await writableColumns(tx, table)).join(', ');
      for await (const batch of batchesOf(path.join(unpacked, ROWS_FOLDER, `${table}.jsonl`))) {
        await tx.execute(
          sql`insert into ${sql.raw(quoted(table))} (${sql.raw(columns)})
            select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(quoted(table))},
              ${`[${batch.join(',')}]`}::json)`,
        );
      }
    }
    for (const table of tables) {
      await tx.execute(sql.raw(`alter table ${quoted(table)} enable trigger user`));
    }
    await tx.execute(sql`select listing_search_rebuild()`);

    const positions = new Map(index.sequences.map((s) => [s.name, s.lastValue]));
    for (const sequence of await sequencesOf(tx)) {
      const [largest] = rowsOf<{ value: string | null }>(
        await tx.execute(
          sql.raw(`select max(${quoted(sequence.columnName)})::text as value
            from ${quoted(sequence.tableName)}`),
        ),
      );
      const candidates = [positions.get(sequence.name), largest?.value]
        .filter((value): value is string => value !== null && value !== undefined)
        .map(BigInt);
      if (candidates.length === 0) continue;
      const next = candidates.reduce((a, b) => (a > b ? a : b));
      await tx.execute(
        sql`select setval(${`public.${quoted(sequence.name)}`}::regclass, ${String(next)}::bigint)`,
      );
    }
  });
}
