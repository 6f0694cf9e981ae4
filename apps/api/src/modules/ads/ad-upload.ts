import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AD_FILE_FIELDS, AD_UPLOAD_LIMITS } from '@carmarket/shared/ad';
import { formatMegabytes } from '@carmarket/shared/media';
import { message, type Message } from '@carmarket/shared/i18n/message';
import { msg } from '@carmarket/shared/i18n/translate';
import type { PackageTier } from '@carmarket/shared/packages';
import { AppError } from '../../lib/app-error';

export type AdFileKind = 'photo' | 'threeSixty' | 'video';

/** One uploaded file, already on disk in the request's temporary folder. */
export interface ReceivedFile {
  kind: AdFileKind;
  /** The form part's name: img3, threeSixty, video. */
  field: string;
  /** How messages name it: `img3 (front.jpg)`, a message of its own (translated with theirs). */
  label: Message;
  /** The N of imgN (photos only); photos are kept in this order. */
  position: number;
  path: string;
  bytes: number;
}

export interface AdUpload {
  fields: Record<string, string>;
  photos: ReceivedFile[];
  threeSixty: ReceivedFile | undefined;
  video: ReceivedFile | undefined;
}

/** Sentences with values are messages: the error handler writes them in the caller's language. */
export const UPLOAD_MESSAGES = {
  notMultipart: msg('The ad must be sent as multipart/form-data.'),
  /** AD_UPLOAD_LIMITS.requestBytes written out (ad-upload.test.ts holds the two together). */
  requestTooLarge: msg(
    'The upload is larger than 451 MB in all. Please send fewer or smaller files.',
  ),
  tooManyParts: msg('The form has more parts than an ad can have.'),
  unreadable: msg('The upload was interrupted or could not be read. Please try again.'),
  fieldTooLong: (field: string) => message(msg('The {field} field is too long.'), { field }),
  sentTwice: (field: string) =>
    message(msg('{field} was sent twice. Please send each file once.'), { field }),
  tooManyPhotos: (tier: PackageTier) =>
    message(msg('Your {package} package allows up to {count} photos per ad. Please remove some.'), {
      package: message(tier.title),
      count: tier.maxPhotos,
    }),
  noThreeSixty: (tier: PackageTier) =>
    message(
      msg(
        'A 360° view is not included in the {package} package. Choose Featured or VIP to add one.',
      ),
      { package: message(tier.title) },
    ),
  noVideo: (tier: PackageTier) =>
    message(
      msg('A video is not included in the {package} package. Choose Featured or VIP to add one.'),
      { package: message(tier.title) },
    ),
  fileTooLarge: (label: Message, maxBytes: number) =>
    message(msg('{file} is larger than {size}.'), { file: label, size: formatMegabytes(maxBytes) }),
} as const;

const PHOTO_FIELD = /^img([1-9]\d?)$/;
/** More than the largest package's photos, 360 view and video, so the package rule can speak. */
const MAX_FILES = 20;
/** Enough for the longest description in UTF-8 (AD_LIMITS.description characters). */
const MAX_FIELD_BYTES = 1024 * 1024;

function hasCode(error: unknown, ...codes: string[]): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    codes.includes(String(error.code))
  );
}

/** A file name safe and short enough to quote in a message. */
function quotedName(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = filename.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return 'no name';
  return clean.length > 60 ? `${clean.slice(0, 57)}…` : clean;
}

function describe(kind: AdFileKind, field: string, filename: string): Message {
  const name = quotedName(filename);
  if (kind === 'threeSixty') return message(msg('The 360° view ({name})'), { name });
  if (kind === 'video') return message(msg('The video ({name})'), { name });
  return message(msg('{field} ({name})'), { field, name });
}

const CAPS: Record<AdFileKind, number> = {
  photo: AD_UPLOAD_LIMITS.imageBytes,
  threeSixty: AD_UPLOAD_LIMITS.threeSixtyBytes,
  video: AD_UPLOAD_LIMITS.videoBytes,
};

/** Counts bytes as they pass and fails the stream at the first byte past a cap. */
function byteCounter(onChunk: (size: number) => AppError | undefined) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(onChunk(chunk.length) ?? null, chunk);
    },
  });
}

/**
 * Reads POST /api/vehicles/new-ad, streaming every file to its own file in `dir` (never whole in
 * memory). Sizes are capped while the bytes arrive: per file by its kind and for the request in
 * all (a declared size over the cap never gets here: the route's `bodyLimit` refuses it in
 * plugins/request-size.ts). The seller's package is known before the body is read, so photos past
 * its limit, and a 360 view or video it does not include, are refused before they are stored.
 * Types are judged later, by the bytes on disk.
 */
async function readAdUpload(
  request: FastifyRequest,
  options: { dir: string; tier: PackageTier },
): Promise<AdUpload> {
  const { dir, tier } = options;

  const upload: AdUpload = { fields: {}, photos: [], threeSixty: undefined, video: undefined };
  const seen = new Set<string>();
  let total = 0;
  try {
    const parts = request.parts({
      limits: {
        // Our own counters stop each file at its kind's cap; this is only the outer bound.
        fileSize: AD_UPLOAD_LIMITS.videoBytes + 1,
        files: MAX_FILES,
        fields: 40,
        fieldSize: MAX_FIELD_BYTES,
        parts: 70,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw new AppError(413, UPLOAD_MESSAGES.fieldTooLong(part.fieldname), part.fieldname);
        }
        upload.fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        total += String(part.value).length;
        continue;
      }

      const field = part.fieldname;
      const photoMatch = PHOTO_FIELD.exec(field);
      const kind: AdFileKind | undefined = photoMatch
        ? 'photo'
        : field === AD_FILE_FIELDS.threeSixty
          ? 'threeSixty'
          : field === AD_FILE_FIELDS.video
            ? 'video'
            : undefined;
      if (!kind) {
        part.file.resume();
        continue;
      }
      const checkAllowed = () => {
        if (seen.has(field)) throw AppError.badRequest(UPLOAD_MESSAGES.sentTwice(field), field);
        if (kind === 'photo' && upload.photos.length >= tier.maxPhotos) {
          throw AppError.badRequest(UPLOAD_MESSAGES.tooManyPhotos(tier), field);
        }
        if (kind === 'threeSixty' && !tier.threeSixtyView) {
          throw AppError.badRequest(UPLOAD_MESSAGES.noThreeSixty(tier), field);
        }
        if (kind === 'video' && !tier.video) {
          throw AppError.badRequest(UPLOAD_MESSAGES.noVideo(tier), field);
        }
      };
      // A file input left empty arrives as a part without a name or bytes: nothing was chosen.
      // A named file is judged before its bytes are read, an unnamed one once they are.
      const filename = part.filename ?? '';
      if (filename) checkAllowed();

      const label = describe(kind, field, filename);
      const cap = CAPS[kind];
      const target = path.join(dir, `${field}-${randomUUID()}`);
      let bytes = 0;
      await pipeline(
        part.file,
        byteCounter((size) => {
          bytes += size;
          total += size;
          if (bytes > cap)
            return new AppError(413, UPLOAD_MESSAGES.fileTooLarge(label, cap), field);
          if (total > AD_UPLOAD_LIMITS.requestBytes) {
            return new AppError(413, UPLOAD_MESSAGES.requestTooLarge);
          }
          return undefined;
        }),
        createWriteStream(target),
      );
      if (bytes === 0) continue;
      if (!filename) checkAllowed();
      seen.add(field);
      const received: ReceivedFile = {
        kind,
        field,
        label,
        position: photoMatch ? Number(photoMatch[1]) : 0,
        path: target,
        bytes,
      };
      if (kind === 'photo') upload.photos.push(received);
      else if (kind === 'threeSixty') upload.threeSixty = received;
      else upload.video = received;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new AppError(413, UPLOAD_MESSAGES.requestTooLarge);
    }
    if (hasCode(error, 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT')) {
      throw new AppError(413, UPLOAD_MESSAGES.tooManyParts);
    }
    if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) {
      throw new AppError(415, UPLOAD_MESSAGES.notMultipart);
    }
    throw AppError.badRequest(UPLOAD_MESSAGES.unreadable);
  }
  upload.photos.sort((a, b) => a.position - b.position);
  return upload;
}

/**
 * Receives an ad's upload into a fresh folder under `uploadDir`, hands it to `use`, and removes
 * the folder afterwards whatever happened: temporary files never outlive their request.
 */
export async function withAdUpload<T>(
  request: FastifyRequest,
  options: { uploadDir: string; tier: PackageTier },
  use: (upload: AdUpload, dir: string) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError(415, UPLOAD_MESSAGES.notMultipart);
  await mkdir(options.uploadDir, { recursive: true });
  const dir = await mkdtemp(path.join(options.uploadDir, 'ad-'));
  try {
    const upload = await readAdUpload(request, { dir, tier: options.tier });
    return await use(upload, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
