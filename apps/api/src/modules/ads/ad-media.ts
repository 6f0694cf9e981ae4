import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { AD_UPLOAD_LIMITS } from '@carmarket/shared/ad';
import { message } from '@carmarket/shared/i18n/message';
import { msg } from '@carmarket/shared/i18n/translate';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@carmarket/shared/media';
import { AppError } from '../../lib/app-error';
import { stagedMediaKey } from '../media/media-moves';
import type { MediaStorage } from '../media/media-storage';
import { photoHash } from '../media/photo-hash';
import { videoLimits } from '../media/video-bounds';
import { cleanVideo, UnreadableVideoError, VideoTooComplexError } from '../media/video-metadata';
import type { StagedPhoto } from '../listings/listing-photos';
import type { AdFileKind, ReceivedFile } from './ad-upload';

/**
 * What an ad's files may be, decided by their bytes (file-type), never by their name or the
 * browser's claim. HEIC is not on the list: the sharp build here reads HEIF only as AVIF, so an
 * iPhone's HEVC photo could not be decoded; the picker's `accept` steers to JPEG instead.
 */
const ALLOWED: Record<AdFileKind, Record<string, string>> = {
  photo: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
  threeSixty: { 'image/jpeg': 'jpg' },
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' },
};

const WRONG_TYPE: Record<AdFileKind, string> = {
  photo: msg('{file} is not a JPEG, PNG or WebP image.'),
  threeSixty: msg('{file} is not a JPEG image.'),
  video: msg('{file} is not an MP4, WebM or QuickTime video.'),
};

/** Each names the file by its label, a message translated with the sentence. */
export const MEDIA_MESSAGES = {
  wrongType: (file: ReceivedFile) => message(WRONG_TYPE[file.kind], { file: file.label }),
  unreadable: (file: ReceivedFile) =>
    message(
      msg('{file} could not be read: it may be damaged or cut short. Please choose another file.'),
      { file: file.label },
    ),
  tooComplex: (file: ReceivedFile) =>
    message(
      msg(
        '{file} could not be checked: its file structure is too complex. Please save it again with your phone or video app, or choose another file.',
      ),
      { file: file.label },
    ),
  tooManyPixels: (file: ReceivedFile, maxPixels: number) =>
    message(msg('{file} has too many pixels (at most {megapixels} megapixels).'), {
      file: file.label,
      megapixels: String(Math.round(maxPixels / 1_000_000)),
    }),
} as const;

/** The file's extension for storage, after checking its bytes are of an allowed type. */
export async function checkAdFileType(file: ReceivedFile): Promise<string> {
  const type = await fileTypeFromFile(file.path);
  const extension = type ? ALLOWED[file.kind][type.mime] : undefined;
  if (!extension) throw new AppError(415, MEDIA_MESSAGES.wrongType(file), file.field);
  return extension;
}

/**
 * Reads only the header, so a picture claiming 30000 × 30000 is refused before a single pixel is
 * decoded; `limitInputPixels` below is the second guard.
 */
async function checkPixels(file: ReceivedFile, maxPixels: number): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(file.path, { limitInputPixels: false }).metadata());
  } catch {
    throw new AppError(415, MEDIA_MESSAGES.unreadable(file), file.field);
  }
  if (!width || !height) throw new AppError(415, MEDIA_MESSAGES.unreadable(file), file.field);
  if (width * height > maxPixels) {
    throw new AppError(413, MEDIA_MESSAGES.tooManyPixels(file, maxPixels), file.field);
  }
}

export interface EncodedPhoto {
  /** WebP bytes by variant width. */
  variants: Record<`${ImageVariantWidth}`, Buffer>;
  /** Size of the largest variant. */
  width: number;
  height: number;
  /** The upright picture's perceptual hash; null for a blank picture (decision 095). */
  phash: bigint | null;
}

/**
 * A listing photo as the seed stores them: WebP at 320, 640 and 1280 px wide (never enlarged),
 * turned upright by its EXIF orientation first. Re-encoding keeps no metadata, so a phone's GPS
 * position and camera serial never reach the site. Its perceptual hash is taken from the same
 * upright picture, for the duplicate-photo signal. Damaged or truncated files fail ('error'
 * level) instead of becoming grey half-pictures.
 */
export async function encodeAdPhoto(file: ReceivedFile): Promise<EncodedPhoto> {
  await checkPixels(file, AD_UPLOAD_LIMITS.imagePixels);
  try {
    const source = sharp(file.path, {
      limitInputPixels: AD_UPLOAD_LIMITS.imagePixels,
      failOn: 'error',
    }).rotate();
    const variants = {} as EncodedPhoto['variants'];
    let width = 0;
    let height = 0;
    for (const target of IMAGE_VARIANT_WIDTHS) {
      const { data, info } = await source
        .clone()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants[`${target}`] = data;
      width = info.width;
      height = info.height;
    }
    return { variants, width, height, phash: await photoHash(source) };
  } catch {
    throw new AppError(415, MEDIA_MESSAGES.unreadable(file), file.field);
  }
}

/**
 * A 360 view, re-encoded as JPEG at its own size into `target` so its metadata (GPS above all)
 * is dropped; it is not rotated or resized, which would break the panorama's projection.
 */
export async function encodeThreeSixty(file: ReceivedFile, target: string): Promise<void> {
  await checkPixels(file, AD_UPLOAD_LIMITS.threeSixtyPixels);
  try {
    await sharp(file.path, {
      limitInputPixels: AD_UPLOAD_LIMITS.threeSixtyPixels,
      failOn: 'error',
    })
      .jpeg({ quality: 88 })
      .toFile(target);
  } catch {
    throw new AppError(415, MEDIA_MESSAGES.unreadable(file), file.field);
  }
}

/**
 * Keeps only what a player needs of the video in its temporary file, which is then stored as it
 * is (decision 105). A video whose boxes do not hold together is refused, and so is one that
 * needs more boxes, depth or time than the check allows: neither can be known to be clean.
 * `now` is the clock the time budget is measured by (milliseconds).
 */
export async function cleanAdVideo(
  file: ReceivedFile,
  extension: string,
  now?: () => number,
): Promise<void> {
  const container = extension === 'webm' ? 'webm' : 'isobmff';
  try {
    await cleanVideo(file.path, container, videoLimits(container, now));
  } catch (error) {
    if (error instanceof UnreadableVideoError) {
      throw new AppError(415, MEDIA_MESSAGES.unreadable(file), file.field);
    }
    if (error instanceof VideoTooComplexError) {
      throw new AppError(415, MEDIA_MESSAGES.tooComplex(file), file.field);
    }
    throw error;
  }
}

/**
 * Encodes photos to their WebP variants under `folder` (the new ad's, or an edit's own), in
 * order. Types must be checked already (`checkAdFileType`). Each is written under tmp/ until its
 * row commits (decision 124); every key is recorded in `written` as soon as its file exists.
 */
export async function storePhotos(options: {
  media: MediaStorage;
  photos: ReceivedFile[];
  folder: string;
  written: string[];
}): Promise<StagedPhoto[]> {
  const { media, folder, written } = options;
  const stored: StagedPhoto[] = [];
  for (const [index, photo] of options.photos.entries()) {
    const encoded = await encodeAdPhoto(photo);
    const variants: Record<string, string> = {};
    for (const [width, data] of Object.entries(encoded.variants)) {
      const key = `${folder}/photo-${index + 1}-${width}.webp`;
      await media.put(stagedMediaKey(key), data);
      written.push(key);
      variants[width] = key;
    }
    stored.push({
      storageKey: variants['1280'] ?? '',
      variants,
      width: encoded.width,
      height: encoded.height,
      phash: encoded.phash === null ? null : String(encoded.phash),
    });
  }
  return stored;
}
