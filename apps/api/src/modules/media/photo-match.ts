import { sql, type SQL } from 'drizzle-orm';
import { PHOTO_MATCH_DISTANCE } from './photo-hash';

/**
 * Finding near-identical photos in SQL by their hash bands (decision 095): the staff signals
 * (issue 18) and the ad page's originality line (issue 37) share it.
 */

/**
 * The 17 band values within one bit of `band` (itself and its 16 one-bit neighbours), as an
 * array built from the outer row's column: the index look-up is parameterised by it.
 */
function bandNeighbours(band: SQL): SQL {
  const flips = Array.from({ length: 16 }, (_, bit) => sql.raw(String(1 << bit)));
  return sql`array[${band}, ${sql.join(
    flips.map((flip) => sql`${band} # ${flip}`),
    sql`, `,
  )}]`;
}

/**
 * Photos of `alias` within PHOTO_MATCH_DISTANCE of `src`'s hash, found through the band indexes
 * (also the ad page's originality line, issue 37).
 */
export function nearSource(alias: SQL): SQL {
  const band = (index: number) => sql.raw(`phash_band${index}`);
  const bands = [0, 1, 2, 3].map(
    (index) => sql`${alias}.${band(index)} = any(${bandNeighbours(sql`src.${band(index)}`)})`,
  );
  return sql`(${sql.join(bands, sql` or `)})
    and bit_count((src.phash # ${alias}.phash)::bit(64)) <= ${PHOTO_MATCH_DISTANCE}`;
}
