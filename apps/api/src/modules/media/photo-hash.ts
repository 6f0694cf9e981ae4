import type { Sharp } from 'sharp';

/**
 * A 64-bit perceptual hash of a photo (decision 095): the standard DCT pHash. The picture is
 * shrunk to 32 × 32 grey pixels, a 2-D DCT-II is taken, and the 8 × 8 lowest frequencies except
 * the DC row and column (brightness, and its change along one axis only) are kept: frequencies 1
 * to 8 both ways, as pHash.org does. Each of the 64 bits says whether its coefficient is above
 * their median. Re-encoding, resizing, a little cropping or a colour tweak move only a
 * few bits, while different photos differ in about half of them.
 */

const SIZE = 32;
const LOW = 8;

/** Two photos whose hashes differ in at most this many of 64 bits are the same photo. */
export const PHOTO_MATCH_DISTANCE = 6;

/**
 * A picture whose grey levels barely vary (a blank or single-colour image) has no shape to
 * recognise: its DCT is noise, and every such picture would "match" every other. It gets no hash.
 */
const MIN_GREY_DEVIATION = 2;

/** cos((2x + 1)uπ / 2N) for u, x in [0, N): the DCT-II basis, computed once. */
const COSINES = Array.from({ length: LOW + 1 }, (_, u) =>
  Float64Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/**
 * The hash of 32 × 32 grey pixels (row-major), as a signed 64-bit integer (PostgreSQL's bigint),
 * or null for a picture with nothing to recognise.
 */
export function hashGreyPixels(pixels: Uint8Array): bigint | null {
  if (pixels.length !== SIZE * SIZE) throw new Error(`expected ${SIZE * SIZE} grey pixels`);
  let sum = 0;
  for (const value of pixels) sum += value;
  const mean = sum / pixels.length;
  let squares = 0;
  for (const value of pixels) squares += (value - mean) ** 2;
  if (Math.sqrt(squares / pixels.length) < MIN_GREY_DEVIATION) return null;

  // Separable DCT: rows first (only the 9 lowest frequencies are needed), then columns.
  const rows: Float64Array[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = new Float64Array(LOW + 1);
    for (let u = 1; u <= LOW; u += 1) {
      const basis = COSINES[u] as Float64Array;
      let total = 0;
      for (let x = 0; x < SIZE; x += 1)
        total += (pixels[y * SIZE + x] as number) * (basis[x] as number);
      row[u] = total;
    }
    rows.push(row);
  }
  const coefficients: number[] = [];
  for (let v = 1; v <= LOW; v += 1) {
    const basis = COSINES[v] as Float64Array;
    for (let u = 1; u <= LOW; u += 1) {
      let total = 0;
      for (let y = 0; y < SIZE; y += 1) {
        total += ((rows[y] as Float64Array)[u] as number) * (basis[y] as number);
      }
      coefficients.push(total);
    }
  }
  const sorted = [...coefficients].sort((a, b) => a - b);
  const median = ((sorted[31] as number) + (sorted[32] as number)) / 2;
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/**
 * The hash of the picture `image` reads (already turned upright, before any resizing for the
 * site). Raw pixels only: nothing is encoded.
 */
export async function photoHash(image: Sharp): Promise<bigint | null> {
  const pixels = await image
    .clone()
    .greyscale()
    .resize(SIZE, SIZE, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return hashGreyPixels(new Uint8Array(pixels.buffer, pixels.byteOffset, SIZE * SIZE));
}

/** How many of the 64 bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let bits = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (bits !== 0n) {
    bits &= bits - 1n;
    count += 1;
  }
  return count;
}
