import { sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { rowsOf } from '@carmarket/db/seed/bulk-load';
import {
  listingSearch,
  mediaMoves,
  users,
  vehicleMedia,
  vehicleRevisions,
} from '@carmarket/db/schema';

/** How many keys go to the database in one statement, and come back in one page. */
export const MEDIA_KEY_BATCH = 1000;

/**
 * The advisory lock of the media sweep (decision 124): one process at a time compares the stored
 * files with the rows and deletes, however many machines start at once. Its own space, beside the
 * limits' 7070 and the report holds' 2929.
 */
export const MEDIA_SWEEP_LOCK = 1240;

/**
 * Which media files no row names: every column that holds a media key is checked (vehicle media's
 * main file and its variants, the photos of edits waiting for staff, search's card image, user
 * avatars; an ad photo's JPEG copy for link previews goes with its WebP). The keys wait in a
 * temporary table, so each table is read once however many files there are, and neither the file list nor
 * the rows are ever held in memory (a million listings share a few hundred demo photos; an
 * upload-heavy site has millions of files).
 */
export function createMediaReferencesRepository(db: Database) {
  return {
    /**
     * Reads `fileKeys` in batches and hands the keys that no row references to `onUnreferenced`,
     * a page at a time, in key order, holding the sweep's lock throughout. False, having read
     * nothing, when another process holds it (PostgreSQL; on PGlite one process has the database).
     */
    async findUnreferenced(
      fileKeys: AsyncIterable<string[]>,
      onUnreferenced: (keys: string[]) => Promise<void>,
    ): Promise<boolean> {
      // One transaction holds one connection, which the temporary table belongs to; the lock is
      // the transaction's, so a process that dies mid-sweep releases it with its connection.
      return db.transaction(async (tx) => {
        const lock = await tx.execute(
          sql`select pg_try_advisory_xact_lock(${MEDIA_SWEEP_LOCK}, 0) as locked`,
        );
        if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return false;
        await tx.execute(
          sql`create temporary table media_sweep_files (key text primary key) on commit drop`,
        );
        for await (const batch of fileKeys) {
          if (batch.length === 0) continue;
          await tx.execute(sql`insert into media_sweep_files
            select unnest(${sql.param(batch)}::text[]) on conflict do nothing`);
        }
        await tx.execute(sql`analyze media_sweep_files`);
        // Joins (not IN) let the planner hash the list of files rather than the rows.
        await tx.execute(sql`delete from media_sweep_files f
          using ${vehicleMedia} m where m.storage_key = f.key`);
        await tx.execute(sql`delete from media_sweep_files f
          using ${vehicleMedia} m cross join lateral jsonb_each_text(m.variants) v
          where v.value = f.key`);
        // The photos of an edit waiting for staff exist only in its revision (decision 081).
        await tx.execute(sql`delete from media_sweep_files f
          using ${vehicleRevisions} r cross join lateral jsonb_array_elements(r.photos) p
          cross join lateral jsonb_each_text(p->'variants') v
          where v.value = f.key`);
        await tx.execute(sql`delete from media_sweep_files f
          using ${vehicleRevisions} r cross join lateral jsonb_array_elements(r.photos) p
          where p->>'storageKey' = f.key`);
        await tx.execute(sql`delete from media_sweep_files f
          using ${listingSearch} s cross join lateral jsonb_each_text(s.card_image) v
          where v.value = f.key`);
        await tx.execute(sql`delete from media_sweep_files f
          using ${users} u where u.avatar_key = f.key`);
        // A committed upload still under tmp/ (decision 124) waits for its move, not the sweep.
        await tx.execute(sql`delete from media_sweep_files f
          using ${mediaMoves} mm where f.key = 'tmp/' || mm.key`);
        // A photo's JPEG copy for link previews (share-jpeg.ts) stays while its WebP is an ad's.
        await tx.execute(sql`delete from media_sweep_files f
          using ${vehicleMedia} m cross join lateral jsonb_each_text(m.variants) v
          where f.key like '%-1280.jpg' and v.value = left(f.key, -4) || '.webp'`);

        let after = '';
        for (;;) {
          const result = await tx.execute(sql`select key from media_sweep_files
            where key > ${after} order by key limit ${MEDIA_KEY_BATCH}`);
          const keys = rowsOf<{ key: string }>(result).map((row) => row.key);
          if (keys.length === 0) return true;
          await onUnreferenced(keys);
          after = keys[keys.length - 1] ?? '';
          if (keys.length < MEDIA_KEY_BATCH) return true;
        }
      });
    },
  };
}
