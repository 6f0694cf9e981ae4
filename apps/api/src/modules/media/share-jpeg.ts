import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@carmarket/shared/media';

/**
 * A JPEG copy of a photo's largest WebP variant, for link previewers that show no WebP (WhatsApp
 * is widely reported not to). It is made the first time it is asked for (`/media/…-1280.jpg`,
 * answered by the media not-found path of plugins/web-app.ts), kept beside its WebP under the
 * same name with `.jpg`, and served as a plain file from then on. So every photo has one, the
 * demo seed's shared photos and photos stored before this existed included, and only the photos
 * that are shared cost the disk anything (decision 117). It goes with its WebP
 * (`deleteMediaFiles`), and the start-up sweep keeps it exactly while its WebP is an ad photo's.
 */

const LARGEST = Math.max(...IMAGE_VARIANT_WIDTHS);
const WEBP = new RegExp(`^([a-z0-9][a-z0-9._/-]*-${LARGEST})\\.webp$`, 'i');
const JPEG = new RegExp(`^([a-z0-9][a-z0-9._/-]*-${LARGEST})\\.jpg$`, 'i');
/** The largest variant is 1280 px wide; its height is never near this (a 1:5 panorama). */
const MAX_PIXELS = LARGEST * LARGEST * 5;

/** Where a largest WebP variant's JPEG copy is kept; undefined for any other key. */
export function shareJpegKey(webpKey: string): string | undefined {
  const match = WEBP.exec(webpKey);
  return match ? `${match[1]}.jpg` : undefined;
}

/** The WebP a JPEG copy is made from; undefined for a key that names no copy. */
export function shareJpegSource(jpegKey: string): string | undefined {
  const match = JPEG.exec(jpegKey);
  return match && !jpegKey.split('/').includes('..') ? `${match[1]}.webp` : undefined;
}

/** What making a copy needs of media storage (media-storage.ts's `MediaStorage`). */
interface MediaFiles {
  read(key: string): Promise<Buffer | undefined>;
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * Makes and keeps the JPEG copy named `jpegKey`, and returns its bytes; undefined when the key
 * names no copy or its WebP does not exist. Storage writes it under a temporary name and renames
 * it, so a crash never leaves half a file to be served; two requests at once both write whole
 * files, the last rename winning.
 */
export async function makeShareJpeg(
  media: MediaFiles,
  jpegKey: string,
): Promise<Buffer | undefined> {
  const source = shareJpegSource(jpegKey);
  const webp = source ? await media.read(source) : undefined;
  if (!source || !webp) return undefined;
  const jpeg = await sharp(webp, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await media.put(jpegKey, jpeg);
  // The photo was deleted while its copy was made: the copy goes too (deleteMediaFiles ran first).
  if (!(await media.read(source))) {
    await media.delete(jpegKey);
    return undefined;
  }
  return jpeg;
}
