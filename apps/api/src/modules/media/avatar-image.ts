import { AVATAR_MESSAGES, AVATAR_TYPES } from '@carmarket/shared/account';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

/** Decided by the bytes, never by the name or the browser's claim. */
const ACCEPTED_TYPES = new Set(AVATAR_TYPES);

export const AVATAR_SIZE_PX = 256;
/** Refuses decompression bombs before decoding them (a 5 MB PNG can claim 30000 × 30000). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A square WebP of 256 px from an uploaded picture: turned upright by its EXIF orientation, then
 * re-encoded, which leaves every piece of metadata (camera, GPS) behind.
 */
export async function encodeAvatar(upload: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new AppError(415, AVATAR_MESSAGES.wrongType);
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
