import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { recycledCopy, scenePhoto } from '../../test/scene-photos';
import { hammingDistance, hashGreyPixels, PHOTO_MATCH_DISTANCE, photoHash } from './photo-hash';

const hashOf = async (image: Buffer) => {
  const hash = await photoHash(sharp(image));
  if (hash === null) throw new Error('the picture got no hash');
  return hash;
};

describe('photo hash', () => {
  it('gives the same photo re-encoded, resized or re-saved as WebP nearly the same hash', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const photo = await scenePhoto(seed);
      const original = await hashOf(photo);
      const copies = [
        await sharp(photo).jpeg({ quality: 40 }).toBuffer(),
        await sharp(photo).resize({ width: 200 }).png().toBuffer(),
        await sharp(photo).resize({ width: 1280 }).webp({ quality: 80 }).toBuffer(),
        await recycledCopy(photo),
      ];
      for (const copy of copies) {
        expect(hammingDistance(original, await hashOf(copy))).toBeLessThanOrEqual(
          PHOTO_MATCH_DISTANCE,
        );
      }
    }
  });

  it('keeps different photos far apart', async () => {
    const hashes = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(async (seed) => hashOf(await scenePhoto(seed))),
    );
    for (const [index, a] of hashes.entries()) {
      for (const b of hashes.slice(index + 1)) {
        expect(hammingDistance(a, b)).toBeGreaterThan(PHOTO_MATCH_DISTANCE * 2);
      }
    }
  });

  it('gives a blank, single-colour picture no hash, so blank pictures never match', async () => {
    const blank = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#227755' },
    })
      .png()
      .toBuffer();
    expect(await photoHash(sharp(blank))).toBeNull();
  });

  it('turns the picture upright first: a photo stored sideways with an EXIF turn matches', async () => {
    const photo = await scenePhoto(7);
    // Stored turned a quarter to the left, with an EXIF note to turn it back (orientation 6).
    const sideways = await sharp(photo)
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const upright = await hashOf(photo);
    expect(hammingDistance(upright, await hashOf(sideways))).toBeGreaterThan(PHOTO_MATCH_DISTANCE);
    expect(
      hammingDistance(upright, (await photoHash(sharp(sideways).rotate())) ?? 0n),
    ).toBeLessThanOrEqual(PHOTO_MATCH_DISTANCE);
  });

  it('sets exactly half the bits (median threshold) and fits a signed 64-bit column', () => {
    const pixels = Uint8Array.from({ length: 1024 }, (_, index) => (index * 37) % 251);
    const hash = hashGreyPixels(pixels);
    expect(hash).not.toBeNull();
    expect(hammingDistance(hash ?? 0n, 0n)).toBe(32);
    expect(BigInt.asIntN(64, hash ?? 0n)).toBe(hash);
  });

  it('counts differing bits across the sign bit', () => {
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(1n << 63n, 0n)).toBe(1);
  });
});
