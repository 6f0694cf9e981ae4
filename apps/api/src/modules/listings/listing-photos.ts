import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@carmarket/db/client';
import { vehicleMedia, vehicleRevisions, type StagedPhoto } from '@carmarket/db/schema';
import { rowsOf } from '@carmarket/db/seed/bulk-load';

/**
 * An ad's photos as an edit handles them (decision 081): the live ones are vehicle_media rows of
 * kind image; an edit of a live ad keeps its set in vehicle_revisions.photos until staff approve.
 * Shared by the seller's edit (ads) and staff's approval (admin).
 */

/** A database or an open transaction: both run these statements. */
type Db = Pick<Database, 'select' | 'selectDistinct' | 'delete' | 'insert' | 'execute'>;

/** The ad's live photos, cover first. */
export async function livePhotos(db: Db, vehicleId: number): Promise<StagedPhoto[]> {
  const rows = await db
    .select({
      storageKey: vehicleMedia.storageKey,
      variants: vehicleMedia.variants,
      width: vehicleMedia.width,
      height: vehicleMedia.height,
      phash: vehicleMedia.phash,
    })
    .from(vehicleMedia)
    .where(and(eq(vehicleMedia.vehicleId, vehicleId), eq(vehicleMedia.kind, 'image')))
    .orderBy(asc(vehicleMedia.position), asc(vehicleMedia.id));
  // The hash travels as text in an edit's JSON (decision 095).
  return rows.map((row) => ({ ...row, phash: row.phash === null ? null : String(row.phash) }));
}

/** Whether two photo sets are the same files in the same order. */
export function samePhotos(a: readonly StagedPhoto[], b: readonly StagedPhoto[]): boolean {
  return (
    a.length === b.length && a.every((photo, index) => photo.storageKey === b[index]?.storageKey)
  );
}

/** A stored file set: a photo's (or a 360 view's, a video's) main key and its variants. */
type StoredFiles = Pick<StagedPhoto, 'storageKey' | 'variants'>;

/** Every file a photo is made of: its main key and each variant. */
export function photoFiles(photos: readonly StoredFiles[]): string[] {
  const keys = new Set<string>();
  for (const photo of photos) {
    keys.add(photo.storageKey);
    for (const key of Object.values(photo.variants)) if (key) keys.add(key);
  }
  return [...keys];
}

/**
 * The files of `photos` that no media row and no waiting edit names any more (demo photos are
 * shared between ads), for the caller to delete once its transaction has committed. Read inside
 * that transaction, after its own writes.
 */
export async function unreferencedPhotoFiles(
  db: Db,
  photos: readonly StoredFiles[],
): Promise<string[]> {
  if (photos.length === 0) return [];
  const keys = [...new Set(photos.map((photo) => photo.storageKey))];
  const inMedia = await db
    .selectDistinct({ storageKey: vehicleMedia.storageKey })
    .from(vehicleMedia)
    .where(inArray(vehicleMedia.storageKey, keys));
  const inRevisions = rowsOf<{ key: string }>(
    await db.execute(sql`select distinct p->>'storageKey' as key
      from ${vehicleRevisions} r cross join lateral jsonb_array_elements(r.photos) p
      where r.photos is not null and p->>'storageKey' = any(${sql.param(keys)}::text[])`),
  );
  const used = new Set([
    ...inMedia.map((row) => row.storageKey),
    ...inRevisions.map((row) => row.key),
  ]);
  return photoFiles(photos.filter((photo) => !used.has(photo.storageKey)));
}

/**
 * Replaces the ad's image rows with `photos`, in their order (the 360 view and the video stay);
 * search's card image follows through the vehicle_media trigger (migration 0005). Returns the
 * photos replaced, for `unreferencedPhotoFiles` once the caller's other writes are done.
 */
export async function replaceLivePhotos(
  db: Db,
  vehicleId: number,
  photos: readonly StagedPhoto[],
): Promise<StagedPhoto[]> {
  const before = await livePhotos(db, vehicleId);
  await db
    .delete(vehicleMedia)
    .where(and(eq(vehicleMedia.vehicleId, vehicleId), eq(vehicleMedia.kind, 'image')));
  if (photos.length > 0) {
    await db.insert(vehicleMedia).values(
      photos.map((photo, position) => ({
        vehicleId,
        kind: 'image' as const,
        position,
        storageKey: photo.storageKey,
        variants: photo.variants,
        width: photo.width,
        height: photo.height,
        // A photo keeps its hash through an edit; an edit saved before hashing has none.
        phash: photo.phash ? BigInt(photo.phash) : null,
      })),
    );
  }
  const kept = new Set(photos.map((photo) => photo.storageKey));
  return before.filter((photo) => !kept.has(photo.storageKey));
}

export type { StagedPhoto };
