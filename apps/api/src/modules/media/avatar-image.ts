import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

/** Decided by the bytes, never by the name or the browser's claim. */
const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const AVATAR_SIZE_PX = 256;
/** Refuses decompression bombs before decoding them (a 5 MB PNG can claim 30000 × 30000). */
const MAX_INPUT_PIXELS = 40_000_000;

export const AVATAR_MESSAGES = {
  wrongType: 'Your photo must be a JPEG, PNG or WebP image.',
  unreadable: 'We could not read your photo. Please choose another image.',
} as const;

/**
 * A square WebP of 256 px from an uploaded picture: turned upright by its EXIF orientation, then
 * re-encoded, which leaves every piece of metadata (camera, GPS) behind.
 */
export async function encodeAvatar(upload: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !AVATAR_TYPES.has(type.mime)) throw new AppError(415, AVATAR_MESSAGES.wrongType);
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(415, AVATAR_MESSAGES.unreadable);
  }
}
