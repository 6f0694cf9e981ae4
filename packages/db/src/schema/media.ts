import { sql, type SQL } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ImageVariants } from '@carmarket/shared/media';
import { createdAt } from './columns';
import { vehicles } from './listings';

/** An ad's photos, 360° image and video, with each photo's perceptual hash (decision 095). */

export const MEDIA_KINDS = ['image', 'threesixty', 'video'] as const;
export const mediaKind = pgEnum('media_kind', MEDIA_KINDS);

/** Band `band` (0 = the highest 16 bits) of a photo's hash, as an unsigned 16-bit number. */
const phashBand = (band: number): SQL => sql.raw(`((phash >> ${48 - band * 16}) & 65535)::integer`);

export const vehicleMedia = pgTable(
  'vehicle_media',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: mediaKind('kind').notNull(),
    position: integer('position').notNull().default(0),
    /** Storage key of the main file (the largest image variant, the 360 view or the video). */
    storageKey: text('storage_key').notNull(),
    /** WebP variants of an image by width; empty for 360 views and videos. */
    variants: jsonb('variants').$type<Partial<ImageVariants>>().notNull().default({}),
    width: integer('width'),
    height: integer('height'),
    /**
     * An uploaded photo's 64-bit perceptual hash (decision 095); null for 360 views, videos,
     * blank pictures, demo photos and photos stored before hashing.
     */
    phash: bigint('phash', { mode: 'bigint' }),
    // The hash in four 16-bit bands, for multi-index look-up: two photos within 7 bits of each
    // other differ in at most one bit of some band.
    phashBand0: integer('phash_band0').generatedAlwaysAs((): SQL => phashBand(0)),
    phashBand1: integer('phash_band1').generatedAlwaysAs((): SQL => phashBand(1)),
    phashBand2: integer('phash_band2').generatedAlwaysAs((): SQL => phashBand(2)),
    phashBand3: integer('phash_band3').generatedAlwaysAs((): SQL => phashBand(3)),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicle_media_phash_band0_idx')
      .on(t.phashBand0)
      .where(sql`${t.phashBand0} is not null`),
    index('vehicle_media_phash_band1_idx')
      .on(t.phashBand1)
      .where(sql`${t.phashBand1} is not null`),
    index('vehicle_media_phash_band2_idx')
      .on(t.phashBand2)
      .where(sql`${t.phashBand2} is not null`),
    index('vehicle_media_phash_band3_idx')
      .on(t.phashBand3)
      .where(sql`${t.phashBand3} is not null`),
    index('vehicle_media_vehicle_kind_position_idx').on(t.vehicleId, t.kind, t.position),
    // Files may be shared between rows (the demo photo pool); a file is deleted with its last row.
    index('vehicle_media_storage_key_idx').on(t.storageKey),
  ],
);

/**
 * Media written under `tmp/<key>` whose row has committed but which is not yet under `key`
 * (decision 124): inserted in the transaction that first names the key, deleted once the file is
 * moved into place. /media serves such a key from `tmp/<key>` meanwhile, and the start-up sweep
 * finishes every move a crash interrupted.
 */
export const mediaMoves = pgTable('media_moves', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});
