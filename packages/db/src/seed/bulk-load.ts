import { sql } from 'drizzle-orm';
import type { Database } from '../client';

type Tx = Pick<Database, 'execute'>;

/** The most values one statement may bind: the wire protocol counts them in 16 bits. */
export const MAX_BOUND_VALUES = 65_535;

/**
 * How many rows of `valuesPerRow` bound values one multi-row INSERT may carry, at most `wanted`:
 * past 65,535 values the count wraps and PostgreSQL refuses the statement.
 */
export function rowsPerInsert(wanted: number, valuesPerRow: number): number {
  return Math.max(1, Math.min(wanted, Math.floor(MAX_BOUND_VALUES / Math.max(1, valuesPerRow))));
}

export function rowsOf<T>(result: unknown): T[] {
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as { rows: T[] }).rows;
}

/**
 * PostgreSQL's recipe for filling tables ("Populating a Database" in its manual): the secondary
 * indexes and foreign keys of `tables` are dropped, `work` loads the rows, then each index is
 * built in one sort and each foreign key is checked in one join, instead of one index insert and
 * one key lookup per row. Meant for a transaction that owns the tables (the demo seed of an
 * empty database): the definitions are read from the catalogue, so the same indexes and keys,
 * under the same names, come back, and a failure rolls the drops back with everything else.
 * Primary keys and unique indexes stay, so nothing the load writes can break them.
 */
export async function withoutIndexesAndForeignKeys<T>(
  db: Tx,
  tables: readonly string[],
  work: () => Promise<T>,
): Promise<T> {
  const names = sql.join(
    tables.map((table) => sql`${table}::regclass`),
    sql`, `,
  );
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid in (${names}) and not i.indisunique and not i.indisprimary
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by c.relname`),
  );
  const foreignKeys = rowsOf<{ tableName: string; name: string; definition: string }>(
    await db.execute(sql`
      select k.conrelid::regclass::text as "tableName", quote_ident(k.conname) as name,
        pg_get_constraintdef(k.oid) as definition
      from pg_constraint k
      where k.contype = 'f' and k.conrelid in (${names})
      order by k.conname`),
  );

  for (const key of foreignKeys) {
    await db.execute(sql.raw(`alter table ${key.tableName} drop constraint ${key.name}`));
  }
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));

  const result = await work();

  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const key of foreignKeys) {
    await db.execute(
      sql.raw(`alter table ${key.tableName} add constraint ${key.name} ${key.definition}`),
    );
  }
  return result;
}

/**
 * The triggers that keep search's tables (`listing_search` and its count tables) in step with each
 * write of an ad or a photo (migration 0005). A bulk load switches them off and rebuilds the
 * search tables once at the end instead.
 */
const SEARCH_SYNC_TRIGGERS = [
  ['vehicles', 'vehicles_sync_listing_search_on_insert'],
  ['vehicles', 'vehicles_sync_listing_search_on_update'],
  ['vehicle_media', 'vehicle_media_sync_card_image_on_insert'],
  // The price bands (issue 37) are computed between the load and the rebuild, which reads them.
  ['vehicle_price_bands', 'vehicle_price_bands_sync_listing_search_on_insert'],
] as const;

/**
 * Runs `load` with the search sync triggers off, then rebuilds `listing_search` and
 * `listing_counts` from the ads in set-based statements (`listing_search_rebuild()`, with the
 * search indexes built after the rows). Call it inside the transaction that writes the ads, so
 * no other session ever sees the triggers off or the search tables behind. `afterLoad` runs once
 * the ads and their indexes are in, before the rebuild (the seed computes the price bands there,
 * so search's rows are written with them).
 */
export async function loadThenRebuildSearch<T>(
  db: Tx,
  load: () => Promise<T>,
  afterLoad?: () => Promise<unknown>,
): Promise<{ result: T; loadMs: number; rebuildMs: number }> {
  const started = performance.now();
  for (const [table, trigger] of SEARCH_SYNC_TRIGGERS) {
    await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  }
  const result = await withoutIndexesAndForeignKeys(db, ['vehicles', 'vehicle_media'], load);
  await afterLoad?.();
  const loaded = performance.now();
  await withoutIndexesAndForeignKeys(db, ['listing_search'], () =>
    db.execute(sql`select listing_search_rebuild()`),
  );
  for (const [table, trigger] of SEARCH_SYNC_TRIGGERS) {
    await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
  return { result, loadMs: loaded - started, rebuildMs: performance.now() - loaded };
}
